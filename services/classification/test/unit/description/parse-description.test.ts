import { describe, expect, it } from "vitest";
import { compileSegment } from "../../../src/domain/classifier/index.js";
import { parseDescription } from "../../../src/domain/description/index.js";
import type { FollowerCountTier } from "../../../src/domain/segment.js";
import { makeSegment } from "../classifier/make-profile.js";

const tiersOf = (text: string) => parseDescription(text).followerCountTiers;

describe("follower tiers", () => {
  const cases: [string, FollowerCountTier[]][] = [
    ["under 1,000 followers", ["under_1k"]],
    ["fewer than 500 followers", ["under_1k"]],
    ["no more than 1k followers", ["under_1k"]],
    ["no less than 10k followers", ["10k_to_100k", "100k_to_1m", "over_1m"]],
    ["less than 10k followers", ["under_1k", "1k_to_10k"]],
    ["up to 100k followers", ["under_1k", "1k_to_10k", "10k_to_100k"]],
    ["1k-10k followers", ["1k_to_10k"]],
    ["1k–10k followers", ["1k_to_10k"]],
    ["from 2k to 20k followers", ["1k_to_10k", "10k_to_100k"]],
    ["5-50k followers", ["1k_to_10k", "10k_to_100k"]],
    ["500 to 10k followers", ["under_1k", "1k_to_10k"]],
    ["10k or more followers", ["10k_to_100k", "100k_to_1m", "over_1m"]],
    ["at least 1M followers", ["over_1m"]],
    ["with 1.5M followers", ["over_1m"]],
    ["with 2.5k followers", ["1k_to_10k"]],
    ["100k X followers", ["100k_to_1m"]],
    ["follower count over 10k", ["10k_to_100k", "100k_to_1m", "over_1m"]],
    ["followers: 1k-10k", ["1k_to_10k"]],
    ["under 1k or over 1M followers", ["under_1k", "over_1m"]],
    ["no accounts over 1M followers", ["under_1k", "1k_to_10k", "10k_to_100k", "100k_to_1m"]],
    ["10 mil seguidores", ["10k_to_100k"]],
    ["moins de 1 000 abonnés", ["under_1k"]],
    ["zwischen 10.000 und 100.000 Followern", ["10k_to_100k"]],
    ["über 1 Mio. Follower", ["over_1m"]],
  ];
  it.each(cases)("%s", (text, tiers) => expect(tiersOf(text)).toEqual(tiers));

  it("reads a count only next to a follower word", () => {
    for (const text of ["founders of companies with 5 to 50 employees", "founded after 2015", "over 10k in revenue", "raised 1M"]) expect(tiersOf(text), text).toEqual([]);
    expect(tiersOf("founders with 10 employees and 2k followers")).toEqual(["1k_to_10k"]);
  });

  it("leaves size words alone: 'micro-influencer' has no agreed range", () => {
    expect(tiersOf("micro-influencers and nano influencers")).toEqual([]);
  });
});

describe("negations", () => {
  it("refuse everything to the end of their clause, and never become filters", () => {
    const parsed = parseDescription("growth marketers, not recruiters or agencies, 1k+ followers");
    expect(parsed.appliedSearchFilters).toEqual({ job_role: ["Growth Marketer"] });
    expect(parsed.excludedLabels).toEqual([
      { category: "job_role", label: "Recruiter", quote: "recruiters" },
      { category: "industry", label: "Marketing Agency", quote: "agencies" },
    ]);
    expect(parsed.excludedTerms).toEqual(["recruiters or agencies"]);
  });

  it("stop at 'but', and may follow what they refuse", () => {
    expect(parseDescription("no agencies but founders").appliedSearchFilters).toEqual({ job_role: ["Founder"] });
    const parsed = parseDescription("CTOs and VPs of engineering, recruiters excluded");
    expect(parsed.appliedSearchFilters).toEqual({ job_role: ["CTO", "VP Engineering"] });
    expect(parsed.excludedLabels.map(({ label }) => label)).toEqual(["Recruiter"]);
  });

  it("keep what they refuse even when it names no label", () => {
    expect(parseDescription("crypto traders, no bots or giveaways").excludedTerms).toEqual(["bots or giveaways"]);
    expect(parseDescription("SaaS founders who are not technical").excludedTerms).toEqual(["technical"]);
  });

  it("are not read inside a label ('no code') or a glued word ('non-profit')", () => {
    expect(parseDescription("no code founders").appliedSearchFilters).toEqual({ job_role: ["Founder"], industry: ["No-Code Tools"] });
    expect(parseDescription("non-profit founders").appliedSearchFilters).toEqual({ job_role: ["Founder"], industry: ["Nonprofit"] });
  });

  it("refusing one gender asks for the other", () => {
    expect(parseDescription("founders, no men").genderValues).toEqual(["female"]);
    expect(parseDescription("women, not men").genderValues).toEqual(["female"]);
    expect(parseDescription("women and men who build startups").genderValues).toEqual(["female", "male"]);
  });
});

describe("readings", () => {
  it("expose the phrase's other meanings next to the one picked", () => {
    const { readings } = parseDescription("cybersecurity professionals");
    expect(readings).toEqual([
      { category: "skill", label: "Cybersecurity", quote: "cybersecurity", picked: false },
      { category: "industry", label: "Cybersecurity", quote: "cybersecurity", picked: true },
    ]);
  });

  it("pick the skill when the clause speaks of skills, and the field after 'in' beside another role", () => {
    expect(parseDescription("engineers who know machine learning").appliedSearchFilters).toEqual({ job_role: ["Software Engineer", "ML Engineer", "AI Engineer"], skill: ["Machine Learning"] });
    expect(parseDescription("founders in machine learning").appliedSearchFilters).toEqual({ job_role: ["Founder"], industry: ["AI"] });
    expect(parseDescription("people in marketing").appliedSearchFilters).toEqual({ job_role: ["Marketer"] });
  });

  it("read founding, running and owning as the role it makes", () => {
    expect(parseDescription("people who started a company").appliedSearchFilters).toEqual({ job_role: ["Founder"] });
    expect(parseDescription("people who own marketing agencies").appliedSearchFilters).toEqual({ job_role: ["Agency Owner"], industry: ["Marketing Agency"] });
    expect(parseDescription("people who generate leads for their business").appliedSearchFilters).toEqual({});
  });

  it("share a head or a stem across 'or', 'and', '/' and '&', only into labels of the same category", () => {
    expect(parseDescription("product/engineering managers").appliedSearchFilters).toEqual({ job_role: ["Product Manager", "Engineering Manager"] });
    expect(parseDescription("marketing & sales managers").appliedSearchFilters).toEqual({ job_role: ["Marketing Manager", "Sales Manager"] });
    expect(parseDescription("data scientists and engineers").appliedSearchFilters).toEqual({ job_role: ["Data Scientist", "Data Engineer"] });
    expect(parseDescription("product managers and designers").appliedSearchFilters).toEqual({ job_role: ["Product Manager", "Designer"] });
  });
});

