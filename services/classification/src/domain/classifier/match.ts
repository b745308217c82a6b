import { industriesOfRole, industriesOfSkill, rolesOfSkill, withAncestors, type Category } from "../taxonomy/taxonomy.js";
import { UNSPECIFIC_INDUSTRIES, type CompiledSegment, type WantedCategory } from "./compile-segment.js";
import type { LabelEvidence } from "./evidence.js";
import { findLabelHits } from "./lexicon.js";
import { tokenize } from "./text.js";

export type Outcome = "high" | "medium" | "none";

/**
 * How well a profile meets one wanted category, 0..1. A `high` needs MET in every required
 * category; a `medium` needs at least PAST.
 */
export const LEVEL = {
  /** The label itself, current and stated: "Founder @acme", "PM @ Monzo" for fintech, a nurse for healthcare. */
  met: 1,
  /** Mentioned in passing, as an interest, or worked out from a skill ("Kubernetes" for DevOps). */
  partial: 0.6,
  /** A label next to it: a sysadmin for DevOps, a bank for fintech. */
  near: 0.5,
  /** Former or aspiring ("ex-founder", "aspiring PM", "cybersecurity student"); for an industry, also covering or investing in it. */
  past: 0.45,
  /** The people it serves ("helping founders"); a role it denies ("not a recruiter"). */
  served: 0.15,
  none: 0,
} as const;

/** Levels at or above which a category is met for `high`, and for `medium`. */
export const HIGH_LEVEL = 0.8;
export const MEDIUM_LEVEL = 0.45;

export interface Grade {
  wanted: WantedCategory;
  level: number;
  /** The evidence the level rests on. */
  evidence?: LabelEvidence;
  /** For `near`: the label it is next to. */
  near?: boolean;
  /** A different label of the category, stated: a founder of a swimwear label when SaaS is wanted. */
  against?: LabelEvidence;
  /** For a role only near: the industry of the wanted roles the profile works in. */
  field?: LabelEvidence;
}

/** Stated (or implied by a role it states), current evidence that the profile works in an industry the wanted roles work in. */
function fieldOf(compiled: CompiledSegment, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  if (compiled.roleIndustries.size === 0) return undefined;
  let learning = false;
  let field: LabelEvidence | undefined;
  for (const e of evidence) {
    if (e.category === "job_role" && LEARNING.has(e.label) && e.strength !== "demoted") learning = true;
    if (e.category === "industry" && e.strength === "strong" && e.source !== "skill" && compiled.roleIndustries.has(e.label)) field ??= e;
  }
  return learning ? undefined : field;
}

/** A role met only through a filter the description narrows to a field ("Creator" filter, "fitness coaches" described), by a profile showing nothing of that field. */
function outsideTheField(compiled: CompiledSegment, roleEvidence: LabelEvidence, evidence: readonly LabelEvidence[]): boolean {
  const narrowed = compiled.narrowedFilterRoles;
  if (!narrowed?.roles.has(roleEvidence.label)) return false;
  return !evidence.some((e) => e.category === "industry" && e.strength !== "demoted" && narrowed.fields.has(e.label));
}

/** Whether negated evidence refuses what the segment asks for: a label it wants, a broader role of the one met, or working for oneself when it asks for that. */
function refusesAsked(compiled: CompiledSegment, grades: readonly Grade[], negated: LabelEvidence, metRole: LabelEvidence | undefined): boolean {
  if (grades.some((g) => g.wanted.category === negated.category && g.wanted.accepted.has(negated.label))) return true;
  if (negated.category !== "job_role") return false;
  return (metRole !== undefined && withAncestors("job_role", metRole.label).includes(negated.label)) || (negated.label === "Freelancer" && compiled.ownBusiness);
}

/** The industries a skill belongs to, by its own and its broader skills' industries and the roles that use it ("Python": Technology). */
const fieldsOfSkill = (skill: string): string[] =>
  withAncestors("skill", skill).flatMap((label) => [...industriesOfSkill(label), ...rolesOfSkill(label).flatMap((role) => industriesOfRole(role))]);

/** The roles that use a skill and their broader roles ("React": Frontend Engineer, Software Engineer). */
const tradesOfSkill = (skill: string): string[] => rolesOfSkill(skill).flatMap((role) => withAncestors("job_role", role));

