import { describe, expect, it } from "vitest";
import { classify, compileSegment, followerTier, type Classification, type CompiledSegment, type SegmentCriteria } from "../../../src/domain/classifier/index.js";
import { makeProfile, makeSegment, NOW } from "./make-profile.js";

const saasFounders = makeSegment({ description: "B2B SaaS founders", appliedSearchFilters: { job_role: ["founder"] } });
const run = (bio: string, segment: SegmentCriteria | CompiledSegment = saasFounders, overrides = {}): Classification => classify(makeProfile({ bio, ...overrides }), segment, { now: NOW });

describe("follower tier pre-filter", () => {
  it("places counts in the decided tiers", () => {
    expect([0, 999, 1_000, 9_999, 10_000, 100_000, 999_999, 1_000_000].map(followerTier)).toEqual(
      ["under_1k", "under_1k", "1k_to_10k", "1k_to_10k", "10k_to_100k", "100k_to_1m", "100k_to_1m", "over_1m"],
    );
  });

  it("excludes a profile outside the segment's tiers, whatever its bio", () => {
    const segment = { ...saasFounders, followerCountTiers: ["10k_to_100k" as const] };
    const result = run("Founder & CEO at Acme, B2B SaaS", segment, { followersCount: 999 });
    expect(result.outcome).toBe("none");
    expect(result.reasons[0]).toMatch(/^excluded by follower tier: 999 followers is under_1k/);
  });
});

describe("gender pre-filter", () => {
  const women = { ...saasFounders, genderValues: ["female" as const] };

  it("excludes a profile of another gender", () => {
    const result = run("Founder & CEO at Acme, B2B SaaS", women, { displayName: "Carlos Ruiz" });
    expect(result).toMatchObject({ outcome: "none", gender: "male" });
    expect(result.reasons[0]).toContain("excluded by gender: male (first name 'carlos')");
  });

  it("lets an unknown gender through, capped at medium", () => {
    const result = run("Founder & CEO at Acme, B2B SaaS", women, { displayName: "Jordan Blake" });
    expect(result).toMatchObject({ outcome: "medium", gender: "unknown" });
    expect(result.reasons).toContain("capped at medium: gender unknown (name 'jordan' is used by both genders)");
  });

  it("keeps a match of the wanted gender", () => {
    expect(run("Founder & CEO at Acme, B2B SaaS", women)).toMatchObject({ outcome: "high", gender: "female" });
  });
});

describe("bot filter", () => {
  const bought = { handle: "jane48291733", bio: "Founder", defaultProfileImage: true, followersCount: 4, followingCount: 1_800, tweetCount: 1, listedCount: 0, location: "", url: "", createdAt: "2026-05-20T00:00:00Z" };

  it("drops a bot, saying why", () => {
    const result = run("Founder", saasFounders, bought);
    expect(result).toMatchObject({ outcome: "none", isBot: true });
    expect(result.reasons[0]).toMatch(/^excluded as a bot: bot score \d\.\d\d: .*default image/);
  });

  it("caps a suspect at medium", () => {
    const suspect = run("Founder & CEO at Acme, B2B SaaS", saasFounders, { defaultProfileImage: true, followersCount: 10, followingCount: 400, tweetCount: 20, listedCount: 0, url: "", location: "" });
    expect(suspect.botScore).toBeGreaterThanOrEqual(0.4);
    expect(suspect.outcome).toBe("medium");
    expect(suspect.reasons.some((reason) => reason.startsWith("capped at medium: possible bot (bot score"))).toBe(true);
  });
});

