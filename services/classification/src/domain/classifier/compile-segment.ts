import { parseDescription, type Seniority } from "../description/index.js";
import type { PlaceAsk } from "../places/index.js";
import type { FollowerCountTier, GenderValue } from "../segment.js";
import { CATEGORIES, hasNarrowerLabels, industriesOfRole, industriesOfSkill, matchLabel, parentsOf, relatedLabels, rolesOfSkill, taxonomy, withAncestors, type Category } from "../taxonomy/taxonomy.js";
import { activityVerbsOf, audienceWordsOf, FOUNDING_VERBS, ROLES_AT_EMPLOYERS } from "./evidence.js";
import { companyFirstWords, findLabelHits, firstWordsOf } from "./lexicon.js";
import { absentGrades, type Grade } from "./match.js";
import { describe, type DescriptionTerms } from "./description.js";
import type { SegmentCriteria } from "./profile.js";
import { tokenize } from "./text.js";

/** A category the segment asks for, and the profile labels that satisfy it. */
export interface WantedCategory {
  category: Category;
  /** Canonical labels asked for (any of them will do). */
  labels: string[];
  /** Those labels and every narrower label implying one of them ("Co-founder" for "Founder"). */
  accepted: ReadonlySet<string>;
  /** Labels next to them, and their narrower labels: a weaker match, never `high` ("Sales Manager" for "Account Executive"). */
  related: ReadonlySet<string>;
  /** Some label is set in `appliedSearchFilters`, rather than only read from the description. */
  explicit: boolean;
  /**
   * A `high` needs evidence for it. Roles always; industries unless the description only says
   * what the people do ("engineers who run cloud infrastructure"); skills and personality only
   * when the segment asks for nothing else.
   */
  required: boolean;
  /** So broad ("tech") that, beside a met role, only contrary evidence counts against it. */
  broad: boolean;
  /** Accepted and related labels and the wanted ones' broader labels: a profile showing none of these shows a different one ("Fashion" for "SaaS"). */
  compatible: ReadonlySet<string>;
}