/** Roles that say how someone works, not about what: a creator, a podcaster, a teacher. */
const TOPICLESS_ROLES = new Set(["Content Creator", "Newsletter Writer", "Podcaster", "Blogger", "Teacher", "Journalist"]);

/**
 * "Beauty creator", "history teacher" for people who teach programming or make content about tech:
 * when the segment asks only for topicless roles and names their topic (an industry or a skill), a
 * role met shows nothing of the topic until the bio names it, a skill of its industry or a skill of
 * the same trade ("Python" for programming), in any way but a negation: what a creator writes about
 * is the topic ("a newsletter on AI"). Returns the topic's labels.
 */
function topicUnshown(compiled: CompiledSegment, roleEvidence: LabelEvidence, grades: readonly Grade[], evidence: readonly LabelEvidence[]): string[] | undefined {
  const wantedRoles = compiled.wanted.find((w) => w.category === "job_role")?.labels ?? [];
  if (!wantedRoles.every((label) => TOPICLESS_ROLES.has(label)) || !withAncestors("job_role", roleEvidence.label).some((label) => TOPICLESS_ROLES.has(label))) return undefined;
  // The field the roles work in ("Teacher": education) is no topic.
  const topic = grades.filter((g) => g.wanted.category === "skill" || (g.wanted.category === "industry" && !g.wanted.labels.every((label) => compiled.roleIndustries.has(label))));
  const names = (g: Grade, e: { category: Category; label: string }) =>
    (e.category === g.wanted.category && g.wanted.accepted.has(e.label)) ||
    (e.category === "skill" && g.wanted.category === "industry" && fieldsOfSkill(e.label).some((industry) => g.wanted.accepted.has(industry))) ||
    (e.category === "skill" && g.wanted.category === "skill" && tradesOfSkill(e.label).some((role) => g.wanted.labels.some((label) => rolesOfSkill(label).includes(role))));
  // "Tech YouTuber", "科技博主": the topic may be a word of the role's own phrase.
  const inRole = () => findLabelHits(tokenize(roleEvidence.quote).tokens);
  // Nor is what the role met implies by itself ("Twitch streamer": gaming) a sign of the topic.
  const ownImplication = (e: LabelEvidence) => e.source === "role" && e.via === roleEvidence.label;
  const shown = topic.some((g) => evidence.some((e) => e.cue !== "negation" && !ownImplication(e) && names(g, e))) || inRole().some((hit) => topic.some((g) => names(g, hit)));
  return topic.length > 0 && !shown ? topic.flatMap((g) => g.wanted.labels) : undefined;
}

/**
 * "General Manager @ a boutique hotel", "Owner of a bakery": a generic head of a business, with the
 * industry of a wanted establishment role (Hotel Manager, Restaurant Owner) in the same clause or
 * as the employer, is that role.
 */
function leaderOfEstablishment(compiled: CompiledSegment, evidence: readonly LabelEvidence[]): { leader: LabelEvidence; field: LabelEvidence } | undefined {
  for (const leader of evidence) {
    if (leader.category !== "job_role" || leader.strength !== "strong" || !withAncestors("job_role", leader.label).some((r) => RUNS_A_BUSINESS.has(r))) continue;
    const field = evidence.find((e) => e.category === "industry" && e.strength === "strong" && e.source !== "role" && compiled.establishmentFields.has(e.label) && (e.source === "employer" || (e.clause !== undefined && e.clause === leader.clause)));
    if (field) return { leader, field };
  }
  return undefined;
}

/**
 * A stated industry in the role's clause that no wanted industry accepts, where every industry met
 * was met only through the role's nature and the segment also names a field the role does not
 * imply (life scientists: Biotech beside the university a professor implies).
 */
function fieldElsewhere(grades: readonly Grade[], role: LabelEvidence, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  const industries = grades.filter((g) => g.wanted.category === "industry" && !g.wanted.broad);
  if (industries.length === 0 || industries.some((g) => g.evidence?.source !== "role")) return undefined;
  const implied = industriesOfRole(role.label);
  if (industries.every((g) => g.wanted.labels.every((label) => implied.includes(label)))) return undefined;
  return evidence.find(
    (e) => e.category === "industry" && e.strength === "strong" && e.source === undefined && e.clause !== undefined && e.clause === role.clause && industries.every((g) => !g.wanted.compatible.has(e.label)),
  );
}