describe("gender from role forms", () => {
  it("reads a feminine role form as asking for women, unless its masculine is there too", () => {
    expect(parseDescription("fundadoras").genderValues).toEqual(["female"]);
    expect(parseDescription("fundadores").genderValues).toEqual([]);
    expect(parseDescription("fundadores y fundadoras").genderValues).toEqual([]);
    expect(parseDescription("data scientists").genderValues).toEqual([]);
  });

  it("reads the gender of a role phrase from the word that names the person, not from the field after 'de'", () => {
    expect(parseDescription("ingenieras de software").genderValues).toEqual(["female"]);
    expect(parseDescription("freie Journalistinnen").genderValues).toEqual(["female"]);
    expect(parseDescription("directores de planta").genderValues).toEqual([]);
    expect(parseDescription("profesores de música").genderValues).toEqual([]);
    expect(parseDescription("oficiales de marina mercante").genderValues).toEqual([]);
  });

  it("reads feminine forms beside the same role named for everyone as a welcome, not a filter", () => {
    expect(parseDescription("Makeup artists / MUAs. Maquilladoras, maquilleuses and Visagistinnen welcome.").genderValues).toEqual([]);
    expect(parseDescription("founders y fundadoras").genderValues).toEqual([]);
    expect(parseDescription("CEO fundadora").genderValues).toEqual(["female"]);
  });

  it("lets the last word of 'girl dad' decide, and ignores possessives", () => {
    expect(parseDescription("girl dads").genderValues).toEqual(["male"]);
    expect(parseDescription("dog moms").genderValues).toEqual(["female"]);
    expect(parseDescription("founders of men's fashion brands").genderValues).toEqual([]);
  });

  it("does not read the English 'manner' as German 'Männer'", () => {
    expect(parseDescription("founders who write in a friendly manner").genderValues).toEqual([]);
    expect(parseDescription("Männer").genderValues).toEqual(["male"]);
  });
});

describe("seniority", () => {
  it("is read next to or inside a role only", () => {
    expect(parseDescription("junior developers").seniority).toEqual(["junior"]);
    expect(parseDescription("desarrolladores senior").seniority).toEqual(["senior"]);
    expect(parseDescription("staff or principal engineers").seniority).toEqual(["staff", "principal"]);
    expect(parseDescription("C-suite at fintechs").seniority).toEqual(["c-level"]);
    expect(parseDescription("people who lead teams, senior leadership").seniority).toEqual([]);
    expect(parseDescription("founders, not senior engineers").seniority).toEqual([]);
  });
});

it("is deterministic and quick on the longest description", () => {
  const text = "senior backend engineers or ML or AI engineers who run fintech startups, not recruiters, 1k to 10k followers; ".repeat(20).slice(0, 2000);
  const started = performance.now();
  const first = parseDescription(text);
  expect(performance.now() - started).toBeLessThan(200);
  expect(parseDescription(text)).toEqual(first);
  expect(parseDescription("")).toEqual({ appliedSearchFilters: {}, genderValues: [], followerCountTiers: [], readings: [], excludedLabels: [], refusedKinds: [], excludedTerms: [], seniority: [], servedTerms: [], asksForOrganisations: false, atStartups: false, ownBusiness: false, principals: [], deputiesAsked: false });
});

describe("what a description asks for, beyond its labels", () => {
  it("refuses only the head of a negated phrase, never a word qualifying it", () => {
    const hr = parseDescription("HR managers, not HR software vendors or consultants");
    expect(hr.appliedSearchFilters).toEqual({ job_role: ["HR Professional"] });
    expect(hr.excludedLabels.map(({ label }) => label)).toEqual(["Consultant"]);
    expect(parseDescription("SDRs and AEs, not sales influencers").excludedLabels.map(({ label }) => label)).toEqual(["Content Creator"]);
    expect(parseDescription("Marketing managers, no agencies or freelancers").excludedLabels.map(({ label }) => label)).toEqual(["Marketing Agency", "Freelancer"]);
    // A refused role's object goes on as a list: the banks and the government are refused too, not asked for.
    const ctos = parseDescription("CTOs and technical co-founders at small startups. Not CTOs of big corporates, banks or government.");
    expect(ctos.appliedSearchFilters).toEqual({ job_role: ["CTO", "Co-founder"] });
    expect(ctos.excludedLabels.map(({ label }) => label)).toEqual(["Banking", "Government"]);
    // A slash between spaces names the refused again.
    const optometrists = parseDescription("Optometrists and dispensing opticians. Not ophthalmologists / eye surgeons.");
    expect(optometrists.appliedSearchFilters).toEqual({ job_role: ["Optometrist"] });
    expect(optometrists.excludedLabels.map(({ label }) => label)).toContain("Surgeon");
  });

  it("keeps the people served out of the filters", () => {
    const parsed = parseDescription("agency recruiters who hire engineers, product and data talent for tech companies");
    expect(parsed.appliedSearchFilters).toEqual({ job_role: ["Recruiter"] });
    expect(parsed.servedTerms).toEqual(["engineers, product and data talent for tech companies"]);
    expect(parseDescription("coaches who help founders").appliedSearchFilters).toEqual({ job_role: ["Coach"] });
  });

  it("marks what the people do, rather than who they are, as context", () => {
    const context = (text: string) => parseDescription(text).readings.filter((r) => r.context).map((r) => r.label);
    expect(context("engineers who run cloud infrastructure: DevOps and SREs")).toEqual(["Cloud Infrastructure"]);
    expect(context("creators who publish about programming, AI or product")).toEqual(expect.arrayContaining(["Programming", "AI"]));
    expect(context("fathers who work in tech")).toEqual([]);
  });

  it("knows when organisations themselves are asked for", () => {
    expect(parseDescription("indie game studios").asksForOrganisations).toBe(true);
    expect(parseDescription("DTC brands and their founders").asksForOrganisations).toBe(true);
    expect(parseDescription("founders of DTC brands").asksForOrganisations).toBe(false);
    expect(parseDescription("restaurant owners in Madrid").asksForOrganisations).toBe(false);
    expect(parseDescription("people working at a fintech company").asksForOrganisations).toBe(false);
  });

  it("reads 'startups' as the kind of company, never a market", () => {
    expect(parseDescription("heads of growth at Series A startups").appliedSearchFilters).toEqual({ job_role: ["Head of Growth"] });
  });
});