describe("match", () => {
  it("high: strong evidence for the filter and the description", () => {
    const result = run("Co-founder & CEO @acme, B2B SaaS for payroll teams");
    expect(result.outcome).toBe("high");
    expect(result.reasons).toContain("matched job_role Co-founder (strong: 'Co-founder & CEO @acme')");
  });

  it("medium: the filter is met but the description's industry is not shown", () => {
    const result = run("Founder @acme. Dad of two.");
    expect(result.outcome).toBe("medium");
    expect(result.reasons).toContain("no industry evidence (description wants SaaS)");
  });

  it("none: the role is only an audience", () => {
    const result = run("Helping B2B SaaS founders hire their first engineers");
    expect(result.outcome).toBe("none");
    expect(result.reasons[0]).toMatch(/^matched job_role Founder \(demoted, service-to: /);
  });

  it("none: the explicit role is missing, however good the rest", () => {
    expect(run("Engineer at a B2B SaaS startup").outcome).toBe("none");
  });

  it("a description alone can give high", () => {
    const segment = makeSegment({ description: "Fintech founders" });
    expect(run("Founder of Paysmart, a fintech for nurses", segment).outcome).toBe("high");
    expect(run("Founder of Paysmart", segment).outcome).toBe("medium");
  });

  it("description words outside labels count when nothing else does", () => {
    const segment = makeSegment({ description: "Rock climbers in Lisbon" });
    expect(run("Climbing every weekend", segment)).toMatchObject({ outcome: "medium" });
    expect(run("Climbing every weekend", segment, { location: "Oslo" }).outcome).toBe("none");
  });

  it("a label the description excludes rules the profile out", () => {
    const segment = makeSegment({ description: "SaaS founders, not agencies" });
    const result = run("Founder of Pixel, a growth agency for SaaS", segment);
    expect(result.outcome).toBe("none");
    expect(result.reasons).toContain("excluded by the description: 'agencies' (industry Marketing Agency)");
  });

  it("a refused interest refuses no person: 'not gyms' refuses gym businesses, not a coach who loves the gym", () => {
    const segment = makeSegment({ description: "Personal trainers who post workout content. Not gyms or supplement brands." });
    expect(compileSegment(segment).excluded.map((rule) => rule.category)).not.toContain("personality");
  });

  it("beside a trade met, another industry contradicts only where it describes that work", () => {
    const segment = compileSegment(makeSegment({ description: "Marketing managers at food and drink brands" }));
    expect(run("Marketing manager at Kessler & Sons | Tradition meets TikTok", segment).outcome).toBe("medium");
    expect(run("Marketing manager at a fintech startup", segment).outcome).toBe("none");
    // An owner's business may be named anywhere.
    const owners = compileSegment(makeSegment({ description: "People who own or run a small hotel" }));
    expect(run("Owner, Kowalski & Sons | fintech startup advisor", owners).outcome).toBe("none");
  });

  it("the general manager or owner of a business in a wanted establishment role's industry is that role", () => {
    const segment = compileSegment(makeSegment({ description: "Hotel managers" }));
    expect(run("General Manager @ a 120-room boutique hotel in Lisboa", segment).outcome).toBe("high");
    expect(run("General Manager, regional bus company | weekend hotel guest", segment).outcome).not.toBe("high");
  });

  it("an industry met only through the role's nature, beside another field in the role's clause, is that field's", () => {
    const biology = compileSegment(makeSegment({ description: "Professors and lecturers", appliedSearchFilters: { industry: ["Biotech", "Higher Education"] } }));
    expect(run("Lecturer in hospitality management | research: hotel workforce", biology).outcome).toBe("medium");
    expect(run("Lecturer in molecular biology at the University of Leeds", biology).outcome).toBe("high");
    // Where the industry asked is only the one the role implies, any field will do.
    const academics = compileSegment(makeSegment({ description: "Professors and lecturers", appliedSearchFilters: { industry: ["Higher Education"] } }));
    expect(run("Lecturer in hospitality management | research: hotel workforce", academics).outcome).toBe("high");
  });

  it("serving an industry's people, with no role in it, is no high for an industry segment", () => {
    const segment = compileSegment(makeSegment({ description: "Anyone working in logistics, any role" }));
    expect(run("Freight factoring for owner-operators | I help truckers fix cash flow", segment).outcome).toBe("medium");
    expect(run("Truck driver, 20 years of freight across the Midwest", segment).outcome).toBe("high");
  });

  it("for an industry segment, a trade in another industry with the industry only mentioned elsewhere is medium at most", () => {
    const segment = compileSegment(makeSegment({ description: "Anyone working in logistics, any role" }));
    expect(run("Wedding planner 💍 I handle the logistics so you don't have to", segment).outcome).toBe("medium");
    expect(run("Software engineer | building freight logistics tooling", segment).outcome).toBe("high");
  });

  it("a role that works in the wanted roles' industry is near them", () => {
    const segment = compileSegment(makeSegment({ description: "People who farm or ranch" }));
    expect(run("Winemaker & marketing lead at our family winery, Mosel", segment).outcome).toBe("medium");
  });

  it("working in an industry dozens of roles share is not near one of them", () => {
    const segment = compileSegment(makeSegment({ description: "Community and hospital pharmacists" }));
    expect(run("Physiotherapist | clinic owner | daily mobility tips", segment).outcome).toBe("none");
    expect(run("Hospital pharmacist, oncology", segment).outcome).toBe("high");
  });

  it("a role filter the description narrows to a field needs a sign of that field for high", () => {
    const segment = compileSegment(makeSegment({ description: "Fitness coaches and personal trainers who post workout content", appliedSearchFilters: { job_role: ["Creator"] } }));
    expect(run("Food reviewer, 250k on TikTok", segment).outcome).toBe("medium");
    expect(run("Fitness coach | home workouts every Monday on YouTube", segment).outcome).toBe("high");
  });

  it("a personality filter next to others only caps at medium", () => {
    const segment = makeSegment({ description: "Founders", appliedSearchFilters: { job_role: ["Founder"], personality: ["Builder"] } });
    expect(run("Founder @acme. Maker of small tools.", segment).outcome).toBe("high");
    const without = run("Founder @acme", segment);
    expect(without.outcome).toBe("medium");
    expect(without.reasons).toContain("capped at medium: no Builder personality evidence");
  });

  it("personality on its own never gives high", () => {
    const segment = makeSegment({ description: "", appliedSearchFilters: { personality: ["Builder"] } });
    expect(run("Maker. Building in public.", segment).outcome).toBe("medium");
  });

  it("a company account is no lead for a segment of people", () => {
    const result = run("We are the founders of Ledgerly, payroll for teams.", makeSegment({ description: "Founders", appliedSearchFilters: { job_role: ["Founder"] } }), { displayName: "Acme HQ" });
    expect(result).toMatchObject({ outcome: "none", gender: "unknown" });
    expect(result.reasons).toContain("excluded: looks like an organisation, not a person ('hq' in its name)");
  });

  it("a business named for its trade is no person: 'Oak & Ember Roasters', 'Fluff & Puff Spa'", () => {
    const segment = makeSegment({ description: "coffee roasters, baristas and cafe owners" });
    expect(run("Small-batch coffee roasters in Asheville. Subscriptions and wholesale", segment, { displayName: "Oak & Ember Roasters" }).outcome).not.toBe("high");
    expect(run("Coffee roaster, small batches in Asheville", segment, { displayName: "Jamie Oakes" }).outcome).toBe("high");
  });

  it("a company account is at most medium for a segment about its market", () => {
    const result = run("Ledgerly is the payments platform for freelancers. Book a demo.", makeSegment({ description: "People working in fintech" }), { displayName: "Ledgerly" });
    expect(result.outcome).toBe("medium");
    expect(result.reasons.some((reason) => reason.startsWith("capped at medium: looks like an organisation, not a person"))).toBe(true);
  });

  it("a company account is a lead when the segment asks for companies", () => {
    const result = run("We make cozy indie games. Our new game is out on Steam!", makeSegment({ description: "indie game studios" }), { displayName: "Tidepool Studio" });
    expect(result.outcome).toBe("high");
  });

  it("a parody account is no lead", () => {
    expect(run("Parody. The founder who pivots every week.", saasFounders).outcome).toBe("none");
  });
});

describe("segments", () => {
  it("canonicalises filter labels and reports orphans", () => {
    const compiled = compileSegment(makeSegment({ appliedSearchFilters: { job_role: ["cofounder", "Chief Vibes Officer"] } }));
    expect(compiled.wanted[0].labels).toEqual(["Co-founder"]);
    expect(compiled.orphanLabels).toEqual([{ category: "job_role", label: "Chief Vibes Officer" }]);
  });

  it("reads the description's labels, a person noun naming a role only", () => {
    const compiled = compileSegment(makeSegment({ description: "Marketing leaders and VCs in climate tech, not agencies" }));
    expect(compiled.wanted.map((wanted) => [wanted.category, wanted.labels, wanted.explicit])).toEqual([
      ["job_role", ["Marketer", "Venture Capitalist"], false],
      ["industry", ["Climate Tech"], false],
    ]);
    expect(compiled.excluded.map((excluded) => excluded.label)).toEqual(["Marketing Agency"]);
    expect(compiled.keywords.map((keyword) => keyword.word)).toEqual(["leaders"]);
  });

  it("accepts narrower labels for a broad one", () => {
    const compiled = compileSegment(makeSegment({ appliedSearchFilters: { job_role: ["Software Engineer"] } }));
    expect(compiled.wanted[0].accepted.has("Backend Engineer")).toBe(true);
    expect(run("Backend engineer at Acme", compiled).outcome).toBe("high");
  });
});

describe("every decision", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["Co-founder & CEO @acme, B2B SaaS", {}],
    ["Founder @acme", {}],
    ["Helping founders", {}],
    ["", { defaultProfileImage: true, tweetCount: 0, followersCount: 1, followingCount: 3_000 }],
    ["Founder", { followersCount: 5 }],
  ];

  it("carries reasons, ending with the outcome when the match was measured", () => {
    for (const [bio, overrides] of cases) {
      const result = run(bio, { ...saasFounders, followerCountTiers: ["under_1k", "1k_to_10k"] }, overrides);
      expect(result.reasons.length).toBeGreaterThan(0);
      const last = result.reasons.at(-1)!;
      expect(last.startsWith(`outcome ${result.outcome}`) || last.startsWith("excluded")).toBe(true);
    }
  });

  it("is deterministic, compiled or not", () => {
    const profile = makeProfile({ bio: "Founder @acme, B2B SaaS. Ex-Google." });
    const compiled = compileSegment(saasFounders);
    const first = classify(profile, saasFounders, { now: NOW });
    expect(classify(profile, compiled, { now: NOW })).toEqual(first);
    expect(classify(profile, saasFounders, { now: NOW })).toEqual(first);
  });
});