/** The stated trade of a profile whose every wanted industry was met only by words outside that trade's clause, when the trade works in other industries. */
function tradeElsewhere(grades: readonly Grade[], evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  const industries = grades.filter((g) => g.wanted.category === "industry");
  const trade = evidence.find((e) => e.category === "job_role" && e.strength === "strong" && e.source === undefined && e.clause !== undefined);
  if (!trade || industries.length === 0) return undefined;
  // A trade every industry employs (a software engineer, a nurse) says nothing of where.
  const own = industriesOfRole(trade.label).filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry));
  if (own.length === 0 || industries.some((g) => own.some((industry) => g.wanted.accepted.has(industry)))) return undefined;
  return industries.every((g) => g.evidence?.source === undefined && g.evidence?.clause !== undefined && g.evidence.clause !== trade.clause) ? trade : undefined;
}

function servesTheIndustry(grades: readonly Grade[], evidence: readonly LabelEvidence[]): boolean {
  const wanted = grades.filter((g) => g.wanted.category === "industry").map((g) => g.wanted.accepted);
  const inIt = (role: string) => industriesOfRole(role).some((industry) => wanted.some((accepted) => accepted.has(industry)));
  const served = evidence.some((e) => e.category === "job_role" && e.cue === "service-to" && inIt(e.label));
  return served && !evidence.some((e) => e.category === "job_role" && e.strength !== "demoted" && inIt(e.label));
}

/** A teacher or an academic, when no stated role of the profile works in a wanted industry and teaching is no wanted industry itself. */
function teachesTheIndustry(grades: readonly Grade[], evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  const wanted = grades.filter((g) => g.wanted.category === "industry").map((g) => g.wanted.accepted);
  const inIt = (role: string) => industriesOfRole(role).some((industry) => wanted.some((accepted) => accepted.has(industry)));
  let teacher: LabelEvidence | undefined;
  for (const e of evidence) {
    if (e.category !== "job_role" || e.strength !== "strong" || e.source !== undefined) continue;
    if (inIt(e.label)) return undefined;
    if (withAncestors("job_role", e.label).includes("Teacher")) teacher ??= e;
  }
  return teacher;
}

/** The nonprofit a founder names in their title's clause or the next ("Founder of X, a nonprofit"), unless the segment asks for nonprofits. */
function nonprofitFounded(grades: readonly Grade[], role: LabelEvidence, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  if (role.clause === undefined || !withAncestors("job_role", role.label).includes("Founder")) return undefined;
  if (grades.some((g) => g.wanted.category === "industry" && g.wanted.accepted.has(NONPROFIT))) return undefined;
  return evidence.find((e) => e.category === "industry" && e.label === NONPROFIT && e.strength === "strong" && e.clause !== undefined && e.clause - role.clause! >= 0 && e.clause - role.clause! <= 1);
}

const NONPROFIT = "Nonprofit";

/** Roles whose business may be any business: its kind is whatever the bio says anywhere. */
const RUNS_A_BUSINESS = new Set(["Founder", "Business Owner", "Entrepreneur", "CEO", "Managing Director", "President", "General Manager"]);

const runsABusiness = (label: string): boolean => withAncestors("job_role", label).some((r) => RUNS_A_BUSINESS.has(r));

/**
 * The owner, founder or head of a business whose role grade rests on that generic role alone, in a
 * segment that also asks for a trade of its own and requires a specific industry the profile shows
 * no sign of, while it states another trade or industry of its own: that is the business it runs.
 */