describe("what the people do, after 'who'", () => {
  const roles = (text: string) => parseDescription(text).appliedSearchFilters.job_role ?? [];
  it("names the doer of each verb the taxonomy knows as a role", () => {
    expect(roles("Women who farm or ranch, or run an agricultural business")).toEqual(["Farmer", "Rancher", "Business Owner"]);
    expect(roles("People who bake bread or run a bakery")).toContain("Baker");
    expect(roles("Folks who teach at primary schools")).toEqual(["Teacher"]);
  });
  it("leaves verbs whose doer is no occupation, and verbs said of a role", () => {
    expect(roles("People who run marathons")).toEqual([]);
    expect(roles("Founders who code")).toEqual(["Founder"]);
    // A bare "engineers" beside software skills or a software industry, and no other role.
    expect(roles("Engineers who build products on top of LLMs: RAG, agents, evals, shipping AI features. Not AI influencers")).toEqual(expect.arrayContaining(["Software Engineer", "AI Engineer"]));
    expect(roles("Engineers who design bridges and tunnels")).not.toContain("Software Engineer");
    // Other people than those asked for.
    expect(roles("Open-source maintainers: people who maintain a project other developers depend on")).not.toContain("Software Engineer");
    expect(roles("Founders who help fellow founders")).toEqual(["Founder"]);
    // Beside roles named, the doer of a verb restates them.
    expect(roles("florists and flower shop owners, people who design and sell arrangements for a living")).not.toContain("Designer");
  });
});

describe("owning or running a place in a field", () => {
  it("asks for owners who work in that field", () => {
    const parsed = parseDescription("People who own or run a small hotel, B&B or hostel");
    expect(parsed.appliedSearchFilters).toMatchObject({ job_role: ["Business Owner"], industry: ["Hospitality"] });
    expect(parsed.readings.find((r) => r.category === "industry")?.context).toBeUndefined();
  });
  it("but running a system is no business", () => {
    expect(parseDescription("Engineers who run cloud infrastructure").appliedSearchFilters.job_role ?? []).not.toContain("Business Owner");
  });
  it("nor is running a brand's or a company's accounts", () => {
    expect(parseDescription("Social media managers: people who run brand or company accounts day to day").appliedSearchFilters.job_role).toEqual(["Social Media Manager"]);
    expect(parseDescription("People who run a brand").appliedSearchFilters.job_role).toEqual(["Business Owner"]);
  });
});

describe("a 'who' clause said of a role", () => {
  const roles = (text: string) => parseDescription(text).appliedSearchFilters.job_role ?? [];
  it("qualifies the role rather than adding every owner", () => {
    expect(roles("Electricians who run their own business")).toEqual(["Electrician"]);
    expect(roles("Musicians who produce their own music")).toEqual(["Musician"]);
  });
});

describe("a broader role named after a narrower one", () => {
  const rolesOf = (text: string) => parseDescription(text).appliedSearchFilters.job_role;

  it("restates the narrower one and is not asked for: every clinician is not a physio", () => {
    expect(rolesOf("Physiotherapists and sports rehab clinicians at private clinics")).toEqual(["Physiotherapist"]);
  });

  it("is asked for when a word widens it, or when it comes first", () => {
    expect(rolesOf("Nurses and other clinicians in community care")).toEqual(expect.arrayContaining(["Nurse", "Healthcare Professional"]));
    expect(rolesOf("Founders and co-founders of B2B startups")).toEqual(expect.arrayContaining(["Founder", "Co-founder"]));
  });
});

describe("refusals and asides written the way users write them", () => {
  it("refuses a word in quote marks as well: 'not crypto \"coaches\"'", () => {
    const parsed = parseDescription('Independent financial advisers. Not insurance salespeople, not crypto "coaches".');
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Financial Advisor"]);
    expect(parsed.excludedLabels.map((e) => e.label)).toContain("Coach");
  });

  it("keeps a refusal of a label also asked for apart: the refused name may be a kind of it", () => {
    const parsed = parseDescription("Audio engineers, plus studio recording or mixing engineers. Not DJs, not beat producers.");
    expect(parsed.refusedKinds).toEqual([{ category: "job_role", label: "Music Producer", quote: "beat producers" }]);
    expect(parsed.excludedLabels.map((e) => e.label)).toEqual(["DJ"]);
  });

  it("refuses products, not everyone in their industry: 'no machine translation software'", () => {
    const parsed = parseDescription("Freelance translators and interpreters. No machine translation software.");
    expect(parsed.excludedLabels.filter((e) => e.category === "industry")).toEqual([]);
    expect(parseDescription("Founders, not software engineers").excludedLabels.map((e) => e.label)).toContain("Software Engineer");
  });

  it("reads 'translation agencies' and 'agency accounts' as organisations, not marketing agencies", () => {
    const parsed = parseDescription("Translators, or small translation agencies. Agency accounts are fine.");
    expect(parsed.appliedSearchFilters.industry).toBeUndefined();
    expect(parsed.asksForOrganisations).toBe(true);
  });

  it("takes fields in parentheses as specialities (context), not a field every lead must show", () => {
    const parsed = parseDescription("Civil + structural engineers (site, design, geotech, transport/highways)");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Civil Engineer"]);
    expect(parsed.readings.find((r) => r.category === "industry")).toMatchObject({ label: "Transportation", context: true });
  });
});

describe("role words used as adjectives, and the eleventh wave's roles", () => {
  it("reads 'academic' in a description as a kind of the role, not a professor", () => {
    expect(parseDescription("archaeologists - field, commercial, academic, maritime, whatever").appliedSearchFilters.job_role).toEqual(["Archaeologist"]);
    expect(parseDescription("Academics and lecturers").appliedSearchFilters.job_role).toEqual(["Professor"]);
  });

  it("knows pharmacovigilance, dairy farmers as livestock farmers, and investor relations in other languages", () => {
    expect(parseDescription("Pharmacovigilance / drug safety professionals at pharma or biotech").appliedSearchFilters.job_role).toEqual(["Pharmacovigilance Specialist"]);
    expect(parseDescription("Dairy and livestock farmers").appliedSearchFilters.job_role).toEqual(["Rancher"]);
    expect(parseDescription("Relations investisseurs, relações com investidores").appliedSearchFilters.job_role).toEqual(["Investor Relations Manager"]);
  });
});