/** A segment prepared once, so classifying a profile against it does no parsing or regex building. */
export interface CompiledSegment {
  readonly compiled: true;
  criteria: SegmentCriteria;
  /** Empty: any tier. */
  tiers: ReadonlySet<FollowerCountTier>;
  /** Empty: any gender. */
  genders: ReadonlySet<GenderValue>;
  /** Categories a match is measured on: the role first, then industries, skills and a personality the segment is about. */
  wanted: WantedCategory[];
  /** An explicit personality filter next to other categories: a soft preference that only caps at `medium`. */
  personality?: WantedCategory;
  /**
   * Labels the description refuses ("not recruiters"): a profile showing one is no lead. A kind of
   * what is asked for, refused by a name of its own ("audio engineers ... not beat producers"), has
   * `words`: the stems of that name, which the profile's evidence must all show to be refused.
   */
  excluded: { category: Category; label: string; accepted: ReadonlySet<string>; quote: string; words?: ReadonlySet<string> }[];
  keywords: DescriptionTerms["keywords"];
  /** The keywords' stems. */
  keywordStems: ReadonlySet<string>;
  /** Filter labels that are no canonical label of their category; they are ignored. */
  orphanLabels: { category: Category; label: string }[];
  /** Seniority the description asks of the roles ("senior PMs"): a junior, an intern or a student is then at most `medium`. */
  seniority: Seniority[];
  /** Every role the description asks for is a leader's ("HR leaders and heads of people"): someone in the field without a lead's title is then at most `medium`. */
  leadersOnly: boolean;
  /** The description names people by a role the taxonomy does not know ("heads of customer education"), and no role is asked for: a field alone is `medium` at most. */
  unnamedRole: boolean;
  /**
   * The industries the wanted roles work in by their nature, narrower ones included (Cybersecurity
   * for security engineers): someone working in one in another role is near ("AE at a security
   * company"). Broad ones ("tech") are left out.
   */
  roleIndustries: ReadonlySet<string>;
  /**
   * The industries of the wanted roles that run or manage a place of business (Hotel Manager,
   * Restaurant Owner, Store Manager): a general manager or owner in one of them is that role.
   */
  establishmentFields: ReadonlySet<string>;
  /**
   * A role filter the description narrows to a field ("Creator" set, "fitness coaches and personal
   * trainers who post content" written): the roles only the filter accepts, and the fields of the
   * roles the description names. Such a role is `high` only with a sign of one of those fields.
   */
  narrowedFilterRoles?: { roles: ReadonlySet<string>; fields: ReadonlySet<string> };
  /** The segment asks for organisations ("indie game studios"): company accounts are judged like people. */
  asksForOrganisations: boolean;
  /** The people are asked for at startups ("finance leaders at startups"): one at an established organisation is at most `medium`. */
  atStartups: boolean;
  /** The companies are asked for at a funding stage ("founders of Series A to C startups", "VC-backed"): a profile naming no round or backer is at most `medium`. */
  fundedCompanies: boolean;
  /** The description names deputies ("GMs and AGMs", "assistant store managers"): their rank is asked for too. */
  deputiesAsked: boolean;
  /** Only people running their own business are asked for: one employed by someone else is at most `medium`. */
  ownBusiness: boolean;
  /** Where the people are to be: one elsewhere is no lead, one naming no place at most `medium`. */
  places?: PlaceAsk;
  /** The roles the people asked for work for, narrower ones included ("chief of staff to a CEO or founder"); empty when the description names none. */
  principals: ReadonlySet<string>;
  /**
   * Roles every description phrase names with words the parser could not read before them
   * ("privacy counsel"): the role, the labels it accepts, those words and their stems. A profile in
   * such a role is `high` only if it shows one of the words.
   */
  qualifiedRoles: readonly { label: string; accepted: ReadonlySet<string>; words: readonly string[]; stems: ReadonlySet<string> }[];
  /**
   * For recruiters and investors, the markets they serve, when the description says ("recruiters
   * who hire engineers for tech companies"): the industries named there or worked in by the roles
   * named there, narrower ones included. A profile that names only other markets it serves (a
   * recruiter for warehouse roles) is a specialist of another field.
   */
  served?: { terms: readonly string[]; industries: ReadonlySet<string> };
  /** Every role asked for is an investor's or a recruiter's, whose market is the one they serve. */
  marketSpecialists: boolean;
  /**
   * Words a profile must show to be a lead at all, per category it needs evidence of: the first
   * words of every phrase naming a wanted or related label, or implying one (a skill for a role, a
   * role or an employer for an industry). A profile missing every word of some group is no lead,
   * and its evidence is not worked out.
   */
  triggers: readonly { words: ReadonlySet<string>; texts: ReadonlySet<string>; mentions: boolean }[];
  /** The grades and reasons of a profile showing nothing the segment asks for, worked out once. */
  absent: { grades: Grade[]; reasons: readonly string[] };
}

/**
 * Roles that say how or whether someone works rather than at what, and being a student: beside a trade
 * ("vets ... incl. bootcamp grads who served", "undergrad or grad admissions counselors") they qualify it.
 */
const WORK_STATUSES = new Set(["Freelancer", "Job Seeker", "Retired", "Student"]);

/** Industries so broad that a role met is enough unless the profile shows another industry. */
const BROAD_INDUSTRIES = new Set(["Technology"]);
/** Roles one industry may be home to before it says little about any of them (Healthcare: doctors, nurses, porters...). */
const MANY_ROLES = 20;

/**
 * Industries too wide to say a profile works where the wanted roles do: broad labels, and those
 * dozens of roles work in (a physiotherapist at a clinic is nowhere near a pharmacist).
 */
