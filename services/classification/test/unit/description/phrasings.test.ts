import { describe, expect, it } from "vitest";
import { parseDescription, type Seniority } from "../../../src/domain/description/index.js";
import type { AppliedSearchFilters, FollowerCountTier, GenderValue } from "../../../src/domain/segment.js";

/**
 * What a marketer would set for each sentence, written before looking at what the parser makes of
 * it: labels per category, gender, follower tiers, the labels the sentence refuses, and the
 * seniority it asks of the roles. Anything not given is expected empty.
 */
interface Pick {
  labels?: AppliedSearchFilters;
  gender?: GenderValue[];
  tiers?: FollowerCountTier[];
  excluded?: string[];
  seniority?: Seniority[];
}

const TEN_K_UP: FollowerCountTier[] = ["10k_to_100k", "100k_to_1m", "over_1m"];

const PHRASINGS: [language: string, text: string, pick: Pick][] = [
  // The issue's own examples
  ["en", "women who run fintech startups, 1k to 10k followers", { labels: { job_role: ["Founder"], industry: ["Fintech"] }, gender: ["female"], tiers: ["1k_to_10k"] }],
  ["en", "senior backend engineers, not recruiters", { labels: { job_role: ["Backend Engineer"] }, excluded: ["Recruiter"], seniority: ["senior"] }],

  // Founders and executives
  ["en", "Founders and CEOs of B2B SaaS companies", { labels: { job_role: ["Founder", "CEO"], industry: ["SaaS"] } }],
  ["en", "SaaS founders or CEOs", { labels: { job_role: ["Founder", "CEO"], industry: ["SaaS"] } }],
  ["en", "AI startup founders", { labels: { job_role: ["Founder"], industry: ["AI"] } }],
  ["en", "female founders in climate tech", { labels: { job_role: ["Founder"], industry: ["Climate Tech"] }, gender: ["female"] }],
  ["en", "people who founded a company, excluding VCs", { labels: { job_role: ["Founder"] }, excluded: ["Venture Capitalist", "Venture Capital"] }],
  ["en", "heads of growth and CMOs at Series A startups", { labels: { job_role: ["Head of Growth", "CMO"] }, seniority: ["head"] }],
  ["en", "heads of marketing or sales at Shopify brands", { labels: { job_role: ["Head of Marketing", "Head of Sales"], skill: ["Shopify"] }, seniority: ["head"] }],
  ["en", "VPs of Sales between 5k and 50k followers", { labels: { job_role: ["Head of Sales"] }, tiers: ["1k_to_10k", "10k_to_100k"], seniority: ["vp"] }],
  ["en", "C-level execs at fintechs", { labels: { industry: ["Fintech"] }, seniority: ["c-level"] }],
  ["en", "indie hackers building in public", { labels: { job_role: ["Indie Hacker"], personality: ["Builder"] } }],

  // Engineering and data
  ["en", "DevOps engineers and SREs", { labels: { job_role: ["DevOps Engineer", "Site Reliability Engineer"] } }],
  ["en", "DevOps/SRE people at scale-ups", { labels: { job_role: ["DevOps Engineer", "Site Reliability Engineer"] } }],
  ["en", "data scientists or ML engineers", { labels: { job_role: ["Data Scientist", "ML Engineer"] } }],
  ["en", "frontend or backend engineers", { labels: { job_role: ["Frontend Engineer", "Backend Engineer"] } }],
  ["en", "Python or Go developers", { labels: { job_role: ["Software Engineer"], skill: ["Python", "Go"] } }],
  ["en", "React and TypeScript frontend developers", { labels: { job_role: ["Frontend Engineer"], skill: ["React", "TypeScript"] } }],
  ["en", "machine learning researchers", { labels: { job_role: ["ML Researcher"] } }],
  ["en", "people who know Kubernetes and Terraform", { labels: { skill: ["Kubernetes", "Terraform"] } }],
  ["en", "data engineers skilled in SQL and dbt", { labels: { job_role: ["Data Engineer"], skill: ["SQL", "dbt"] } }],
  ["en", "Web3 developers with fewer than 500 followers", { labels: { job_role: ["Blockchain Developer"] }, tiers: ["under_1k"] }],
  ["en", "CISOs and security engineers", { labels: { job_role: ["CISO", "Security Engineer"] } }],
  ["en", "cybersecurity founders", { labels: { job_role: ["Founder"], industry: ["Cybersecurity"] } }],

  // Product, design, marketing, sales
  ["en", "product managers in fintech or healthtech", { labels: { job_role: ["Product Manager"], industry: ["Fintech", "Healthtech"] } }],
  ["en", "senior PMs, 10k+ followers", { labels: { job_role: ["Product Manager"] }, tiers: TEN_K_UP, seniority: ["senior"] }],
  ["en", "UX designers or product designers who use Figma", { labels: { job_role: ["UX Designer", "Product Designer"], skill: ["Figma"] } }],
  ["en", "growth marketers or performance marketers", { labels: { job_role: ["Growth Marketer", "Performance Marketer"] } }],
  ["en", "B2B SaaS marketers with 1,000-10,000 followers", { labels: { job_role: ["Marketer"], industry: ["SaaS"] }, tiers: ["1k_to_10k"] }],
  ["en", "founders in marketing", { labels: { job_role: ["Founder"], industry: ["Marketing/Advertising"] } }],
  ["en", "sales reps under 1k followers", { labels: { job_role: ["Sales Representative"] }, tiers: ["under_1k"] }],
  ["en", "SDRs or AEs at SaaS companies", { labels: { job_role: ["Sales Development Representative", "Account Executive"], industry: ["SaaS"] } }],
  ["en", "micro-influencers in beauty", { labels: { job_role: ["Content Creator"], industry: ["Beauty"] } }],
  ["en", "tech YouTubers with over 100k followers", { labels: { job_role: ["Content Creator"] }, tiers: ["100k_to_1m", "over_1m"] }],
  ["en", "creators with 1M+ followers", { labels: { job_role: ["Content Creator"] }, tiers: ["over_1m"] }],

  // Owners, investors, professions
  ["en", "e-commerce brand owners", { labels: { job_role: ["Business Owner"], industry: ["E-commerce"] } }],
  ["en", "Shopify store owners doing dropshipping", { labels: { job_role: ["Online Seller"], skill: ["Dropshipping"] } }],
  ["en", "VCs and angel investors", { labels: { job_role: ["Venture Capitalist", "Angel Investor"] } }],
  ["en", "investors but not angels", { labels: { job_role: ["Investor"] }, excluded: ["Angel Investor"] }],
  ["en", "real estate agents and brokers in Miami", { labels: { job_role: ["Real Estate Agent"] } }],
  ["en", "lawyers at law firms", { labels: { job_role: ["Lawyer"], industry: ["Legal"] } }],
  ["en", "accountants and bookkeepers for small businesses", { labels: { job_role: ["Accountant", "Bookkeeper"] } }],
  ["en", "edtech founders under 10,000 followers", { labels: { job_role: ["Founder"], industry: ["Edtech"] }, tiers: ["under_1k", "1k_to_10k"] }],
  ["en", "crypto traders, no bots", { labels: { job_role: ["Trader"] } }],

  // Gender
  ["en", "dads in tech", { labels: { industry: ["Technology"], personality: ["Family-Oriented"] }, gender: ["male"] }],
  ["en", "moms who run their own business", { labels: { job_role: ["Business Owner"], personality: ["Family-Oriented"] }, gender: ["female"] }],
  ["en", "male nurses", { labels: { job_role: ["Nurse"] }, gender: ["male"] }],
  ["en", "women in tech with between 5k and 50k followers", { labels: { industry: ["Technology"] }, gender: ["female"], tiers: ["1k_to_10k", "10k_to_100k"] }],
  ["en", "founders of women's health startups", { labels: { job_role: ["Founder"], industry: ["Healthcare"] } }],

  // Negations
  ["en", "freelance designers, no agencies", { labels: { job_role: ["Freelancer", "Designer"] }, excluded: ["Marketing Agency"] }],
  ["en", "founders, excluding investors and recruiters", { labels: { job_role: ["Founder"] }, excluded: ["Investor", "Recruiter"] }],
  ["en", "CTOs except those in crypto", { labels: { job_role: ["CTO"] }, excluded: ["Crypto/Web3"] }],
  ["en", "not only founders but also CTOs", { labels: { job_role: ["Founder", "CTO"] } }],
  ["en", "no-code founders", { labels: { job_role: ["Founder"], industry: ["No-Code Tools"] } }],

  // Spanish
  ["es", "mujeres fundadoras de startups fintech con más de 10 mil seguidores", { labels: { job_role: ["Founder"], industry: ["Fintech"] }, gender: ["female"], tiers: TEN_K_UP }],
  ["es", "desarrolladores de software y científicos de datos, sin reclutadores", { labels: { job_role: ["Software Engineer", "Data Scientist"] }, excluded: ["Recruiter"] }],
  ["es", "abogados o contadores en Madrid, menos de 1.000 seguidores", { labels: { job_role: ["Lawyer", "Accountant"] }, tiers: ["under_1k"] }],
  ["es", "fundadores de startups de comercio electrónico", { labels: { job_role: ["Founder"], industry: ["E-commerce"] } }],
  ["es", "ingenieros de software o datos", { labels: { job_role: ["Software Engineer", "Data Engineer"] } }],

  // Portuguese
  ["pt", "empreendedoras e investidoras com mais de 10 mil seguidores", { labels: { job_role: ["Entrepreneur", "Investor"] }, gender: ["female"], tiers: TEN_K_UP }],
  ["pt", "desenvolvedores e programadores, sem recrutadores", { labels: { job_role: ["Software Engineer"] }, excluded: ["Recruiter"] }],
  ["pt", "advogadas e médicas", { labels: { job_role: ["Lawyer", "Doctor"] }, gender: ["female"] }],
  ["pt", "fundadores de startups de cibersegurança, entre 1k e 10k seguidores", { labels: { job_role: ["Founder"], industry: ["Cybersecurity"] }, tiers: ["1k_to_10k"] }],

  // French
  ["fr", "fondatrices de startups SaaS, plus de 10k abonnés", { labels: { job_role: ["Founder"], industry: ["SaaS"] }, gender: ["female"], tiers: TEN_K_UP }],
  ["fr", "développeurs et investisseurs, sauf recruteurs", { labels: { job_role: ["Software Engineer", "Investor"] }, excluded: ["Recruiter"] }],
  ["fr", "femmes journalistes dans l'immobilier", { labels: { job_role: ["Journalist"], industry: ["Real Estate"] }, gender: ["female"] }],

  // German
  ["de", "Gründerinnen von Fintech-Startups mit 1.000 bis 10.000 Followern", { labels: { job_role: ["Founder"], industry: ["Fintech"] }, gender: ["female"], tiers: ["1k_to_10k"] }],
  ["de", "Softwareentwickler und Berater, keine Personalvermittler", { labels: { job_role: ["Software Engineer", "Consultant"] }, excluded: ["Recruiter"] }],
  ["de", "Lehrer und Lehrerinnen", { labels: { job_role: ["Teacher"] } }],
  ["de", "Männer in der Immobilienbranche mit über 50.000 Followern", { gender: ["male"], tiers: TEN_K_UP }],
  ["de", "Immobilienmaklerinnen", { labels: { job_role: ["Real Estate Agent"] }, gender: ["female"] }],

  // Italian
  ["it", "donne sviluppatrici e avvocate", { labels: { job_role: ["Software Engineer", "Lawyer"] }, gender: ["female"] }],
];

describe("a description read as a marketer would set its filters", () => {
  it.each(PHRASINGS)("(%s) %s", (_language, text, pick) => {
    const parsed = parseDescription(text);
    expect({
      labels: parsed.appliedSearchFilters,
      gender: parsed.genderValues,
      tiers: parsed.followerCountTiers,
      excluded: parsed.excludedLabels.map(({ label }) => label),
      seniority: parsed.seniority,
    }).toEqual({ labels: pick.labels ?? {}, gender: pick.gender ?? [], tiers: pick.tiers ?? [], excluded: pick.excluded ?? [], seniority: pick.seniority ?? [] });
  });

  it("covers at least 40 phrasings, in English and four other languages", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PHRASINGS.map(([language]) => language))).toEqual(new Set(["en", "es", "pt", "fr", "de", "it"]));
  });
});