describe("roles the taxonomy names in several words", () => {
  it("reads nonprofit fundraisers as fundraisers, not 'grant writers' as authors", () => {
    const roles = parseDescription("Fundraising people at charities/nonprofits - development directors, major gifts officers, grant writers, heads of fundraising").appliedSearchFilters.job_role;
    expect(roles).toEqual(["Fundraiser"]);
  });
});

describe("a 'who' clause after a list of roles", () => {
  it("qualifies the list: 'advisers and planners who advise' adds no advisor of every kind", () => {
    const roles = parseDescription("Independent financial advisers and planners who advise private clients on pensions - CFPs, wealth planners").appliedSearchFilters.job_role;
    expect(roles).toEqual(["Financial Advisor"]);
  });
});

describe("whom the people work for, and where", () => {
  const roles = (text: string) => parseDescription(text).appliedSearchFilters.job_role;
  it("reads 'records for artists' and 'calling on doctors / hospitals' as the people served", () => {
    expect(roles("Music producers and mixing engineers - people who actually make records for artists")).toEqual(["Music Producer"]);
    const pharma = parseDescription("Pharma sales reps, KAMs etc. Anyone whose job is calling on doctors / hospitals to sell drugs");
    expect(pharma.appliedSearchFilters.job_role).not.toContain("Doctor");
    expect(pharma.readings.find((r) => r.label === "Healthcare")?.context).toBe(true);
  });
  it("reads a role word before a place as the kind of place: 'academic libraries', 'IT support companies'", () => {
    expect(roles("Librarians and library staff who run public, school or academic libraries")).toEqual(["Librarian"]);
    expect(roles("Owners of small IT support companies")).not.toContain("IT Support Specialist");
  });
  it("does not refuse a whole role for the few who only do one thing: 'not DJs who only play sets'", () => {
    expect(parseDescription("Music producers and beatmakers. Not DJs who only play sets").excludedLabels).toEqual([]);
    expect(parseDescription("Music producers and beatmakers. Not DJs").excludedLabels.length).toBe(1);
    expect(parseDescription("Chip design engineers: ASIC and FPGA design. Not PCB-only hardware engineers").excludedLabels).toEqual([]);
  });
  it("refuses every item of a refused list whose last item says where: 'not police officers, firefighters or paramedics in the field'", () => {
    const parsed = parseDescription("911 dispatchers and call-takers. Not police officers, firefighters or paramedics in the field.");
    expect(parsed.excludedLabels.map((e) => e.label)).toEqual(["Police Officer", "Firefighter", "Paramedic"]);
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Emergency Dispatcher"]);
  });
});

describe("the kinds of a role listed after a colon or a dash", () => {
  it("are kinds, not fields every lead must show: 'arborists: climbers, utility line clearance crews, consulting arborists'", () => {
    const industries = (description: string) => parseDescription(description).readings.filter((r) => r.category === "industry");
    expect(industries("Arborists or tree surgeons: climbers, groundies, utility line clearance crews, consulting arborists and tree care company owners.").every((r) => r.context)).toBe(true);
    expect(industries("network engineers - routing & switching, campus, WAN and data center networks, wireless").every((r) => r.context)).toBe(true);
    expect(industries("social workers - child welfare/CPS, hospital (medical SW), school social workers. LCSW, MSW etc").every((r) => r.context)).toBe(true);
  });
  it("still narrow a field named before the list, and a list after 'in' is where they all work", () => {
    const industries = (description: string) => parseDescription(description).readings.filter((r) => r.category === "industry");
    expect(industries("Edtech founders - learning apps, online course platforms, tutoring, school software, LMS.").some((r) => r.context)).toBe(false);
    expect(industries("Health and safety officers - site safety officers in construction, oil & gas or manufacturing").some((r) => r.context)).toBe(false);
    expect(industries("Data scientists: at hospitals, insurers or pharma").some((r) => r.context)).toBe(false);
  });
});

describe("a field offered beside in-house work", () => {
  it("is context, not a field every lead must show: 'in house or at payroll bureaus'", () => {
    const parsed = parseDescription("Payroll specialists and payroll managers, in house or at payroll bureaus");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Payroll Specialist"]);
    expect(parsed.readings.filter((r) => r.category === "industry").every((r) => r.context)).toBe(true);
  });

  it("is context when in-house comes last in the list: 'at partners and consultancies, or in-house'", () => {
    const parsed = parseDescription("Cloud architects who design infrastructure - at the hyperscalers, at partners and consultancies, or in-house.");
    expect(parsed.readings.find((r) => r.label === "Consulting")).toMatchObject({ context: true });
    // Without the in-house choice the consultancies are where the people must work.
    expect(parseDescription("Cloud architects at partners and consultancies.").readings.find((r) => r.label === "Consulting")?.context).toBeUndefined();
  });
});