export const UNSPECIFIC_INDUSTRIES: ReadonlySet<string> = (() => {
  const roles = new Map<string, number>();
  for (const { name } of taxonomy().find((entry) => entry.category === "job_role")?.labels ?? []) {
    for (const industry of industriesOfRole(name)) roles.set(industry, (roles.get(industry) ?? 0) + 1);
  }
  return new Set(["Technology", "Startups", "B2B Software", ...[...roles].filter(([, n]) => n >= MANY_ROLES).map(([industry]) => industry)]);
})();

const labelsImplying = new Map<Category, Map<string, Set<string>>>();

/** label -> the label and all labels below it, per category. */
function impliedBy(category: Category): Map<string, Set<string>> {
  let byLabel = labelsImplying.get(category);
  if (!byLabel) {
    byLabel = new Map();
    const labels = taxonomy().find((entry) => entry.category === category)?.labels ?? [];
    for (const { name } of labels) {
      for (const ancestor of withAncestors(category, name)) {
        const set = byLabel.get(ancestor) ?? new Set([ancestor]);
        set.add(name);
        byLabel.set(ancestor, set);
      }
    }
    labelsImplying.set(category, byLabel);
  }
  return byLabel;
}

function acceptedFor(category: Category, labels: readonly string[]): Set<string> {
  const asked = category === "job_role" ? labels.flatMap((label) => [label, ...(OWNERS_TOO.get(label) ?? [])]) : labels;
  return new Set(asked.flatMap((label) => [...(impliedBy(category).get(label) ?? [label])]));
}

/** "Owners of solar installation companies": whoever founded the business owns it too. */
const OWNERS_TOO = new Map([["Business Owner", ["Founder"]]]);

/** Labels next to the wanted ones (and below those), and for roles their broader roles, that are not accepted anyway. */
function relatedFor(category: Category, labels: readonly string[], accepted: ReadonlySet<string>): Set<string> {
  const related = new Set<string>();
  for (const label of labels) {
    for (const next of relatedLabels(category, label)) for (const below of impliedBy(category).get(next) ?? [next]) if (!accepted.has(below)) related.add(below);
    // A plain "developer" is near "backend engineers"; a broader market is no nearer a market than any other.
    if (category === "job_role") for (const parent of parentsOf(category, label)) if (!accepted.has(parent)) related.add(parent);
  }
  return related;
}

interface Asked {
  /** Labels asked for as who the people are: filters, and description phrases naming them. */
  core: string[];
  /** Labels only said of what the people do ("who run cloud infrastructure", "about AI"). */
  context: string[];
  explicit: boolean;
}

/**
 * "Audio engineers ... not beat producers", "recruiters, not agency recruiters": a label asked for,
 * refused under its own head word with a modifier neither the label's name nor any phrase asking
 * for it has, refuses only that kind: the stems of that name. Nothing when the refusal names the
 * label as it is asked for ("not in-house DevOps engineers", "not RNs in general").
 */
function refusedKindWords(refused: { category: Category; label: string; quote: string }, readings: readonly { category: Category; label: string; quote: string }[]): ReadonlySet<string> | undefined {
  const stems = (text: string) => tokenize(text).tokens.map((token) => token.stem);
  const known = new Set([
    ...stems(refused.label),
    ...readings.filter((r) => r.category === refused.category && withAncestors(refused.category, refused.label).includes(r.label)).flatMap((r) => stems(r.quote)),
  ]);
  const words = stems(refused.quote);
  const head = words.at(-1);
  if (words.length < 2 || head === undefined || !known.has(head) || words.slice(0, -1).every((word) => known.has(word))) return undefined;
  return new Set(words);
}