describe("a description-only segment", () => {
  const recruiters = compileSegment(makeSegment({ description: "In-house and agency tech recruiters who hire engineers, not HR software vendors or consultants" }));

  it("asks for the role, not for the people served", () => {
    expect(recruiters.wanted.map((w) => [w.category, w.labels])).toEqual([["job_role", ["Recruiter"]]]);
    expect(run("Tech recruiter @ Hays. Placing Java and DevOps engineers.", recruiters).outcome).toBe("high");
    expect(run("Backend engineer at Monzo. Go and Kafka.", recruiters).outcome).toBe("none");
    expect(run("HR consultant for startups", recruiters).outcome).toBe("none");
  });

  it("keeps former, aspiring and student profiles at medium", () => {
    const pms = compileSegment(makeSegment({ description: "Product managers at tech companies" }));
    expect(run("Senior PM @ Shopify. Checkout.", pms).outcome).toBe("high");
    expect(run("Ex-PM, now a pottery teacher", pms).outcome).toBe("medium");
    expect(run("Aspiring product manager. Open to APM roles!", pms).outcome).toBe("medium");
    expect(run("MBA student, product management intern @ Google", pms).outcome).toBe("medium");
  });

  it("reads bios in many languages through the taxonomy's synonyms", () => {
    const founders = compileSegment(makeSegment({ description: "Startup founders" }));
    for (const bio of ["Fundadora de Turnio, software para clínicas", "Gründerin von Kiezküche", "Kurucu @ Getir", "Pendiri startup edtech di Jakarta", "創業者。スタートアップを経営", "Oprichter van een SaaS-bedrijf"]) {
      expect(run(bio, founders).outcome, bio).not.toBe("none");
    }
  });

  it("works out industries from employers and roles, and says so", () => {
    const fintech = compileSegment(makeSegment({ description: "People working at fintech companies" }));
    const result = run("Group PM @ Monzo. Cards and savings.", fintech);
    expect(result.outcome).toBe("high");
    expect(result.reasons[0]).toBe("matched industry Fintech (strong, at Monzo: 'Group PM @ Monzo')");
    expect(run("Backend dev at a Danish bank", fintech).outcome).toBe("medium");
  });

  it("names the evidence against a lead", () => {
    const saas = compileSegment(makeSegment({ description: "B2B SaaS founders" }));
    const result = run("Founder of a handmade jewelry brand 💍", saas);
    expect(result.outcome).toBe("none");
    expect(result.reasons.some((reason) => /^against: industry (?:Fashion|Consumer Goods) \(stated: 'handmade jewelry brand'\) is not SaaS$/.test(reason))).toBe(true);
  });

  it("takes people who serve the target as no lead", () => {
    const founders = compileSegment(makeSegment({ description: "Startup founders" }));
    expect(run("I help founders raise their seed round. Ex-VC.", founders).outcome).toBe("none");
    expect(run("Business coach for women entrepreneurs", founders).outcome).toBe("none");
  });

  it("takes a freelance qualifier as no role of its own", () => {
    const translators = compileSegment(makeSegment({ description: "Translators and interpreters, freelance or in-house" }));
    expect(translators.wanted[0].labels).toEqual(["Translator"]);
    expect(run("Freelance graphic designer", translators).outcome).toBe("none");
  });
});