describe("roles the people manage, hold or work with", () => {
  it("the people someone manages are not asked for: 'people who manage software engineers'", () => {
    const parsed = parseDescription("Engineering managers and heads of engineering: people who manage software engineers.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Engineering Manager", "Head of Engineering"]);
  });

  it("a relative clause after a refused list's last item belongs to the list: 'Not agencies, consultants or software tools that serve sellers'", () => {
    const parsed = parseDescription("third-party sellers on Amazon or other marketplaces. Not agencies, consultants or software tools that serve sellers.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Online Seller"]);
    expect(parsed.appliedSearchFilters.industry ?? []).not.toContain("Technology");
    expect(parsed.excludedLabels.map((refused) => refused.label)).toContain("Consultant");
  });

  it("a role word in a list of workplaces after 'at' is one more kind of workplace: 'at utilities, TSOs/DSOs, developers or engineering firms'", () => {
    expect(parseDescription("Power systems and grid engineers at utilities, TSOs/DSOs, developers or engineering firms").appliedSearchFilters.job_role).toEqual(["Power Systems Engineer"]);
    expect(parseDescription("Software developers at agencies or startups").appliedSearchFilters.job_role).toEqual(["Software Engineer"]);
  });

  it("a role word in brackets beside kinds of organisation is one more workplace: 'in-house (agencies, brands, youtube channels)'", () => {
    const parsed = parseDescription("video editors and motion designers, freelance or in-house (agencies, brands, youtube channels, post houses).");
    expect(parsed.appliedSearchFilters.job_role).toEqual(expect.arrayContaining(["Video Editor", "Motion Designer"]));
    expect(parsed.appliedSearchFilters.job_role).not.toContain("Content Creator");
  });

  it("marks a field listed among kinds the taxonomy has no words for, and the compiled segment does not require it away from the role's own field", () => {
    const description = "Firefighters, career or volunteer: crews, officers, chiefs, wildland crews, airport fire. No fire safety equipment sellers.";
    expect(parseDescription(description).readings.find((reading) => reading.label === "Aviation")?.amongKinds).toBe(true);
    const industry = compileSegment(makeSegment({ description })).wanted.find((wanted) => wanted.category === "industry");
    expect(industry?.required ?? false).toBe(false);
    expect(parseDescription("Data scientists in healthcare: hospitals, insurers, pharma, biotech").readings.some((reading) => reading.amongKinds)).toBe(false);
  });

  it("the head word alone after a qualified role is that role again: 'real estate developers ... and developers who build'", () => {
    const parsed = parseDescription("Real estate developers - property development companies and developers who actually build: residential or mixed-use projects.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Property Developer"]);
  });

  it("a place said of one kind in the middle of a list of kinds is no place asked for; at the list's end it is", () => {
    expect(parseDescription("Insurance claims adjusters: field and desk adjusters, CAT adjusters, loss adjusters in the UK/Europe, claims handlers who settle losses.").places).toBeUndefined();
    expect(parseDescription("Founders, CTOs, engineers in Berlin").places).toBeDefined();
    // A place in a sentence offered as a maybe is no place every lead must be in.
    expect(parseDescription("Home inspectors doing buyer inspections. UK surveyors doing homebuyer reports = maybe").places).toBeUndefined();
    expect(parseDescription("Home inspectors in the UK").places).toBeDefined();
    // A place's word alone among styles is a style: Thai massage.
    expect(parseDescription("Massage therapists - spa, sports, deep tissue, prenatal, Thai, mobile or their own practice").places).toBeUndefined();
    expect(parseDescription("Founders in Berlin, Munich or Hamburg").places?.words).toEqual(["Berlin", "Munich", "Hamburg"]);
  });

  it("a field in a list of the role's kinds that are otherwise roles is one kind: 'RICS registered valuers, bank panel valuers'", () => {
    const description = "real estate appraisers and valuers, residential or commercial. certified/licensed appraisers, MAI, RICS registered valuers, bank panel valuers. no home inspectors";
    const industry = compileSegment(makeSegment({ description })).wanted.find((wanted) => wanted.category === "industry");
    expect(industry?.required ?? false).toBe(false);
  });

  it("an agency beside freelancing is a way to work, not the marketing-agency field", () => {
    const context = (description: string) => parseDescription(description).readings.find((reading) => reading.label === "Marketing Agency")?.context;
    expect(context("Shopify developers: theme developers, app developers, freelance or agency.")).toBe(true);
    expect(context("Webflow designers and developers: freelancers and small agencies who build client websites in Webflow.")).toBe(true);
  });

  it("the word before a bare agency names its trade: 'small PI agencies' and 'WP agencies' are no marketing agencies, 'small agencies' are", () => {
    const marketing = (description: string) => parseDescription(description).readings.some((reading) => reading.label === "Marketing Agency");
    expect(marketing("Private investigators and small PI agencies")).toBe(false);
    expect(marketing("WordPress developers and WP agencies")).toBe(false);
    expect(marketing("Owners of small agencies")).toBe(true);
  });

  it("the field after a leader's 'of' is the function led, not an industry: 'director or VP of data/analytics'", () => {
    const reading = parseDescription("Heads of data at startups: head of data, director or VP of data/analytics, data leads who run the data team.").readings.find((r) => r.category === "industry" && r.quote === "data/analytics");
    expect(reading?.context).toBe(true);
  });

  it("'HR tech companies' asks for HR tech, not any tech company; 'B2B tech companies' are still tech companies", () => {
    const hr = parseDescription("Founders and co-founders of HR tech companies - HRIS, recruiting software / ATS, scheduling tools for employers.").appliedSearchFilters.industry;
    expect(hr).toContain("Recruiting/HR Tech");
    expect(hr).not.toContain("Technology");
    expect(parseDescription("Account executives at B2B tech companies who close deals themselves.").appliedSearchFilters.industry).toContain("Technology");
  });

  it("'run a company's open source strategy' runs the strategy, not the company: no founders asked for", () => {
    const roles = parseDescription("Open source program office leads. People who run a company's open source strategy and license compliance.").appliedSearchFilters.job_role ?? [];
    expect(roles).not.toContain("Founder");
  });

  it("'unless' and 'except' end a refusal: 'not CEOs unless they also run the tech' refuses no tech", () => {
    const parsed = parseDescription("CTOs of AI startups. Not investors, and not CEOs unless they also run the tech.");
    expect(parsed.excludedLabels.map((refused) => refused.label)).not.toContain("Technology");
    expect(parsed.excludedLabels.map((refused) => refused.label)).toContain("CEO");
  });

  it("'techs' are technicians, not the tech industry", () => {
    expect(parseDescription("HVAC technicians and heating engineers: AC and refrigeration techs").appliedSearchFilters.industry ?? []).not.toContain("Technology");
  });

  it("'human', 'real' or 'individual' before a role is no kind of it", () => {
    expect(parseDescription("Human crypto traders and on-chain analysts").readings.find((reading) => reading.label === "Trader")?.unread).toBeUndefined();
  });

  it("'people managers with direct reports' are line managers, not the HR title", () => {
    expect(parseDescription("Engineering managers. People managers with direct reports, not individual contributors.").appliedSearchFilters.job_role).toEqual(["Engineering Manager"]);
    expect(parseDescription("People managers and HR business partners at startups").appliedSearchFilters.job_role).toEqual(["HR Professional", "HR Business Partner"]);
  });

  it("freelancers and consultants beside a role named are more of those people, and in-house work offered is not only their own business", () => {
    const paid = parseDescription("paid media buyers - google ads, meta/facebook ads and tiktok ads specialists, ppc managers, freelancers who run ad accounts hands-on.");
    expect(paid.appliedSearchFilters.job_role).toEqual(["Performance Marketer"]);
    expect(paid.appliedSearchFilters.skill).toContain("TikTok Ads");
    const nocode = parseDescription("No-code and automation builders who make workflows with Zapier, Make, n8n. Freelance consultants count, and so do in-house ops people who build the automations themselves.");
    expect(nocode.appliedSearchFilters.job_role).toEqual(["No-Code Developer"]);
    expect(nocode.ownBusiness).toBe(false);
    expect(parseDescription("Software developers and consultants").appliedSearchFilters.job_role).toEqual(["Software Engineer", "Consultant"]);
  });

  it("independent people included beside the roles asked for do not make everyone self-employed", () => {
    expect(parseDescription("Museum curators and archivists in museums and archives, including registrars and independent exhibition curators.").ownBusiness).toBe(false);
    expect(parseDescription("independent financial advisers").ownBusiness).toBe(true);
  });

  it("a tool as the stem carries over to the next role: 'Salesforce admins and developers'", () => {
    expect(parseDescription("Salesforce admins and developers who build on Salesforce").appliedSearchFilters.job_role).toEqual(["Salesforce Administrator", "Salesforce Developer"]);
    expect(parseDescription("Product managers and designers at SaaS companies").appliedSearchFilters.job_role).toContain("Product Manager");
  });
});