export function compileSegment(criteria: SegmentCriteria): CompiledSegment {
  const orphanLabels: CompiledSegment["orphanLabels"] = [];
  const askedBy = new Map<Category, Asked>();
  const ask = (category: Category, label: string, explicit: boolean, core: boolean) => {
    const entry = askedBy.get(category) ?? { core: [], context: [], explicit: false };
    const list = core ? entry.core : entry.context;
    if (!list.includes(label)) list.push(label);
    entry.explicit ||= explicit;
    askedBy.set(category, entry);
  };
  for (const category of CATEGORIES) {
    for (const raw of criteria.appliedSearchFilters[category] ?? []) {
      const label = matchLabel(category, raw);
      if (label === undefined) orphanLabels.push({ category, label: raw });
      else ask(category, label, true, true);
    }
  }
  const filterRoles = askedBy.get("job_role")?.core ?? [];
  const parsed = parseDescription(criteria.description);
  // "Firefighters ...: crews, officers, chiefs, wildland crews, airport fire": a field listed among kinds, away from the
  // field the roles asked for work in, is one kind of them, not the only field.
  const readRoles = parsed.readings.filter((r) => r.picked && !r.context && r.category === "job_role").map((r) => r.label);
  const ownFields = new Set(readRoles.flatMap((label) => industriesOfRole(label)).filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry)));
  // "safety assessors for chemicals, pharma, agrochem and consumer products": beside fields away from it, the roles' own field is one kind too.
  const kindsAway = ownFields.size > 0 && parsed.readings.some((r) => r.amongKinds && r.category === "industry" && !ownFields.has(r.label));
  const oneKind = (reading: (typeof parsed.readings)[number]) => reading.amongKinds === true && ownFields.size > 0 && (!ownFields.has(reading.label) || kindsAway);
  for (const reading of parsed.readings) if (reading.picked && !reading.hedged) ask(reading.category, reading.label, false, !reading.context && !oneKind(reading));
  // "DevRel or API tech writers are a maybe": roles offered as a maybe are near the roles asked for, `medium` at most.
  const hedgedRoles = [...new Set(parsed.readings.filter((r) => r.picked && r.hedged && r.category === "job_role").map((r) => r.label))];
  const describedRoles = parsed.readings.filter((r) => r.picked && !r.context && r.category === "job_role").map((r) => r.label);
  // What the people do only counts where nothing says who they are.
  const asked = new Map<Category, { labels: string[]; explicit: boolean; core: boolean }>();
  for (const [category, entry] of askedBy) {
    asked.set(category, entry.core.length > 0 ? { labels: entry.core, explicit: entry.explicit, core: true } : { labels: entry.context, explicit: entry.explicit, core: false });
  }

  // "Freelance designers", "bootcamp grads who served": how someone works, beside what they do, is no role of its own to accept.
  const roleAsked = asked.get("job_role");
  if (roleAsked && roleAsked.labels.some((label) => !WORK_STATUSES.has(label))) roleAsked.labels = roleAsked.labels.filter((label) => !WORK_STATUSES.has(label));
  const role = roleAsked;
  const build = (category: Category, entry: { labels: string[]; explicit: boolean }, required: boolean): WantedCategory => {
    const accepted = acceptedFor(category, entry.labels);
    const broad = category === "industry" && entry.labels.every((label) => BROAD_INDUSTRIES.has(label));
    const related = relatedFor(category, entry.labels, accepted);
    const compatible = new Set([...accepted, ...related, ...entry.labels.flatMap((label) => withAncestors(category, label))]);
    return { category, labels: entry.labels, accepted, related, explicit: entry.explicit, required, broad, compatible };
  };
  const wanted: WantedCategory[] = [];
  if (role) {
    const roles = build("job_role", role, true);
    // A broad role offered as a maybe ("clinicians at rehab") is near, not every kind of it (every cardiologist).
    const near = [...acceptedFor("job_role", hedgedRoles.filter((label) => !hasNarrowerLabels("job_role", label))), ...hedgedRoles].filter((label) => !roles.accepted.has(label));
    wanted.push(near.length === 0 ? roles : { ...roles, related: new Set([...roles.related, ...near]), compatible: new Set([...roles.compatible, ...near]) });
  }
  // "yoga instructors and studio owners", "car dealers ... sales managers, GMs": roles of any trade beside one of a
  // field are that field's, when the segment names no industry.
  // An industry said only as context ("who own rental properties") does not stop it.
  if (role && !asked.get("industry")?.core && role.labels.some((label) => ANY_TRADE_ROLES.has(label))) {
    // A field many roles work in is still the field: "GPs ... or practice owners" own practices, not gyms.
    const all = role.labels.flatMap((label) => industriesOfRole(label));
    const specific = all.filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry));
    const fields = specific.length > 0 ? specific : all;
    if (fields.length > 0) asked.set("industry", { labels: [...new Set(fields)], explicit: false, core: true });
  }
  const industry = asked.get("industry");
  const roleIndustries = role ? acceptedFor("industry", [...new Set(role.labels.flatMap((label) => industriesOfRole(label)))].filter((field) => !UNSPECIFIC_INDUSTRIES.has(field))) : new Set<string>();
  // "Biotech investors ... at VC funds": beside the market investors or recruiters serve, the field of their own trade is
  // where they work by nature, not a market that will do in its place.
  const marketSpecialists = role !== undefined && role.labels.every(isMarketSpecialist);
  if (industry && marketSpecialists) {
    const own = new Set(role.labels.flatMap((label) => industriesOfRole(label)).filter((field) => !UNSPECIFIC_INDUSTRIES.has(field)));
    const others = industry.labels.filter((label) => !own.has(label));
    if (others.length > 0) industry.labels = others;
  }
  if (industry) {
    const built = build("industry", industry, !role || industry.core);
    // "Hospital chaplains": a rabbi's field, the one the roles asked for work in by nature, is no other field than a hospital.
    wanted.push({ ...built, compatible: new Set([...built.compatible, ...roleIndustries]) });
  }
  const skill = asked.get("skill");
  // "SAP or Salesforce consultants": a role that says how someone works is the field its skills name.
  const fieldless = role !== undefined && role.labels.every((label) => FIELDLESS_ROLES.has(label));
  // "Rust devs", "sign language interpreters": skills said as the kind of the role are asked of every lead, and only they.
  const kinds = role ? [...new Set(parsed.readings.filter((r) => r.picked && r.kindOfRole && !r.context).map((r) => r.label))] : [];
  if (skill && kinds.length > 0) wanted.push(build("skill", { labels: kinds, explicit: skill.explicit }, true));
  else if (skill) wanted.push(build("skill", skill, wanted.length === 0 || (fieldless && skill.core)));
  // Personality: explicit next to other categories, a soft preference; from the description, what the segment is about when it names no role ("dads in tech").
  const trait = asked.get("personality");
  let personality: WantedCategory | undefined;
  if (trait) {
    const explicitOnly = trait.explicit && wanted.length > 0;
    if (explicitOnly) personality = build("personality", trait, false);
    else if (!role) wanted.push(build("personality", trait, wanted.length === 0 || trait.core));
    // "Founders who are also parents - mums and dads": beside a role, a fact about the person said as what they are is asked for too.
    else if (trait.core && trait.labels.every((label) => FACT_TRAITS.has(label))) wanted.push(build("personality", trait, true));
  }

  const wantedLabels = (category: Category) => wanted.find((w) => w.category === category)?.accepted ?? new Set<string>();
  // A refused interest is no refused person: "not gyms or supplement brands" refuses businesses, not people who love the gym.
  // "Tour guides ... not tour operators": the field the roles asked for work in by nature, refused, refuses its organisations, not the people.
  const ownRoleFields = new Set(role ? role.labels.flatMap((label) => industriesOfRole(label)) : []);
  const refusable = (refused: { category: Category; label: string }) => refused.category !== "personality" && !(refused.category === "industry" && ownRoleFields.has(refused.label));
  const excluded: CompiledSegment["excluded"] = [
    ...parsed.excludedLabels
      // "Personal chefs ... not head chefs": a narrower label than one asked for is refused; the label asked for itself is not.
      .filter((refused) => refusable(refused) && !(wanted.find((w) => w.category === refused.category)?.labels.includes(refused.label) ?? false))
      // "Professors, not school teachers": a refused role's narrower roles the segment asks for stay asked for.
      .map((refused) => {
        const refusedLabels = acceptedFor(refused.category, [refused.label]);
        const narrower = wantedLabels(refused.category).has(refused.label);
        return { ...refused, accepted: narrower ? refusedLabels : new Set([...refusedLabels].filter((label) => !wantedLabels(refused.category).has(label))) };
      }),
    ...parsed.refusedKinds.filter(refusable).flatMap((refused) => {
      const words = refusedKindWords(refused, parsed.readings);
      return words ? [{ ...refused, accepted: acceptedFor(refused.category, [refused.label]), words }] : [];
    }),
  ];
  const { keywords } = describe(criteria.description);
  return {
    compiled: true,
    criteria,
    tiers: new Set(criteria.followerCountTiers),
    // "Women who lead engineering teams": with no gender filter, one gender the description asks for works as one.
    genders: new Set(criteria.genderValues.length > 0 ? criteria.genderValues : parsed.genderValues.length === 1 ? parsed.genderValues : []),
    wanted,
    ...(personality && { personality }),
    excluded,
    keywords,
    keywordStems: new Set(keywords.map((keyword) => keyword.stem)),
    orphanLabels,
    seniority: parsed.seniority,
    leadersOnly: leadersOnly(criteria.description, parsed.readings),
    unnamedRole: !role && !wanted.some((w) => w.category === "personality") && UNNAMED_ROLE.test(criteria.description.toLowerCase()) && !ANY_ROLE.test(criteria.description.toLowerCase()),
    asksForOrganisations: parsed.asksForOrganisations,
    atStartups: parsed.atStartups,
    fundedCompanies: FUNDED.test(criteria.description.toLowerCase().replace(NOT_A_STAGE, "")),
    deputiesAsked: parsed.deputiesAsked,
    ownBusiness: parsed.ownBusiness,
    ...(parsed.places && { places: parsed.places }),
    principals: acceptedFor("job_role", parsed.principals),
    qualifiedRoles: role ? qualifiedRolesOf(role.labels, parsed.readings) : [],
    ...narrowedFilter(filterRoles, describedRoles),
    marketSpecialists,
    ...(marketSpecialists && servedOf(parsed.servedTerms)),
    triggers: triggersOf(wanted),
    absent: absentGrades(wanted),
    establishmentFields: role ? establishmentFieldsOf(role.labels) : new Set(),
    roleIndustries,
  };
}