function ownerElsewhere(role: Grade, grades: readonly Grade[], evidence: readonly LabelEvidence[]): { owner: LabelEvidence; other: LabelEvidence; fields: string } | undefined {
  const owner = role.evidence;
  if (!owner || role.near || !runsABusiness(owner.label) || role.wanted.labels.every(runsABusiness)) return undefined;
  const industries = grades.filter((g) => g.wanted.category === "industry" && g.wanted.required && !g.wanted.broad);
  if (industries.length === 0 || industries.some((g) => g.level > LEVEL.none)) return undefined;
  const other = evidence.find(
    (e) =>
      e.strength === "strong" &&
      ((e.category === "job_role" && !runsABusiness(e.label) && !role.wanted.accepted.has(e.label) && !role.wanted.related.has(e.label)) ||
        (e.category === "industry" && industries.every((g) => !g.wanted.compatible.has(e.label)))),
  );
  return other && { owner, other, fields: industries.flatMap((g) => g.wanted.labels).join(" or ") };
}

const describesTheWork = (against: LabelEvidence, role: LabelEvidence): boolean =>
  against.source === "employer" || against.clause === undefined || role.clause === undefined || against.clause === role.clause;

/** Students and interns are in a field to learn it. */
const LEARNING = new Set(["Student", "Doctoral Student", "Dental Student", "Veterinary Student", "Architecture Student", "Intern"]);

/** The level of one piece of evidence for a wanted category, and whether it is only near. */
function levelOf(wanted: WantedCategory, evidence: LabelEvidence, servingIsTheWork: boolean): { level: number; near: boolean } {
  const accepted = wanted.accepted.has(evidence.label);
  if (!accepted && !wanted.related.has(evidence.label)) return { level: LEVEL.none, near: false };
  let level: number;
  switch (evidence.strength) {
    case "strong":
      level = LEVEL.met;
      break;
    case "weak":
      level = LEVEL.partial;
      break;
    default:
      if (evidence.cue === "negation") level = LEVEL.none;
      // "Investor in biotech startups", "recruiting for fintechs": the market an investor or a recruiter serves is the one they work in.
      else if (evidence.cue === "service-to" && servingIsTheWork) level = LEVEL.met;
      else if (evidence.cue === "service-to" || evidence.cue === "third-party") level = wanted.category === "job_role" ? LEVEL.served : LEVEL.past;
      else level = LEVEL.past;
  }
  // A role worked out from a skill is a guess at the role; an industry from a role's nature is as good as the role.
  if (evidence.source === "skill" && level === LEVEL.met) level = LEVEL.partial;
  // Only a current, stated neighbour is near: a former or aspiring one, or one in passing, is not.
  if (!accepted) return { level: evidence.strength === "strong" ? Math.min(level, LEVEL.near) : LEVEL.served, near: true };
  return { level, near: false };
}

/** The best evidence the profile has for a wanted category, and any stated evidence against it. */
export function grade(wanted: WantedCategory, evidence: readonly LabelEvidence[], roles?: WantedCategory, marketSpecialists = false): Grade {
  let best: Grade = { wanted, level: LEVEL.none };
  let against: LabelEvidence | undefined;
  const servingIsTheWork = wanted.category === "industry" && marketSpecialists;
  for (const e of evidence) {
    if (e.category !== wanted.category) continue;
    const { level, near } = levelOf(wanted, e, servingIsTheWork);
    if (level > best.level || (level === best.level && level > 0 && best.evidence && e.score > best.evidence.score)) best = { wanted, level, evidence: e, ...(near && { near }) };
    // What the text states, an employer, or a role the segment does not ask for ("Etsy shop owner" for SaaS founders) says the profile is in another industry.
    // Against something as broad as "tech", only what the text states or an employer counts.
    const stated = e.source === undefined || e.source === "employer" || (!wanted.broad && e.source === "role" && roles !== undefined && e.via !== undefined && !roles.accepted.has(e.via));
    if (wanted.category === "industry" && e.strength === "strong" && stated && !wanted.compatible.has(e.label)) {
      if (!against || e.score > against.score) against = e;
    }
  }
  return against && best.level < MEDIUM_LEVEL ? { ...best, against } : best;
}

/** A grade at or above the threshold, or a broad industry ("tech") uncontradicted beside a met role. */
function passes(g: Grade, threshold: number, roleMet: boolean): boolean {
  return g.level >= threshold || (g.wanted.broad && roleMet && !g.against);
}

export interface MatchResult {
  outcome: Outcome;
  score: number;
  grades: Grade[];
  reasons: string[];
}