describe("a range of ranks", () => {
  it("asks for both ends: 'from PMs to heads of product'", () => {
    const parsed = parseDescription("Product managers at fintech companies, from PMs to heads of product. Not engineers or designers.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Product Manager", "Head of Product"]);
    expect(parsed.principals).toEqual([]);
  });
});

describe("an acronym's plural", () => {
  it("is the acronym's, even where its capital spelling is another word: 'EMs' are engineering managers, 'EMS' emergency services", () => {
    const parsed = parseDescription("People who manage software engineers (EMs, senior EMs). Not EMS.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Engineering Manager"]);
    expect(parsed.excludedLabels.map((e) => e.label)).toEqual(["Public Safety"]);
  });
});

describe("titles joined under one stem", () => {
  it("'accessibility engineers and testers' are two titles of one role, not every tester; 'WCAG audits' are no audit industry", () => {
    const parsed = parseDescription("Digital accessibility specialists: WCAG audits, accessibility engineers and testers, a11y leads.");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Accessibility Specialist"]);
    expect(parsed.appliedSearchFilters.industry).toBeUndefined();
  });
});

describe("tools in brackets and what is run", () => {
  it("a singular role name among tools is a tool; 'run pricing ... for a hotel' asks for no business owner", () => {
    const parsed = parseDescription("Hotel revenue managers - the people who set room rates and run pricing and distribution for a hotel or hotel group (RMS, channel manager, OTAs).");
    expect(parsed.appliedSearchFilters.job_role).toEqual(["Revenue Manager"]);
    // People named in the plural in brackets are still asked for.
    expect(parseDescription("Founders and operators of online stores and DTC brands (Shopify, Amazon sellers)").appliedSearchFilters.job_role).toContain("Online Seller");
  });
});

describe("a compound field in a list of fields", () => {
  it("'carbon accounting software' is climate tech, not accounting or any software", () => {
    const parsed = parseDescription("Founders of climate tech startups: clean energy, batteries, carbon accounting software.");
    expect(parsed.appliedSearchFilters.industry).not.toContain("Accounting");
    expect(parsed.appliedSearchFilters.industry).not.toContain("Technology");
  });
});

describe("fields and labels that are not asked for", () => {
  const wanted = (description: string) => compileSegment(makeSegment({ description })).wanted.map((w) => [w.category, w.labels, w.required]);

  it("a field offered after 'or in', when the workplaces before it name none, is one choice of two", () => {
    expect(wanted("Air traffic controllers at air navigation service providers or in military ATC")).toEqual([["job_role", ["Air Traffic Controller"], true], ["industry", ["Military"], false]]);
    // Beside a field read before it, both are the fields asked for.
    expect(wanted("Nurses in healthcare or in elder care")).toContainEqual(["industry", ["Healthcare", "Elder Care"], true]);
  });

  it("reads a foreign plural as a role only when its singular is a role's word and no field's: 'Saudi' is no 'saúde'", () => {
    expect(wanted("Startup founders in the Middle East (UAE, Saudi, Qatar)")).toEqual([["job_role", ["Founder"], true]]);
    expect(wanted("Fluglotsen und Fluglotsinnen")).toEqual([["job_role", ["Air Traffic Controller"], true]]);
  });

  it("a craft butcher works at a craft, not in the crafts trade", () => {
    expect(wanted("Butchers and butcher shop owners: independent craft butchers, master butchers")).toContainEqual(["industry", ["Food & Beverage"], true]);
  });

  it("refusing the field the roles work in by nature refuses its organisations, not the people: tour guides, not tour operators", () => {
    const segment = compileSegment(makeSegment({ description: "Tour guides: licensed city guides and mountain guides. Not travel agents, not tour operators." }));
    expect(segment.excluded.map((rule) => rule.label)).toEqual(["Travel Agent"]);
  });

  it("a ship's containers are no Docker, and game wardens guard no video games", () => {
    expect(wanted("Officers on merchant ships: tankers, bulkers, container ships")).not.toContainEqual(expect.arrayContaining(["skill"]));
    expect(wanted("Park rangers and game wardens")).not.toContainEqual(expect.arrayContaining([["Gaming"]]));
  });
});

describe("skills said as the kind of a role", () => {
  const wanted = (description: string) => compileSegment(makeSegment({ description })).wanted.map((w) => [w.category, w.labels, w.required]);

  it("asks every lead for the skills right before the role, and only for them", () => {
    expect(wanted("Python developers")).toEqual([["job_role", ["Software Engineer"], true], ["skill", ["Python"], true]]);
    expect(wanted("React or Vue engineers")).toContainEqual(["skill", ["React", "Vue.js"], true]);
    expect(wanted("Python, Go or Rust backend engineers (Postgres, Kafka)")).toContainEqual(["skill", ["Python", "Go", "Rust"], true]);
    // Lower case as users type it: "rust" and "go" are the languages before a developer.
    expect(wanted("rust devs")).toContainEqual(["skill", ["Rust"], true]);
    expect(wanted("go developers")).toContainEqual(["skill", ["Go"], true]);
    // A consultant is said by what they consult on; other titles any trade has are not narrowed.
    expect(wanted("HubSpot consultants, freelance or at partners")).toContainEqual(["skill", ["HubSpot"], true]);
  });

  it("leaves a skill said elsewhere a support, not a requirement", () => {
    expect(wanted("Software engineers who use Python")).toContainEqual(["skill", ["Python"], false]);
    expect(wanted("senior developers")).toEqual([["job_role", ["Software Engineer"], true]]);
  });
});