function qualifiedRolesOf(roles: readonly string[], readings: ReturnType<typeof parseDescription>["readings"]): CompiledSegment["qualifiedRoles"] {
  const qualified: CompiledSegment["qualifiedRoles"][number][] = [];
  const roleReadings = readings.filter((reading) => reading.picked && !reading.context && reading.category === "job_role");
  for (const label of roles) {
    // "barbers are ok-ish, owner-stylists too": a maybe does not ask for the plain title.
    const named = roleReadings.filter((reading) => reading.label === label && !reading.hedged);
    if (named.length === 0 || named.some((reading) => !reading.unread)) continue;
    const words = [...new Set(named.flatMap((reading) => reading.unread!))];
    // "inside sales reps ... SDRs / BDRs": a narrower role the description names plainly is asked for as it is.
    const plain = acceptedFor("job_role", roleReadings.filter((reading) => reading.label !== label && !reading.unread).map((reading) => reading.label));
    const accepted = new Set([...acceptedFor("job_role", [label])].filter((narrower) => !plain.has(narrower)));
    qualified.push({ label, accepted, words, stems: new Set(tokenize(words.join(" ")).tokens.map((token) => token.stem)) });
  }
  return qualified;
}

/** A description asking for companies at a funding stage. */
const FUNDED = /\bseries [a-e]\b|\b(?:vc|venture)[- ](?:backed|funded)\b|\bfunded (?:startups?|companies|scale-?ups?)\b/;
/** Stages that ask for none: a range from the first ("pre-seed to Series B", where companies name no round yet), a refused one ("no VC-backed startups"). */
const NOT_A_STAGE = /\b(?:pre-?seed|seed|idea)(?: stage)? (?:to|through|-|–) series [a-e]\b|\b(?:no|not|non)[- ](?:vc|venture)[- ](?:backed|funded)\b/g;

