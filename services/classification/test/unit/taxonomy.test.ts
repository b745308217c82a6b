import { describe, expect, it } from "vitest";
import { CATEGORIES, matchLabel, normaliseLabel, taxonomy, withAncestors } from "../../src/domain/taxonomy/taxonomy.js";

describe("matchLabel", () => {
  it("matches a canonical name whatever its case and whitespace", () => {
    expect(matchLabel("job_role", "Software Engineer")).toBe("Software Engineer");
    expect(matchLabel("job_role", "  software   ENGINEER \n")).toBe("Software Engineer");
    expect(matchLabel("job_role", "\tceo ")).toBe("CEO");
    expect(matchLabel("skill", "c++")).toBe("C++");
    expect(matchLabel("industry", "crypto/web3")).toBe("Crypto/Web3");
  });

  it("matches synonyms, abbreviations and common variants to the canonical name", () => {
    for (const text of ["SWE", "software developer", "Programmer", "dev", "Développeur", "entwickler"]) expect(matchLabel("job_role", text)).toBe("Software Engineer");
    expect(matchLabel("job_role", "SDR")).toBe("Sales Development Representative");
    expect(matchLabel("job_role", "bdr")).toBe("Sales Development Representative");
    expect(matchLabel("job_role", "AE")).toBe("Account Executive");
    expect(matchLabel("job_role", "PM")).toBe("Product Manager");
    expect(matchLabel("job_role", "VC")).toBe("Venture Capitalist");
    expect(matchLabel("job_role", "Talent Acquisition")).toBe("Recruiter");
    expect(matchLabel("job_role", "cofounder")).toBe("Co-founder");
    expect(matchLabel("job_role", "Fundadora")).toBe("Founder");
    expect(matchLabel("job_role", "Gründerin")).toBe("Founder");
    expect(matchLabel("job_role", "front-end developer")).toBe("Frontend Engineer");
    expect(matchLabel("skill", "K8s")).toBe("Kubernetes");
    expect(matchLabel("skill", "golang")).toBe("Go");
    expect(matchLabel("industry", "web3")).toBe("Crypto/Web3");
    expect(matchLabel("industry", "ecommerce")).toBe("E-commerce");
    expect(matchLabel("personality", "building in public")).toBe("Builder");
  });

  it("compares in Unicode-compatible form", () => {
    expect(matchLabel("job_role", "Ｃｅｏ")).toBe("CEO"); // full-width letters
    expect(matchLabel("job_role", "me\u0301decin")).toBe("Doctor"); // e + combining acute accent
  });

  it("matches within the given category only", () => {
    expect(matchLabel("skill", "SEO")).toBe("SEO");
    expect(matchLabel("job_role", "SEO")).toBe("SEO Specialist");
    expect(matchLabel("job_role", "Python")).toBeUndefined();
    expect(matchLabel("personality", "Fintech")).toBeUndefined();
  });

  it("returns undefined for unknown or empty text", () => {
    for (const text of ["Astronaut Chef", "software", "engineer s", "", "   "]) expect(matchLabel("job_role", text)).toBeUndefined();
  });
});

describe("the label tables", () => {
  const tables = taxonomy();

  it("list the four categories with a few hundred labels", () => {
    expect(tables.map((t) => t.category)).toEqual(["job_role", "skill", "industry", "personality"]);
    expect(CATEGORIES).toEqual(["job_role", "skill", "industry", "personality"]);
    for (const { labels } of tables) expect(labels.length).toBeGreaterThanOrEqual(30);
    expect(tables.reduce((n, t) => n + t.labels.length, 0)).toBeGreaterThanOrEqual(300);
  });

  it("hold the labels a B2B marketer asks for by name", () => {
    const names = (category: string) => tables.find((t) => t.category === category)!.labels.map((l) => l.name);
    expect(names("job_role")).toEqual(expect.arrayContaining(["Founder", "Co-founder", "CEO", "CTO", "CFO", "COO", "CMO", "VP Engineering", "Engineering Manager", "Software Engineer", "Frontend Engineer", "Backend Engineer", "Full-stack Engineer", "Mobile Developer", "DevOps Engineer", "Site Reliability Engineer", "Data Scientist", "Data Engineer", "ML Engineer", "Product Manager", "Product Designer", "UX Designer", "Growth Marketer", "Content Marketer", "SEO Specialist", "Marketing Manager", "Sales Development Representative", "Account Executive", "Sales Manager", "Customer Success Manager", "Recruiter", "HR Professional", "Investor", "Venture Capitalist", "Angel Investor", "Consultant", "Lawyer", "Accountant", "Real Estate Agent", "Journalist", "Teacher", "Nurse", "Doctor", "Student", "Researcher"]));
    expect(names("skill")).toEqual(expect.arrayContaining(["Python", "JavaScript", "TypeScript", "React", "Kubernetes", "AWS", "Machine Learning", "SQL", "Figma", "Copywriting", "SEO", "Public Speaking", "Negotiation"]));
    expect(names("industry")).toEqual(expect.arrayContaining(["SaaS", "Fintech", "Healthtech", "E-commerce", "Crypto/Web3", "AI", "Cybersecurity", "Edtech", "Climate Tech", "Gaming", "Media", "Real Estate", "Biotech", "Logistics", "Marketing/Advertising", "Recruiting/HR Tech", "Legal Tech", "Insurtech"]));
    expect(names("personality")).toEqual(expect.arrayContaining(["Thought Leader", "Builder", "Community Builder", "Early Adopter", "Open Source Contributor", "Speaker", "Writer", "Mentor"]));
  });

  it("give every name and synonym one meaning within its category", () => {
    for (const { category, labels } of tables) {
      const seen = new Map<string, string>();
      for (const { name, synonyms } of labels) {
        for (const form of [name, ...synonyms]) {
          const key = normaliseLabel(form);
          expect(key, `${category}: empty form in ${name}`).not.toBe("");
          expect(seen.get(key), `${category}: "${form}" of ${name} is already ${seen.get(key)}`).toBeUndefined();
          seen.set(key, name);
        }
      }
    }
  });

  it("store forms that are already trimmed, single-spaced and at most 100 characters", () => {
    for (const { labels } of tables) {
      for (const { name, synonyms } of labels) {
        for (const form of [name, ...synonyms]) {
          expect(form).toBe(form.trim().replace(/\s+/g, " "));
          expect([...form].length).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it("name parents among the labels of their own category, never a label itself or below it", () => {
    for (const { category, labels } of tables) {
      const names = new Set(labels.map((label) => label.name));
      for (const { name, parents = [] } of labels) {
        for (const parent of parents) expect(names.has(parent), `${category}: ${name} has unknown parent ${parent}`).toBe(true);
        expect(withAncestors(category, name).slice(1), `${category}: ${name} is its own ancestor`).not.toContain(name);
      }
    }
  });
});

describe("withAncestors", () => {
  it("is the label and every broader label it implies", () => {
    expect(withAncestors("job_role", "iOS Developer")).toEqual(["iOS Developer", "Mobile Developer", "Software Engineer"]);
    expect(withAncestors("job_role", "Agency Owner")).toEqual(["Agency Owner", "Founder", "Business Owner", "Entrepreneur"]);
    expect(withAncestors("industry", "Insurtech")).toEqual(["Insurtech", "Insurance", "Fintech", "Technology"]);
    expect(withAncestors("personality", "Builder")).toEqual(["Builder"]);
  });
});