describe("refusals said after the refused, and what the refused don't do", () => {
  const segment = (description: string) => compileSegment(makeSegment({ description }));
  const excluded = (description: string) => segment(description).excluded.map((rule) => rule.label);

  it("refuses the labels before 'aren't what I want' and 'are not a fit'", () => {
    expect(excluded("Prosthetists and orthotists. Podiatrists or physical therapists aren't what I want, and no sales reps.")).toEqual(["Podiatrist", "Physiotherapist", "Sales Representative"]);
    expect(segment("Prosthetists and orthotists. Podiatrists or physical therapists aren't what I want.").wanted[0].labels).toEqual(["Prosthetist"]);
    // Inside a relative clause, "aren't" refuses what follows it, as ever: no founder is refused.
    expect(excluded("Founders who aren't technical")).toEqual([]);
  });

  it("refuses the labels before 'don't count' and before a bare 'no' closing their clause", () => {
    expect(excluded("HR business partners. HR managers are ok-ish. Recruiters and HR assistants don't count.")).toEqual(["Recruiter"]);
    expect(excluded("Data stewards. Privacy lawyers no, and data engineers only ok-ish.")).toEqual(["Lawyer"]);
    // A "no" that opens its clause refuses what follows, as ever.
    expect(excluded("Data stewards, no lawyers")).toEqual(["Lawyer"]);
  });

  it("refuses nothing by a bracket saying why ('brokers (not lawyers)'), and refuses what comes before 'are not it'", () => {
    const refusals = parseDescription("M&A lawyers. Not M&A advisers at banks or business brokers (not lawyers), not litigators.");
    expect(refusals.refusedKinds.map((r) => r.quote)).toEqual(["litigators"]);
    expect(parseDescription("Insolvency practitioners. Debt collectors and 'debt relief' companies are not it, no credit repair.").excludedTerms).toContain("Debt collectors and 'debt relief' companies");
  });

  it("reads 'people writing CUDA kernels' as work, not the writing skill", () => {
    expect(segment("HPC engineers: people writing CUDA kernels").wanted.flatMap((w) => w.labels)).not.toContain("Content Writing");
    expect(segment("Writers: copywriting, writing and editing").wanted.flatMap((w) => w.labels)).toContain("Content Writing");
  });

  it("asks every lead for the skills that make bare 'engineers' the ones asked for", () => {
    const llm = segment("Engineers who build products on top of LLMs: RAG, agents, evals, fine-tuning, shipping AI features to real users.").wanted.find((w) => w.category === "skill");
    expect(llm?.required).toBe(true);
    expect(llm?.labels).toContain("RAG");
  });

  it("asks for no field named in a sentence that adds a kind of people: 'CV researchers at universities fine'", () => {
    const cv = segment("Computer vision engineers who ship detection models. CV researchers at labs and universities fine, robotics perception counts.");
    expect(cv.wanted.find((w) => w.category === "industry")?.required ?? false).toBe(false);
  });

  it("reads a kind of a broad title the taxonomy cannot name, before it, after it or inside a CJK word, as the title narrowed by it", () => {
    const unread = (description: string) => parseDescription(description).readings.filter((r) => r.category === "job_role").map((r) => `${r.label}: ${(r.unread ?? []).join(" ")}`);
    // "coaches" here is a noun, not the verb of people served.
    expect(unread("Grief coaches or sleep coaches who help couples")).toEqual(["Coach: grief", "Coach: sleep"]);
    expect(unread("Coach de duelo, coach de sueño")).toEqual(["Coach: duelo", "Coach: sueno"]);
    expect(unread("睡眠コーチ")).toEqual(["Sports Coach: 睡眠コーチ"]);
    // Kinds the taxonomy names are read as their own roles.
    expect(unread("Money coaches or financial coaches who help couples with budgeting")).toEqual(["Financial Coach: ", "Financial Coach: "]);
    expect(unread("Coach financiero, coach de pareja, neurodivergent coaches")).toEqual(["Financial Coach: ", "Relationship Coach: ", "ADHD Coach: "]);
    expect(unread("家計コーチ")).toEqual(["Financial Coach: "]);
    expect(unread("enfermeras de telemetría nocturna, infirmières tabacologues")).toEqual(["Nurse: telemetria nocturna", "Nurse: tabacologues"]);
    // A title's word after a role is the head: "CRO specialists" are no kind of CRO.
    expect(unread("CRO specialists, A/B testing")).not.toContainEqual("CRO: specialists");
    // "for" after a role says whom it is for: solopreneurs are served, not asked for.
    expect(segment("Business coaches for solopreneurs and freelancers").wanted.flatMap((w) => w.labels)).not.toContain("Freelancer");
    // Also when the role's own phrase ends in whom it is for and the list goes on; "incl." ends the people served.
    const adhd = segment("adhd coaches for adults, college students or parents of adhd kids, incl. executive function coaches");
    expect(adhd.wanted.flatMap((w) => w.labels)).toEqual(["ADHD Coach"]);
    expect(parseDescription("adhd coaches for adults, college students or parents of adhd kids, incl. executive function coaches").servedTerms).toEqual(["college students or parents of adhd kids"]);
  });

  it("'running projects on the shop floor' runs no shop, and the fields of a maybe are not asked for", () => {
    const roles = (description: string) => segment(description).wanted.find((w) => w.category === "job_role")?.labels;
    expect(roles("CI leads: kaizen facilitators, Lean Six Sigma belts running projects on the shop floor") ?? []).not.toContain("Business Owner");
    expect(roles("people who run a shop in Leeds")).toEqual(["Business Owner"]);
    const lean = segment("Plant managers in factories. Lean/CI people in hospitals, banks or offices are ok-ish.");
    expect(lean.wanted.find((w) => w.category === "industry")?.labels ?? []).not.toContain("Healthcare");
  });

  it("'incl. EU assessors' asks for no place, 'at CROs' names a workplace, and an own field listed among others is one kind", () => {
    const description = "Toxicologists working in industry or at CROs: study directors, DABT / ERT, safety assessors for chemicals, pharma, agrochem and consumer products (incl. EU cosmetic safety assessors).";
    expect(parseDescription(description).places).toBeUndefined();
    expect(parseDescription("Founders in the EU").places?.words).toEqual(["EU"]);
    const wanted = segment(description).wanted;
    expect(wanted.map((w) => w.category)).not.toContain("skill");
    expect(wanted.find((w) => w.category === "job_role")?.labels).toEqual(["Toxicologist"]);
    expect(wanted.find((w) => w.category === "industry")?.labels).toEqual(expect.arrayContaining(["Chemicals", "Pharma", "Consumer Goods"]));
    expect(segment("SEO people who are good at Excel").wanted.find((w) => w.category === "skill")?.labels).toContain("Excel");
  });

  it("a code joined to a tool is another tool, not a place: 'LLVM or GCC backend folks'", () => {
    expect(parseDescription("people who build compilers for a living - LLVM or GCC backend/frontend folks").places).toBeUndefined();
    expect(parseDescription("fintech founders in KSA or the GCC").places?.places).toContain("AE");
  });

  it("'assistant controllers and heads of accounting' elides no 'assistant heads'", () => {
    const roles = segment("Financial controllers, including group controllers, assistant controllers and heads of accounting").wanted.find((w) => w.category === "job_role")?.labels ?? [];
    expect(roles).not.toContain("Deputy Head Teacher");
    expect(segment("assistant controllers and heads").wanted.find((w) => w.category === "job_role")?.labels).toContain("Deputy Head Teacher");
  });

  it("refuses 'not solo detailers' in English, and 'no solo' stays 'not only'", () => {
    expect(excluded("Car wash owners. Not solo mobile detailers.")).toEqual(["Car Detailer"]);
    expect(excluded("Dueños de lavaderos, no solo detailers")).toEqual([]);
  });

  it("serves no one in 'self-serve bays', and 'old-school' names no school", () => {
    expect(parseDescription("Car wash owners: tunnel, self-serve bays or full-service hand wash").servedTerms).toEqual([]);
    expect(segment(".NET devs. Old-school VB.NET maintainers are ok-ish.").wanted.map((w) => w.category)).not.toContain("industry");
  });

  it("refuses the people of 'not X who don't Y', not Y", () => {
    expect(excluded("Bridal shop owners. Not wedding planners, not dress designers who don't run a shop")).toEqual(["Wedding Planner", "Designer"]);
    expect(excluded("Growth engineers. Not growth marketers or growth hackers who don't code.")).toEqual(["Growth Marketer"]);
  });

  it("owns no business in 'who own the data models behind the reports'", () => {
    expect(segment("BI developers who build reports in Power BI and own the data models behind them").wanted[0].labels).toEqual(["BI Developer"]);
    expect(segment("People who own a bakery in Leeds").wanted.map((w) => w.labels)).toEqual([["Business Owner"], ["Food & Beverage"]]);
  });

  it("names the roles of the thirteenth blind wave", () => {
    expect(segment("elevator & lift technicians - mechanics, installers, service techs").wanted[0].labels).toEqual(["Elevator Technician"]);
    expect(segment("Concert and club promoters who book gigs").wanted[0].labels).toEqual(["Event Promoter"]);
    expect(segment("Print shops and sign makers: owners of local print shops").wanted.map((w) => w.labels)).toContainEqual(["Printing"]);
    expect(segment("bus and coach drivers. not truck drivers").wanted[0].labels).toEqual(["Bus Driver"]);
  });
});