/** Traits that are facts of a life, not a manner: being a parent. */
const FACT_TRAITS = new Set(["Family-Oriented"]);

/** Roles every trade has: asked beside a trade's own role, they are that trade's. */
const ANY_TRADE_ROLES = new Set(["Business Owner", "Founder", "Co-founder", "CEO", "Managing Director", "President", "Entrepreneur", "General Manager", "Sales Manager", "Sales Representative", "Account Manager", "Operations Manager"]);

/** Roles that say how someone works, not in what field: asked for with skills, the skills are required. */
const FIELDLESS_ROLES = new Set(["Consultant", "Freelancer", "Advisor", "Coach", "Agency Owner"]);

const ESTABLISHMENT_ROLE = / (?:Manager|Owner)$/;

function establishmentFieldsOf(roles: readonly string[]): ReadonlySet<string> {
  const industries = roles.filter((role) => ESTABLISHMENT_ROLE.test(role)).flatMap((role) => industriesOfRole(role));
  return acceptedFor("industry", industries.filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry)));
}

function narrowedFilter(filterRoles: readonly string[], describedRoles: readonly string[]): Pick<CompiledSegment, "narrowedFilterRoles"> {
  const described = acceptedFor("job_role", describedRoles);
  const onlyFiltered = [...acceptedFor("job_role", filterRoles)].filter((role) => !described.has(role));
  const fields = acceptedFor("industry", [...new Set(describedRoles.flatMap((role) => industriesOfRole(role)))].filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry)));
  return onlyFiltered.length > 0 && fields.size > 0 ? { narrowedFilterRoles: { roles: new Set(onlyFiltered), fields } } : {};
}