describe("a recruiter's or an investor's market", () => {
  const techRecruiters = compileSegment(makeSegment({ description: "Recruiters who hire engineers for tech companies." }));

  it("a recruiter for another market is at most medium", () => {
    const result = run("Recruiter for warehouse & logistics roles in Ohio. Now hiring forklift operators!", techRecruiters);
    expect(result.outcome).toBe("medium");
    expect(result.reasons.some((reason) => reason.startsWith("capped at medium: serves Logistics"))).toBe(true);
  });

  it("a recruiter naming the segment's market, or none, or working at a company in it, stays high", () => {
    for (const bio of ["Tech recruiter placing backend engineers at SaaS startups.", "Senior recruiter at Hays, Lisbon.", "Head of Talent @ Monzo. Building teams that build banking."]) {
      expect(run(bio, techRecruiters).outcome, bio).toBe("high");
    }
  });

  it("does not apply to other roles' segments", () => {
    expect(compileSegment(makeSegment({ description: "Realtors who help people buy homes and use social media to find clients." })).served).toBeUndefined();
  });
});

describe("a lead described only by what they do", () => {
  it("is at most medium on the activity alone, and high with the title", () => {
    const teachers = compileSegment(makeSegment({ description: "Primary and secondary school teachers" }));
    expect(run("I teach 3rd grade in Ohio 🍎 coffee & crayons", teachers).outcome).toBe("medium");
    expect(run("3rd grade teacher in Ohio. I teach reading and math.", teachers).outcome).toBe("high");
    expect(run("Teaching my kids to code on weekends", teachers).outcome).toBe("none");
  });

  it("an owner said as running the place", () => {
    const owners = compileSegment(makeSegment({ description: "Restaurant and café owners" }));
    expect(run("Running a family restaurant in Porto since 2009.", owners).outcome).toBe("medium");
    expect(run("I run growth at a food delivery startup.", owners).outcome).toBe("none");
  });
});