export const HIGH_SCORE = 0.75;
/** A description of at least this many words, this share of them in the bio, and no role evidence either way: `medium`. */
const UNKNOWN_ROLE_SHARE = 0.3;
const UNKNOWN_ROLE_KEYWORDS = 4;
const UNKNOWN_ROLE_REASON = "medium: the bio says much of what the description says, though no role the taxonomy knows";
/** Whether a bio's share of the description's words stands in for a role the taxonomy does not know ("trusts & foundations manager" for fundraisers). */
const saysMuchOfDescription = (compiled: CompiledSegment, share: number | undefined): share is number =>
  share !== undefined && share >= UNKNOWN_ROLE_SHARE && compiled.keywords.length >= UNKNOWN_ROLE_KEYWORDS;
export const MEDIUM_SCORE = 0.5;

const describeSource = (e: LabelEvidence): string =>
  e.source === "employer" ? `, at ${e.via}` : e.source === "role" ? `, from the role ${e.via}` : e.source === "skill" ? `, from the skill ${e.via}` : "";

/** The match of a profile showing none of what the segment asks for: no lead, with the reasons compiled beforehand. */
function measureNothing(compiled: CompiledSegment): MatchResult {
  return { outcome: "none", score: 0, grades: compiled.absent.grades, reasons: [...compiled.absent.reasons] };
}

/** A profile showing no label at all but much of what the description says (a title the taxonomy lacks: "Game warden, Texas Parks & Wildlife"). */
function unknownRole(compiled: CompiledSegment, keywordShare: () => number | undefined): MatchResult | undefined {
  if (compiled.keywords.length < UNKNOWN_ROLE_KEYWORDS || !compiled.wanted.some((w) => w.category === "job_role")) return undefined;
  const share = keywordShare();
  if (!saysMuchOfDescription(compiled, share)) return undefined;
  const reasons = [...compiled.absent.reasons, `description words found: ${Math.round(share * 100)}%`, UNKNOWN_ROLE_REASON];
  return { outcome: "medium", score: MEDIUM_SCORE, grades: compiled.absent.grades, reasons };
}

/** The grades and reasons of a profile showing nothing a segment's wanted categories ask for. */
export function absentGrades(wanted: readonly WantedCategory[]): { grades: Grade[]; reasons: string[] } {
  const grades = wanted.map((w) => ({ wanted: w, level: LEVEL.none }));
  return { grades, reasons: grades.map(describeGrade) };
}

export const describeEvidence = (e: LabelEvidence): string =>
  `matched ${e.category} ${e.label} (${e.strength}${e.cue ? `, ${e.cue}` : ""}${describeSource(e)}: '${e.quote}')`;

function describeGrade(g: Grade): string {
  const { wanted, evidence, against } = g;
  const source = wanted.explicit ? "filter" : "description";
  if (against) return `against: ${wanted.category} ${against.label} (${describeSource(against).slice(2) || "stated"}: '${against.quote}') is not ${wanted.labels.join(" or ")}`;
  if (!evidence || g.level === LEVEL.none) return `no ${wanted.category} evidence (${source} wants ${wanted.labels.join(" or ")})`;
  if (g.near) return `near: ${describeEvidence(evidence).slice("matched ".length)}, next to ${wanted.labels.join(" or ")} (medium at most)`;
  return describeEvidence(evidence);
}

/**
 * Whether the profile is the segment's lead, from its evidence per wanted category. `high`: every
 * required category met (a broad one like "tech" may be merely uncontradicted beside a met role).
 * `medium`: the role at least past or near, and no required industry contradicted; or, for a
 * segment without a role, every required category at least past or near.
 */