describe("roles offered as a maybe", () => {
  const segment = (description: string) => compileSegment(makeSegment({ description }));

  it("makes roles in a sentence with 'maybe', 'ok-ish' or 'meh' near the roles asked for, not asked for", () => {
    const tams = segment("Technical Account Managers at SaaS companies. Plain CSMs and solutions engineers are a maybe.");
    expect(tams.wanted[0].labels).toEqual(["Technical Account Manager"]);
    expect(tams.wanted[0].related.has("Customer Success Manager")).toBe(true);
    expect(segment("Radiation therapists on the linac. Dosimetrists or physicists are ok-ish.").wanted[0].labels).toEqual(["Radiographer"]);
    // With no role said without a maybe, the maybe is all there is.
    expect(segment("Physicists, maybe").wanted[0].labels).toEqual(["Physicist"]);
  });

  it("makes another trade's word among a trade's kinds in brackets near it, not asked for: 'dental lab techs ... (CDTs, ceramists, CAD/CAM designers)'", () => {
    const lab = segment("dental lab techs - ppl who make crowns and dentures in a dental laboratory (CDTs, ceramists, CAD/CAM designers working for labs)");
    expect(lab.wanted[0].labels).toContain("Dental Technician");
    expect(lab.wanted[0].labels).not.toContain("Potter");
    expect(lab.wanted[0].related.has("Potter")).toBe(true);
    // Kinds of the same field, academic ranks, credentials and the kinds of a broad or generic title stay asked for.
    expect(segment("Accountants and bookkeepers at a small firm (CPAs, tax preparers)").wanted[0].labels).toContain("Tax Advisor");
    expect(segment("Economists (professors, postdocs)").wanted[0].labels).toEqual(["Economist", "Professor", "Postdoc"]);
    expect(segment("Healthcare workers (nurses, paramedics)").wanted[0].labels).toContain("Paramedic");
    expect(segment("Shop owners (florists, bakers)").wanted[0].labels).toContain("Florist");
  });

  it("makes a broad role at a workplace the taxonomy cannot name near the roles asked for: 'clinicians at rehab / treatment centers'", () => {
    const counselors = segment("addiction counselors, drug & alcohol counsellors, clinicians at rehab / treatment centers");
    expect(counselors.wanted[0].labels).toEqual(["Addiction Counselor"]);
    expect(counselors.wanted[0].related.has("Healthcare Professional")).toBe(true);
    // Near is the broad role said, not every kind of it.
    expect(counselors.wanted[0].related.has("Cardiologist")).toBe(false);
    expect(segment("Healthcare workers in hospitals").wanted[0].labels).toEqual(["Healthcare Professional"]);
  });

  it("narrows a role by two kinds the taxonomy cannot name, joined: 'Clipper and xBase programmers'", () => {
    const unread = (description: string) => parseDescription(description).readings.find((reading) => reading.category === "job_role")?.unread;
    expect(unread("Clipper and xBase programmers")).toEqual(["clipper", "xbase"]);
    // An elided role word ("credit risk and model risk analysts") and a role before the conjunction are no such kinds.
    expect(unread("Credit risk and model risk analysts")).toBeUndefined();
    expect(segment("CTOs and technical co-founders").wanted[0].labels).toEqual(["CTO", "Co-founder"]);
  });

  it("reads a role word before a platform or a tool as the kind of product, and a skill after 'incl.' as no kind of the role", () => {
    expect(segment("Product managers who own an API or developer platform as the product").wanted[0].labels).toEqual(["Product Manager"]);
    expect(segment("Game QA testers at studios, incl. localisation QA").wanted.find((w) => w.category === "skill")?.required ?? false).toBe(false);
  });
});

describe("a narrower role refused beside the role asked for", () => {
  it("refuses head chefs for 'personal chefs ... not head chefs', and keeps chefs asked for", () => {
    const segment = compileSegment(makeSegment({ description: "Personal chefs who cook in clients' homes. Not restaurant cooks or head chefs." }));
    expect(segment.wanted[0].labels).toEqual(["Chef"]);
    const refused = segment.excluded.find((rule) => rule.label === "Head Chef");
    expect(refused?.accepted.has("Head Chef")).toBe(true);
    expect(refused?.accepted.has("Chef")).toBe(false);
  });
});