describe("a segment of a field's leaders", () => {
  const hrLeaders = compileSegment(makeSegment({ description: "HR leaders and heads of people at tech companies" }));

  it("takes someone in the field without a lead's title as at most medium", () => {
    const result = run("HR generalist at a SaaS startup. Payroll and onboarding.", hrLeaders);
    expect(result.outcome).toBe("medium");
    expect(result.reasons.some((reason) => reason.startsWith("capped at medium: the segment asks for leaders"))).toBe(true);
  });

  it("keeps heads, chiefs, managers and directors high, in other languages too", () => {
    for (const bio of ["Chief People Officer at Stripe", "Head of People @ Canva", "HR Manager @ Acme, a SaaS startup", "Directora de Recursos Humanos en una fintech de Madrid.", "Responsable RH dans une startup tech à Paris."]) {
      expect(run(bio, hrLeaders).outcome, bio).toBe("high");
    }
    expect(run("Team lead at a bakery. HR generalist at a SaaS startup.", hrLeaders).outcome).toBe("medium");
  });

  it("does not ask founders and CEOs for more than being one", () => {
    const founders = compileSegment(makeSegment({ description: "Founders and CEOs of B2B SaaS companies" }));
    expect(founders.leadersOnly).toBe(false);
    expect(run("Solo founder of a tiny SaaS for invoice reminders.", founders).outcome).toBe("high");
  });
});