/**
 * People named by a title's head word ("managers"), or by an agent noun opening the description
 * ("Cheesemakers - ppl who make cheese"): with no role the taxonomy knows, the description still asks for a role.
 */
const UNNAMED_ROLE = /\b(?:heads? of|leads|managers|directors|specialists|officers|coordinators|strategists|practitioners)\b|^[a-z-]+(?:ers|ists|ors|ians|eurs|iers)\b/;
/** Unless it asks for anyone in the field. */
const ANY_ROLE = /\b(?:anyone|any role|any function|any job|all roles|every role|whatever (?:their )?role)\b/;

/** Words after a field that make it its leaders: "HR leaders", "marketing executives". */
const LEADER_WORDS = /^\s*(?:leaders?|leadership|executives?|execs)\b/;
const LEADER_IN_PHRASE = /\b(?:leaders?|heads? of|vps? of|vice presidents? of|chiefs?)\b/;

/** Whether every role the description asks for is a leader's, by the role ("heads of people", "CMOs") or the word after it ("HR leaders"). */
function leadersOnly(description: string, readings: readonly { category: Category; label: string; quote: string; picked: boolean }[]): boolean {
  const text = description.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const roles = readings.filter((reading) => reading.picked && reading.category === "job_role");
  // Founders and CEOs lead by what they are: only a field named as its leaders ("HR leaders") asks for leading in it.
  // "Finance leaders", "heads of finance": a leader's word inside the role's own phrase asks for leaders too.
  const qualified = roles.map((role) => followedByLeaderWord(text, role.quote.toLowerCase()) || LEADER_IN_PHRASE.test(role.quote.toLowerCase()));
  return qualified.some(Boolean) && roles.every((role, i) => qualified[i] || isLeaderRole(role.label));
}

function followedByLeaderWord(text: string, quote: string): boolean {
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) if (LEADER_WORDS.test(text.slice(at + quote.length))) return true;
  return false;
}

const LEADER_ROLES = new Set(["Founder", "Co-founder", "CEO", "CTO", "CFO", "COO", "CMO", "CRO", "CPO", "CIO", "CISO", "Managing Director", "President", "Engineering Manager",
  "Creative Director", "General Counsel", "Nonprofit Leader", "VP Engineering"]);