export function measureMatch(compiled: CompiledSegment, evidence: readonly LabelEvidence[], keywordShare: () => number | undefined): MatchResult {
  if (evidence.length === 0 && compiled.wanted.length > 0) return unknownRole(compiled, keywordShare) ?? measureNothing(compiled);
  const roles = compiled.wanted.find((wanted) => wanted.category === "job_role");
  const grades = compiled.wanted.map((wanted) => grade(wanted, evidence, roles, compiled.marketSpecialists));
  // Beside a trade met, another industry says the person works elsewhere only where it describes
  // that work (the role's clause, or an employer): "Marketingleiter einer Familienbrauerei |
  // Tradition trifft TikTok" works at a brewery, not in the creator economy. An owner's or a
  // founder's business may be named anywhere in the bio, so for them any clause counts.
  const metRole = grades.find((g) => g.wanted.category === "job_role" && g.level >= HIGH_LEVEL)?.evidence;
  if (metRole && !withAncestors("job_role", metRole.label).some((role) => RUNS_A_BUSINESS.has(role))) {
    for (const g of grades) if (g.against && !g.wanted.broad && !describesTheWork(g.against, metRole)) delete g.against;
  }
  const reasons = grades.map(describeGrade);
  const required = grades.filter((g) => g.wanted.required);
  const role = grades.find((g) => g.wanted.category === "job_role");
  if (role && role.level < HIGH_LEVEL && compiled.establishmentFields.size > 0) {
    const led = leaderOfEstablishment(compiled, evidence);
    if (led) {
      Object.assign(role, { level: LEVEL.met, evidence: led.leader, near: undefined, field: undefined });
      reasons[grades.indexOf(role)] = `matched job_role ${role.wanted.labels.join(" or ")} as ${led.leader.label} of a ${led.field.label} business ('${led.leader.quote}', '${led.field.quote}')`;
    }
  }
  // A founder or an owner says nothing of the industry: beside one, even "tech" needs a sign of it.
  const roleMet = role !== undefined && role.level >= HIGH_LEVEL && !(role.evidence && runsABusiness(role.evidence.label));


  let outcome: Outcome;
  if (grades.length === 0) {
    const share = keywordShare();
    if (share === undefined) {
      reasons.push("the segment names nothing to match a bio against");
      return { outcome: "medium", score: MEDIUM_SCORE, grades, reasons };
    }
    const score = Math.round(share * 100) / 100;
    return { outcome: share >= MEDIUM_SCORE ? "medium" : "none", score, grades, reasons };
  }
  // Where the wanted roles work, in another role: "Commercial AE @ Wiz" for security engineers.
  if (role && role.level < MEDIUM_LEVEL) {
    const field = fieldOf(compiled, evidence);
    if (field) {
      role.level = LEVEL.near;
      role.near = true;
      role.field = field;
      reasons[grades.indexOf(role)] = `near: works in ${field.label} (${field.strength}${describeSource(field)}: '${field.quote}'), where ${role.wanted.labels.join(" or ")} work (medium at most)`;
    }
  }
  // A specific industry contradicted rules a profile out; something as broad as "tech" only keeps it from `high`.
  const contradicted = required.some((g) => g.against && g.wanted.category === "industry" && !g.wanted.broad);
  if (required.every((g) => passes(g, HIGH_LEVEL, roleMet)) && required[0]?.wanted.category !== "personality") outcome = "high";
  else if (role) outcome = role.level >= MEDIUM_LEVEL && !contradicted ? "medium" : "none";
  else outcome = required.every((g) => passes(g, MEDIUM_LEVEL, roleMet)) ? "medium" : "none";
  if (outcome === "high" && required.some((g) => g.near || (g.against && g.wanted.broad))) outcome = "medium";
  // "Vets or vet clinic owners", "hotel GMs and B&B owners": an owner beside the segment's own
  // trades is an owner of the segment's kind of business. One whose business shows as another
  // (a plumbing firm's owner, an insurance agency's for vets) and nothing of the segment's is no lead.
  const owner = outcome === "medium" && role ? ownerElsewhere(role, grades, evidence) : undefined;
  if (owner) {
    outcome = "none";
    reasons.push(`no lead: a ${owner.owner.label.toLowerCase()} ('${owner.owner.quote}') showing ${owner.other.category} ${owner.other.label} ('${owner.other.quote}') and nothing of ${owner.fields}`);
  }
  // "Freight factoring | I help truckers fix cash flow" for people in logistics: serving the
  // industry's people, with no role of one's own in it, is selling to it.
  // "Wedding planner | I handle the logistics": someone whose stated trade is elsewhere only mentions the industry.
  const trade = outcome === "high" && !role ? tradeElsewhere(grades, evidence) : undefined;
  if (trade) {
    outcome = "medium";
    reasons.push(`medium at most: works as ${trade.label}; the industry is only mentioned`);
  }
  // "Professor of logistics & supply chain": teaching or researching an industry is not working in it.
  const teacher = outcome === "high" && !role ? teachesTheIndustry(grades, evidence) : undefined;
  if (teacher) {
    outcome = "medium";
    reasons.push(`medium at most: a ${teacher.label.toLowerCase()} ('${teacher.quote}') teaches the industry rather than working in it`);
  }
  if (outcome === "high" && !role && servesTheIndustry(grades, evidence)) {
    outcome = "medium";
    reasons.push("medium at most: serves the people of the industry rather than working in it");
  }
  // "Accounting lecturer @ a polytechnic" for life scientists: an industry met only as the one the
  // role implies, while the role's own clause names another, is the role's field elsewhere.
  const elsewhere = outcome === "high" && role?.evidence ? fieldElsewhere(grades, role.evidence, evidence) : undefined;
  if (elsewhere) {
    outcome = "medium";
    reasons.push(`medium at most: the ${role!.evidence!.label}'s own field is ${elsewhere.label} ('${elsewhere.quote}')`);
  }
  // "Fitness coaches and personal trainers who post content" with a Creator filter: a creator is
  // high only with a sign of the field the segment's other roles work in, not for food reviews.
  if (outcome === "high" && role?.evidence && outsideTheField(compiled, role.evidence, evidence)) {
    outcome = "medium";
    reasons.push(`medium at most: a ${role.evidence.label} showing nothing of ${[...compiled.narrowedFilterRoles!.fields].slice(0, 2).join(" or ")}, the field the description names`);
  }
  // "Newborn photographer | no weddings, sorry!", "Community midwife | not a nurse, never was!": the bio refuses what the segment asks for.
  const refused = outcome === "high" ? evidence.find((e) => e.cue === "negation" && refusesAsked(compiled, grades, e, role?.evidence)) : undefined;
  if (refused) {
    outcome = "medium";
    reasons.push(`medium at most: the bio says it is not ${refused.category === "job_role" ? "a" : "in"} ${refused.label} ('${refused.quote}'), which the segment asks for`);
  }
  const topic = outcome === "high" && role?.evidence ? topicUnshown(compiled, role.evidence, grades, evidence) : undefined;
  if (topic) {
    outcome = "medium";
    const label = role!.evidence!.label.toLowerCase();
    reasons.push(`medium at most: ${/^[aeiou]/.test(label) ? "an" : "a"} ${label} showing nothing of ${topic.slice(0, 2).join(" or ")}, the topic the description names`);
  }
  // "Founder & ED of Code Sisters, a nonprofit": a charity is no company, so its founder is a founder of another kind.
  const charity = outcome === "high" && role?.evidence ? nonprofitFounded(grades, role.evidence, evidence) : undefined;
  if (charity) {
    outcome = "medium";
    reasons.push(`medium at most: founded a nonprofit ('${charity.quote}'), not a company`);
  }

  // Support: skills and description words lift the score within its band; they never decide.
  const share = keywordShare();
  let weighted = 0;
  let total = 0;
  for (const g of grades) {
    const weight = (g.wanted.category === "job_role" ? 1.5 : 1) * (g.wanted.required ? 2 : 1);
    weighted += weight * (g.wanted.broad && roleMet && !g.against ? Math.max(g.level, LEVEL.met) : g.level);
    total += weight;
  }
  let score = total > 0 ? weighted / total : 0;
  if (share !== undefined && share > 0) {
    score += 0.15 * share * (1 - score);
    reasons.push(`description words found: ${Math.round(share * 100)}%`);
  }
  // A role the taxonomy does not know ("trusts & foundations manager" for fundraisers): a bio saying much of what the description says is worth a look.
  if (outcome === "none" && role && role.level === LEVEL.none && !contradicted && saysMuchOfDescription(compiled, share)) {
    outcome = "medium";
    reasons.push(UNKNOWN_ROLE_REASON);
  }
  score = Math.round(score * 100) / 100;
  if (outcome === "high") score = Math.max(score, HIGH_SCORE);
  else if (outcome === "medium") score = Math.min(Math.max(score, MEDIUM_SCORE), HIGH_SCORE - 0.01);
  return { outcome, score, grades, reasons };
}