/** A role that is a leader's by its title, or narrower than one: heads, chiefs, VPs, the C-level, founders. */
export const isLeaderRole = (label: string): boolean =>
  withAncestors("job_role", label).some((role) => LEADER_ROLES.has(role) || role.startsWith("Head of ") || (role.startsWith("Chief ") && role !== "Chief of Staff"));

/** Roles whose market is the people they serve: a tech recruiter places engineers, a fintech investor backs fintechs. */
const MARKET_SPECIALISTS = new Set(["Recruiter", "Investor"]);

const isMarketSpecialist = (role: string): boolean => withAncestors("job_role", role).some((ancestor) => MARKET_SPECIALISTS.has(ancestor));

function servedOf(terms: readonly string[]): Pick<CompiledSegment, "served"> {
  const industries: string[] = [];
  for (const term of terms) {
    for (const hit of findLabelHits(tokenize(term).tokens)) {
      if (hit.category === "industry") industries.push(hit.label);
      else if (hit.category === "job_role") industries.push(...industriesOfRole(hit.label));
    }
  }
  return industries.length === 0 ? {} : { served: { terms, industries: acceptedFor("industry", industries) } };
}

interface TriggerGroup {
  /** Base forms. */
  words: Set<string>;
  /** Surface forms: employers' names, founding verbs. */
  texts: Set<string>;
  /** Any @mention may name an employer. */
  mentions: boolean;
}

/**
 * One group per category a lead needs evidence of: the role, when one is asked for (anything
 * else only ever lowers the outcome); else every required category. A lead shows some word of
 * every group.
 */
function triggersOf(wanted: readonly WantedCategory[]): CompiledSegment["triggers"] {
  const labelsOf = (category: Category) => taxonomy().find((entry) => entry.category === category)?.labels.map((label) => label.name) ?? [];
  const role = wanted.find((w) => w.category === "job_role");
  const needed = role ? [role] : wanted.filter((w) => w.required);
  return needed.map(({ category, accepted, related }) => {
    const group: TriggerGroup = { words: new Set(), texts: new Set(), mentions: false };
    const add = (found: Iterable<string>, into = group.words) => {
      for (const word of found) into.add(word);
    };
    const industries = (labels: ReadonlySet<string>) => {
      add(firstWordsOf("industry", labels));
      add(companyFirstWords(labels), group.texts);
      group.mentions = true;
    };
    const labels = new Set([...accepted, ...related]);
    add(firstWordsOf(category, labels));
    if (category === "job_role") {
      add(firstWordsOf("skill", new Set(labelsOf("skill").filter((skill) => rolesOfSkill(skill).some((r) => labels.has(r))))));
      // Roles read from a title and an employer ("Partner at Coral Capital"), or from founding something.
      for (const [industry, titled] of ROLES_AT_EMPLOYERS) if (labels.has(titled)) industries(acceptedFor("industry", [industry]));
      if ([...labels].some((label) => withAncestors("job_role", label).includes("Founder") || label === "Founder")) add(FOUNDING_VERBS, group.texts);
      // Roles said as the work itself ("I teach 3rd grade").
      add(activityVerbsOf(labels), group.texts);
      // A creator said by their audience ("310k subscribers").
      add(audienceWordsOf(labels), group.texts);
      // Working where the roles work ("AE at a security company").
      const fields = acceptedFor("industry", [...new Set([...accepted].flatMap((label) => industriesOfRole(label)))].filter((industry) => !UNSPECIFIC_INDUSTRIES.has(industry)));
      if (fields.size > 0) industries(fields);
    } else if (category === "industry") {
      add(firstWordsOf("job_role", new Set(labelsOf("job_role").filter((r) => industriesOfRole(r).some((industry) => labels.has(industry))))));
      add(firstWordsOf("skill", new Set(labelsOf("skill").filter((skill) => industriesOfSkill(skill).some((industry) => labels.has(industry))))));
      industries(labels);
    }
    return group;
  });
}
