import { resolveAbbreviations } from "../classifier/evidence.js";
import { findLabelHits, isLexiconWord, labelsOfPhrase, type LabelHit } from "../classifier/lexicon.js";
import { STOP_WORDS, tokenize, type Token } from "../classifier/text.js";
import type { AppliedSearchFilters, FollowerCountTier, GenderValue } from "../segment.js";
import { CATEGORIES, hasNarrowerLabels, industriesOfRole, matchLabel, rolesOfSkill, withAncestors, type Category } from "../taxonomy/taxonomy.js";
import { INCLUDING_WORDS, placesInDescription, type PlaceAsk } from "../places/index.js";
import { followerTiersIn } from "./follower-tiers.js";
import { FEMININE_ROLE_WORDS, genderOfWord, genderSpellings, genderValuesOf } from "./gender-words.js";

export type Seniority = "junior" | "mid-level" | "senior" | "lead" | "staff" | "principal" | "head" | "director" | "vp" | "c-level";

/** One reading of a label phrase the description asks for. */
export interface LabelReading {
  category: Category;
  label: string;
  /** The words that name it, folded ("fundadoras de startups"). */
  quote: string;
  /** The reading a marketer would set as a filter; the others are the phrase's other meanings ("AI" the skill beside "AI" the industry). */
  picked: boolean;
  /**
   * Said of what the people do rather than of who they are: a skill or field in a relative clause
   * ("engineers who run cloud infrastructure") or a topic ("creators who publish about AI"). A
   * classifier takes it as support, not as a requirement. Absent when false.
   */
  context?: boolean;
  /**
   * For an industry, named as one item of a list of kinds whose other items name nothing the
   * taxonomy knows ("crews, officers, chiefs, wildland crews, airport fire"): maybe one kind of a
   * role among others rather than the field asked for. Absent when false.
   */
  amongKinds?: boolean;
  /**
   * For a role, the words right before it the parser could not read: "privacy" in
   * "privacy counsel". They narrow the role to a kind the taxonomy cannot name. Absent when none.
   */
  unread?: string[];
  /** For a skill, said right before a role it narrows ("Rust devs", "sign language interpreters"): which kind of the role is asked for. Absent when false. */
  kindOfRole?: boolean;
  /**
   * For a role, offered in a sentence as a maybe ("DevRel or API tech writers are a maybe",
   * "physicists are ok-ish"), or named by another trade's word among the kinds in brackets after a
   * role ("dental lab techs (CDTs, ceramists, CAD/CAM designers)"): near the roles asked for, not
   * one of them. Absent when false.
   */
  hedged?: boolean;
}

export interface ExcludedLabel {
  category: Category;
  label: string;
  quote: string;
}

/** What a free-text segment description asks for, read offline and deterministically. */
export interface ParsedDescription {
  /** The filters a marketer would set: one reading per phrase, canonical names in the order written. */
  appliedSearchFilters: AppliedSearchFilters;
  /** Empty: the text asks for no gender. */
  genderValues: GenderValue[];
  /** Every tier the follower ranges named overlap; empty: the text names none. */
  followerCountTiers: FollowerCountTier[];
  /** Every reading of every label phrase outside a negation, picked or not. */
  readings: LabelReading[];
  /** Labels named in a negation ("not recruiters", "sin reclutadores"): evidence against, never filters. */
  excludedLabels: ExcludedLabel[];
  /** Labels both asked for and refused, each time it is refused ("mixing engineers ... not beat producers"): the refusal may name a kind of it. */
  refusedKinds: ExcludedLabel[];
  /** The negated text of each negation, whether or not it names a label ("not bots" -> "bots"). */
  excludedTerms: string[];
  /** Seniority asked of the roles ("senior backend engineers", "VPs of sales"), in the order written. */
  seniority: Seniority[];
  /**
   * What the people serve rather than are: the words after "who hire", "helping", "who sell to"
   * ("recruiters who hire engineers" -> "engineers"). Their labels are neither filters nor exclusions.
   */
  servedTerms: string[];
  /** Whether the text asks for organisations themselves ("indie game studios", "DTC brands") rather than people. */
  asksForOrganisations: boolean;
  /** Whether the people are asked for at startups ("finance leaders at startups and scale-ups"), not at any company. */
  atStartups: boolean;
  /** Roles the people asked for work for ("chief of staff to a CEO or founder"): CEO, Founder. */
  principals: string[];
  /** Deputies are asked for as fully as the rest ("GMs and AGMs"), not as a maybe ("ASMs ok-ish") nor refused. */
  deputiesAsked: boolean;
  /**
   * Whether only people working for themselves are asked for: "groomers who run their own business"
   * with no employed alternative, or "independent financial advisers", "freelance translators".
   */
  ownBusiness: boolean;
  /** Where the people are to be ("sales directors in DACH", "UK-based nurses"); absent when the text names no place. */
  places?: PlaceAsk;
}

/**
 * Reads a segment description: label phrases from the taxonomy (the longest phrase first, "X or Y
 * engineers" as two roles, "who run startups" as founders), negations, gender words and feminine
 * role forms, follower ranges and seniority words. Pure and deterministic.
 */
export function parseDescription(description: string): ParsedDescription {
  const { tokens: written, folded } = tokenize(description);
  const places = placesInDescription(description);
  const tokens = written.map((token) => lexiconForm(token, folded));
  const quote = (start: number, end: number) => folded.slice(tokens[start].start, tokens[end - 1].end);
  // "GPs, family medicine docs": an abbreviation of two roles is read by the description's other words, as in a bio.
  const found = findLabelHits(tokens);
  const hits = withoutInnerReadings(withElidedHeads(tokens, folded, resolveAbbreviations([...found, ...lowerCaseSkillsBeforeRoles(tokens, found)], tokens, [tokens])));
  const scopes = negationScopes(tokens, hits, folded);
  const isNegated = (index: number) => scopes.some((scope) => scope.from <= index && index < scope.to);
  const served = servedScopes(tokens, folded, hits);
  const servedBy = (index: number) => served.find((scope) => scope.from <= index && index < scope.to);
  // The buyers of "people who sell software to banks" are their market: its industries stay, as context.
  const isServed = (hit: LabelHit) => {
    const scope = servedBy(hit.start);
    return scope !== undefined && !(scope.market && hit.category === "industry");
  };
  const ownedFields = new Set<LabelHit>();
  const engineers = softwareEngineers(tokens, hits.filter((hit) => !isNegated(hit.start)));
  const agents = [...agentRoles(tokens, hits), ...engineers];
  const all = [...hits, ...ownershipRoles(tokens, hits, ownedFields), ...agents].filter((hit) => !isServed(hit) && !isOrganisationNoun(tokens, hit, hits) && !qualifiesAPlace(tokens, hit));
  const positive = all.filter((hit) => !isNegated(hit.start) && !namesAWorkplace(tokens, hit) && !otherPeople(tokens, hit) && !lineManagers(tokens, hit) && !workplaceInList(tokens, folded, hit, hits) && !workplaceInParentheses(tokens, folded, hit) && !auditsOf(tokens, hit, hits) && !toolInBrackets(tokens, folded, hit, hits) && !tradeAgency(tokens, hit) && !verbWithObject(tokens, hit) && !(hits.includes(hit) && (saysAKind(tokens, hit) || conditional(tokens, hit) || kindOfOrganisation(tokens, folded, hit))));
  // "florists ... people who design and sell arrangements": beside roles named, the doer of a verb restates them.
  const restated = new Set(positive.some((hit) => hit.category === "job_role" && hits.includes(hit)) ? agents : []);
  const picked = withoutArrangements(tokens, folded, withoutRestatements(tokens, pickReadings(tokens, positive.filter((hit) => !restated.has(hit)))));
  const listed = listClauses(tokens, folded);
  const context = contextReadings(tokens, folded, listed, positive);
  for (const hit of positive) if (servedBy(hit.start)?.market) context.add(hit);
  for (const hit of ownedFields) context.delete(hit);
  for (const hit of restated) context.add(hit);

  // Sentences that offer their roles as a maybe, when another sentence names roles without one.
  const hedgedSentences = new Set(tokens.flatMap((token, i) => (HEDGES.has(token.text) ? [listed[i]] : [])));
  if (!picked.some((hit) => hit.category === "job_role" && !hedgedSentences.has(listed[hit.start]))) hedgedSentences.clear();

  const filters: AppliedSearchFilters = {};
  for (const category of CATEGORIES) {
    const labels = [...new Set(picked.filter((hit) => hit.category === category).sort((a, b) => a.start - b.start).map((hit) => hit.label))];
    if (labels.length > 0) filters[category] = labels;
  }
  const asked = new Set(positive.map((hit) => `${hit.category}\u0000${hit.label}`));
  const excludedLabels = new Map<string, ExcludedLabel>();
  const refusedKinds: ExcludedLabel[] = [];
  for (const hit of all.filter((hit) => isNegated(hit.start) && isHead(tokens, folded, hit, all) && !namesProducts(tokens, hit) && !narrowedRefusal(tokens, hit))) {
    const refused = { category: hit.category, label: hit.label, quote: quote(hit.start, hit.end) };
    if (asked.has(`${hit.category}\u0000${hit.label}`)) refusedKinds.push(refused);
    else excludedLabels.set(`${hit.category}\u0000${hit.label}`, refused);
  }
  return {
    appliedSearchFilters: filters,
    genderValues: genderValuesOf(genderCues(description, tokens, positive, isNegated)),
    followerCountTiers: followerTiersIn(folded.toLowerCase()),
    readings: positive.map((hit) => {
      const unread = hit.category === "job_role" ? unreadModifiers(tokens, hit, all) : [];
      // "Engineers who build products on top of LLMs": the skills are what makes the bare engineers the ones asked for.
      const kindOfEngineers = engineers.length > 0 && hit.category === "skill" && picked.includes(hit);
      return {
        category: hit.category,
        label: hit.label,
        quote: quote(hit.start, hit.end),
        picked: picked.includes(hit),
        ...(context.has(hit) && !kindOfEngineers && { context: true }),
        ...(amongKinds(tokens, listed, hits, hit) && { amongKinds: true }),
        ...(unread.length > 0 && { unread }),
        ...(hit.category === "skill" && (kindOfEngineers || (skillBeforeRole(tokens, folded, hit, picked) && !includedInClause(tokens, hit.start) && !INCLUDING_WORDS.has(tokens[hit.start - 1]?.text ?? ""))) && { kindOfRole: true }),
        ...(hit.category === "job_role" && (hedgedSentences.has(listed[hit.start]) || otherTradeInBrackets(tokens, folded, hit, picked) || broadRoleAtUnreadPlace(tokens, hit, hits, picked)) && { hedged: true }),
        // "Lean/CI people in hospitals, banks or offices are ok-ish": the fields of a maybe are no fields asked for.
        ...(hit.category === "industry" && hedgedSentences.has(listed[hit.start]) && { hedged: true }),
      };
    }),
    excludedLabels: [...excludedLabels.values()],
    refusedKinds,
    excludedTerms: [...new Set(scopes.map((scope) => quote(scope.from, scope.to)))],
    seniority: seniorityOf(tokens, positive, isNegated),
    servedTerms: [...new Set(served.map((scope) => quote(scope.from, scope.to)))],
    asksForOrganisations: asksForOrganisations(tokens, listClauses(tokens, folded), positive, isNegated),
    ownBusiness: !offersInHouse(tokens, isNegated) && (asksForOwnBusiness(folded.toLowerCase()) || positive.some((hit) => hit.category === "job_role" && INDEPENDENT.has(tokens[hit.start - 1]?.text ?? "") && tokens[hit.start - 1].clause === tokens[hit.start].clause && !includedInClause(tokens, hit.start))),
    deputiesAsked: deputiesAsked(tokens, folded, isNegated),
    principals: [...new Set(hits.filter((hit) => hit.category === "job_role" && served.some((scope) => scope.principal && scope.from <= hit.start && hit.start < scope.to)).map((hit) => hit.label))],
    atStartups: hits.some((hit) => isStartups(tokens, hit, hits, servedBy(hit.start) !== undefined) && !isNegated(hit.start) && !orAnyCompany(tokens, hit)),
    ...(places && !placesOfOneKind(tokens, listed, positive, places) && !placesAsStyles(tokens, listed, places) && !placesBesideTools(tokens, folded, hits, places) && { places }),
  };
}

const ENGINEER_WORDS = new Set(["engineer", "engineers"]);

/**
 * "rust devs", "go developers": a skill written in lower case right before a role, which the
 * lexicon takes only capitalised (the words rust and go), is that skill all the same.
 */
function lowerCaseSkillsBeforeRoles(tokens: readonly Token[], hits: readonly LabelHit[]): LabelHit[] {
  const covered = new Set(hits.flatMap((hit) => Array.from({ length: hit.end - hit.start }, (_, i) => hit.start + i)));
  return hits.flatMap((role) => {
    const at = role.start - 1;
    const token = tokens[at];
    if (role.category !== "job_role" || token === undefined || covered.has(at) || token.casing !== "lower" || token.clause !== tokens[role.start].clause || token.kind !== "word") return [];
    return findLabelHits([{ ...token, casing: "capitalised" }])
      .filter((hit) => hit.category === "skill")
      .map((hit) => ({ ...hit, start: at, end: at + 1 }));
  });
}

const GENERIC_TITLES = new Set(["Business Owner", "Founder", "Co-founder", "CEO", "Manager", "Consultant", "Freelancer", "Student"]);

/** Between skills before one role: "AR/VR and XR developers", "Python, Go or Rust engineers". */
const SKILL_LIST_GAP = /^\s*(?:[/,&+]|\bor\b|\band\b|\bo\b|\by\b|\bund\b|\boder\b|\bet\b|\bou\b)?\s*$/;

/** A skill, alone or in a list of skills, right before a role it narrows: "Rust devs", "sign language interpreters". */
function skillBeforeRole(tokens: readonly Token[], folded: string, hit: LabelHit, picked: readonly LabelHit[]): boolean {
  let end = hit.end;
  for (;;) {
    const next = tokens[end];
    if (next === undefined) return false;
    // The list's commas split clauses: the gaps say what joins it.
    const role = picked.find((other) => other.category === "job_role" && other.start === end);
    // "the technical post-sales owner of big customers": a skill before a title any trade has says no kind; a consultant is said by it ("SAP consultants").
    if (role) return /^[\s-]*$/.test(folded.slice(tokens[end - 1].end, next.start)) && (!GENERIC_TITLES.has(role.label) || role.label === "Consultant");
    const skill = picked.find((other) => other.category === "skill" && other.start === end) ?? (CONJUNCTIONS.has(next.text) ? picked.find((other) => other.category === "skill" && other.start === end + 1) : undefined);
    if (!skill || !SKILL_LIST_GAP.test(folded.slice(tokens[end - 1].end, tokens[skill.start].start))) return false;
    end = skill.end;
  }
}

/**
 * "Engineers who build products on top of LLMs: RAG, agents, evals": a bare "engineers", where the
 * description names no role but software skills or a software industry, are software engineers.
 */
function softwareEngineers(tokens: readonly Token[], hits: readonly LabelHit[]): LabelHit[] {
  if (hits.some((hit) => hit.category === "job_role")) return [];
  const software = hits.some(
    (hit) => (hit.category === "skill" && rolesOfSkill(hit.label).some((role) => withAncestors("job_role", role).includes("Software Engineer"))) || (hit.category === "industry" && withAncestors("industry", hit.label).includes("Technology")),
  );
  const at = tokens.findIndex((token, index) => ENGINEER_WORDS.has(token.text) && !hits.some((hit) => hit.start <= index && index < hit.end));
  if (!software || at < 0) return [];
  // The engineers the skills name ("AI Engineer" for RAG) are asked for beside software engineers.
  const named = hits.flatMap((hit) => (hit.category === "skill" ? rolesOfSkill(hit.label).filter((role) => role.endsWith(" Engineer")) : []));
  return ["Software Engineer", ...new Set(named)].map((label) => ({ category: "job_role", label, start: at, end: at + 1 }));
}

/**
 * "a project other developers depend on", "founders who help fellow founders": roles of other
 * people than those asked for ("nurses and other clinicians" widens the ask instead).
 */
const OTHER_PEOPLE = new Set(["other", "fellow", "otros", "otras", "outros", "outras", "autres", "andere", "anderen", "altri", "altre"]);
function otherPeople(tokens: readonly Token[], hit: LabelHit): boolean {
  const other = tokens[hit.start - 1];
  if (hit.category !== "job_role" || other === undefined || !OTHER_PEOPLE.has(other.text) || other.clause !== tokens[hit.start].clause) return false;
  return !CONJUNCTIONS.has(tokens[hit.start - 2]?.text ?? "");
}

/** Most words back from a role to the "at" of a list of workplaces it ends. */
const WORKPLACE_LIST_REACH = 12;

/** "at utilities, TSOs/DSOs, developers or engineering firms": a role word among kinds of workplace names one more kind, not people asked for. */
function workplaceInList(tokens: readonly Token[], folded: string, hit: LabelHit, hits: readonly LabelHit[]): boolean {
  if (hit.category !== "job_role") return false;
  for (let i = hit.start - 1; i >= 0 && i >= hit.start - WORKPLACE_LIST_REACH; i--) {
    if (!/^[\s,/&]*$/.test(folded.slice(tokens[i].end, tokens[i + 1].start))) return false;
    const industry = hits.find((other) => other.category === "industry" && other.start <= i && i < other.end);
    if (industry) {
      i = industry.start;
      if (WORKPLACE_WORDS.has(tokens[i - 1]?.text ?? "") && /^\s+$/.test(folded.slice(tokens[i - 1].end, tokens[i].start))) return true;
      continue;
    }
    if (!CONJUNCTIONS.has(tokens[i].text)) return false;
  }
  return false;
}

/** "in-house (agencies, brands, youtube channels, post houses)": a role word in brackets beside kinds of organisation names one more workplace. */
function workplaceInParentheses(tokens: readonly Token[], folded: string, hit: LabelHit): boolean {
  if (hit.category !== "job_role") return false;
  const at = tokens[hit.start].start;
  const open = Math.max(folded.lastIndexOf("(", at), folded.lastIndexOf("\uff08", at));
  if (open < 0 || !inParentheses(folded, at)) return false;
  const closeAt = folded.slice(at).search(/[)\uff09]/);
  const close = closeAt < 0 ? folded.length : at + closeAt;
  return tokens.some((token, index) => (index < hit.start || index >= hit.end) && token.start > open && token.end <= close && ORGANISATION_NOUNS.has(token.text));
}

/** "people managers with direct reports", "people managers who run teams": line managers, not the HR title "People Manager". */
const LINE_MANAGER_FOLLOWERS = new Set(["with", "who", "that", "managing", "leading", "running"]);
const lineManagers = (tokens: readonly Token[], hit: LabelHit): boolean =>
  hit.label === "HR Professional" && tokens[hit.start].text === "people" && hit.end - hit.start === 2 && tokens[hit.start + 1].text === "managers" && LINE_MANAGER_FOLLOWERS.has(tokens[hit.end]?.text ?? "");

/** Nouns for what a business sells: "no machine translation software" refuses products, not everyone working in tech. */
const PRODUCT_NOUNS = new Set(["software", "app", "apps", "tool", "tools", "platform", "platforms", "product", "products"]);

/** "not DJs who only play sets": the refusal is of the few who only do that, not of every DJ. */
const narrowedRefusal = (tokens: readonly Token[], hit: LabelHit): boolean =>
  (["who", "that"].includes(tokens[hit.end]?.text ?? "") && ["only", "just", "solely", "merely"].includes(tokens[hit.end + 1]?.text ?? "")) ||
  // "Not PCB-only hardware engineers": those who do only one thing of the trade.
  (tokens[hit.start - 1]?.text === "only" && tokens[hit.start - 1].joined && tokens[hit.start - 2]?.clause === tokens[hit.start].clause);

const namesProducts = (tokens: readonly Token[], hit: LabelHit): boolean => hit.category === "industry" && PRODUCT_NOUNS.has(tokens[hit.end - 1].base);

/** Places, organisations and products a role word may qualify: "academic libraries", "IT support companies", "a developer platform". */
const PLACE_NOUNS = new Set([
  "library", "libraries", "company", "companies", "firm", "firms", "business", "businesses", "department", "departments", "office", "offices", "shop", "shops",
  "provider", "providers", "bureau", "bureaus", "centre", "centres", "center", "centers", "platform", "platforms", "portal", "portals", "tool", "tools", "sdk", "sdks",
]);

/** A role word before a place or a product is what kind of it ("academic libraries", "developer platform"), not a role asked for. */
const qualifiesAPlace = (tokens: readonly Token[], hit: LabelHit): boolean =>
  hit.category === "job_role" && tokens[hit.end] !== undefined && tokens[hit.end].clause === tokens[hit.end - 1].clause && PLACE_NOUNS.has(tokens[hit.end].text);

/**
 * "hotel revenue managers (RMS, channel manager, OTAs)": a role's name in the singular among the
 * tools in brackets after a role is a tool; people are asked for in the plural ("(Shopify, Amazon sellers)").
 */
function toolInBrackets(tokens: readonly Token[], folded: string, hit: LabelHit, hits: readonly LabelHit[]): boolean {
  const last = tokens[hit.end - 1];
  if (hit.category !== "job_role" || last.text !== last.base || !inParentheses(folded, tokens[hit.start].start)) return false;
  const open = folded.lastIndexOf("(", tokens[hit.start].start);
  const close = folded.indexOf(")", tokens[hit.end - 1].end);
  const inside = (other: LabelHit) => tokens[other.start].start > open && (close < 0 || tokens[other.end - 1].end <= close);
  return hits.some((other) => other.category === "skill" && inside(other)) && hits.some((other) => other.category === "job_role" && tokens[other.end - 1].end < open);
}

/**
 * "clinicians at rehab / treatment centers": a broad role narrowed to a workplace the taxonomy
 * cannot name is not every clinician. Beside a role asked for outright, it is near it.
 */
function broadRoleAtUnreadPlace(tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[], picked: readonly LabelHit[]): boolean {
  const at = tokens[hit.end];
  if (!hasNarrowerLabels("job_role", hit.label) || !["at", "in"].includes(at?.text ?? "") || at.clause !== tokens[hit.end - 1].clause) return false;
  const place = tokens.slice(hit.end + 1).filter((token) => token.clause === at.clause);
  return place.length > 0 && !hits.some((other) => other.start > hit.end && other.start <= hit.end + place.length) && picked.some((other) => other.category === "job_role" && other.label !== hit.label);
}

const ACADEMIA = ["Higher Education", "Scientific Research"];

/**
 * "dental lab techs (CDTs, ceramists, CAD/CAM designers)": a role in brackets after a trade's name
 * in the same sentence, neither it nor a kind of it, is one of the trade's kinds said in another
 * trade's word: the potter and the designer are not asked for. A trade of the same field is
 * ("accountants (CPAs, tax preparers)"), and a generic or broad title before the brackets is
 * narrowed by them instead ("shop owners (florists, bakers)", "healthcare workers (nurses, paramedics)").
 */
function otherTradeInBrackets(tokens: readonly Token[], folded: string, hit: LabelHit, picked: readonly LabelHit[]): boolean {
  const at = tokens[hit.start].start;
  if (!inParentheses(folded, at)) return false;
  const open = Math.max(folded.lastIndexOf("(", at), folded.lastIndexOf("\uff08", at));
  const outer = picked.findLast((other) => other.category === "job_role" && tokens[other.end - 1].end <= open && !/[.!?;]/.test(folded.slice(tokens[other.end - 1].end, open)));
  // Letters in capitals are the trade's credentials ("(CPO, CP, CO)"), and a singular word before the brackets qualifies them ("academic (professors, postdocs)").
  const last = tokens[hit.end - 1];
  if (outer === undefined || last.casing === "upper" || tokens[outer.end - 1].text === tokens[outer.end - 1].base || GENERIC_TITLES.has(outer.label) || hasNarrowerLabels("job_role", outer.label) || outer.label === hit.label) return false;
  if (withAncestors("job_role", hit.label).includes(outer.label) || withAncestors("job_role", outer.label).includes(hit.label)) return false;
  // "accountants (CPAs, tax preparers)": a trade of the same field is one of its kinds, asked for; so is an academic rank ("economists (professors, postdocs)").
  const fields = new Set([...industriesOfRole(outer.label), ...ACADEMIA]);
  return !industriesOfRole(hit.label).some((field) => fields.has(field));
}

/** "WCAG audits", "SEO audits": audits of what the label before names, not the audit industry. */
const auditsOf = (tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[]): boolean =>
  hit.category === "industry" && hit.end - hit.start === 1 && tokens[hit.start].base === "audit" && hits.some((other) => other.end === hit.start && tokens[other.start].clause === tokens[hit.start].clause);

/** "startups", "scale-ups": what kind of organisation, not a market ("fintech startups", "at Series A startups"). */
const ORGANISATION_WORDS = new Set(["startup", "start", "up", "ups", "scale", "scaleup", "empresa", "emergente"]);

/** A bare "agency" before a role says how the role is held ("agency recruiters"), not a market. */
const ARRANGEMENT_WORDS = new Set(["agency", "agencies", "in-house"]);
const ACCOUNT_WORDS = new Set(["account", "accounts", "page", "pages"]);

function isOrganisationNoun(tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[]): boolean {
  if (hit.category !== "industry") return false;
  if (hit.end - hit.start === 1 && ARRANGEMENT_WORDS.has(tokens[hit.start].text)) {
    const between = tokens[hit.end];
    const role = hits.find((other) => other.category === "job_role" && tokens[other.start].clause === tokens[hit.start].clause && (other.start === hit.end || (other.start === hit.end + 1 && !CONJUNCTIONS.has(between.text))));
    if (role) return true;
    // "Translation agencies", "agency accounts": agencies of another field, or the organisations themselves, not marketing agencies.
    const before = tokens[hit.start - 1];
    const field = before?.clause === tokens[hit.start].clause && hits.some((other) => other !== hit && other.start <= hit.start - 1 && hit.start - 1 < other.end);
    if (field || ACCOUNT_WORDS.has(between?.base ?? "")) return true;
  }
  for (let i = hit.start; i < hit.end; i++) if (!ORGANISATION_WORDS.has(tokens[i].base) && !(tokens[i].base === "tech" && i === hit.start && hit.end - hit.start > 1) && !(tokens[i].base === "early" || tokens[i].base === "stage")) return false;
  return true;
}

/** Whether an including word stands before `at` in its clause: "curators, including independent exhibition curators". */
function includedInClause(tokens: readonly Token[], at: number): boolean {
  for (let i = at - 1; i >= 0 && tokens[i].clause === tokens[at].clause; i--) if (INCLUDING_WORDS.has(tokens[i].text)) return true;
  return false;
}

const INDEPENDENT = new Set(["independent", "freelance", "self-employed", "autonomos", "autonomas", "freiberufliche", "freiberufler", "independientes", "independants", "independantes"]);
const OWN_BUSINESS = /\b(?:run|runs|running|own|owns|owning|have|has|having|with) (?:their|his|her|my|our) own\b/;
/** The sentence around "who run their own business" offers no other way to be asked for ("at a small firm or run their own practice"). */
function asksForOwnBusiness(text: string): boolean {
  const found = OWN_BUSINESS.exec(text);
  if (!found) return false;
  const from = Math.max(text.lastIndexOf(".", found.index), text.lastIndexOf(";", found.index)) + 1;
  const to = text.slice(found.index).search(/[.;]/);
  const sentence = text.slice(from, to < 0 ? text.length : found.index + to);
  return !/\bor\b/.test(sentence);
}

const STARTUP_WORDS = new Set(["startup", "scaleup", "scale", "start"]);
/** Words that make startups where the people work: "at startups", "in early-stage startups". */
const WORKPLACE_WORDS = new Set(["at", "in", "within", "inside", "across", "en", "em", "bei", "chez"]);

/**
 * "at startups and scale-ups", "startup CFOs": startups as where the people work, not what they
 * invest in or sell to. After "at" or "in" they stay so even in a list of the people served
 * ("chief of staff to a CEO or founder, at startups").
 */
function isStartups(tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[], served: boolean): boolean {
  if (hit.category !== "industry" || !isOrganisationNoun(tokens, hit, [])) return false;
  if (!tokens.slice(hit.start, hit.end).some((token) => STARTUP_WORDS.has(token.base))) return false;
  const clause = tokens[hit.start].clause;
  const near = (at: number) => tokens[at] !== undefined && tokens[at].clause === clause;
  for (let at = hit.start - 1; at >= hit.start - 3 && near(at); at--) if (WORKPLACE_WORDS.has(tokens[at].text)) return true;
  return !served && hits.some((other) => other.category === "job_role" && other.start === hit.end && near(hit.end));
}

/** Nouns for any organisation: "a startup or company they run" asks for no startup in particular. */
const ANY_COMPANY = new Set(["company", "companies", "business", "businesses", "firm", "firms", "organisation", "organisations", "organization", "organizations", "corporate", "corporates", "enterprise", "enterprises"]);
const STARTUPS_REACH = 3;

function orAnyCompany(tokens: readonly Token[], hit: LabelHit): boolean {
  const clause = tokens[hit.start].clause;
  for (let at = Math.max(0, hit.start - STARTUPS_REACH); at < Math.min(tokens.length, hit.end + STARTUPS_REACH); at++) {
    if (tokens[at].clause === clause && ANY_COMPANY.has(tokens[at].text)) return true;
  }
  return false;
}

/**
 * Whether a refused phrase is the head of what the negation refuses, not a word qualifying it: in
 * "not sales influencers" or "not HR software vendors or consultants" the refused are the
 * influencers, the vendors and the consultants, never sales or HR.
 */
function isHead(tokens: readonly Token[], folded: string, hit: LabelHit, hits: readonly LabelHit[]): boolean {
  const next = tokens[hit.end];
  if (next === undefined || (next.clause !== tokens[hit.start].clause && !QUOTES_ONLY.test(folded.slice(tokens[hit.end - 1].end, next.start)))) return true;
  if (hits.some((other) => other !== hit && other.start < hit.end && other.end > hit.end)) return true; // inside a longer phrase read on its own
  // "not ... at airlines or car rental firms": an industry's firms joined to a field refused are refused as a field.
  if (hit.category === "industry" && PLACE_NOUNS.has(next.text) && CONJUNCTIONS.has(tokens[hit.start - 1]?.text ?? "")) return true;
  return CONJUNCTIONS.has(next.text) || SCOPE_ENDS.has(next.text) || NOUN_PHRASE_ENDS.has(next.text) || NEGATIONS.has(next.text) || REFUSED_BEFORE.has(next.text);
}

/** Words that end a noun phrase: prepositions and relative pronouns ("agencies in Berlin", "recruiters who ..."). */
const NOUN_PHRASE_ENDS = new Set([
  "in", "at", "of", "for", "from", "with", "on", "who", "that", "which", "whose", "like", "such", "as", "or", "and", "de", "en", "em", "da", "do",
  "des", "du", "von", "bei", "im", "aus", "mit", "di", "del", "della", "que", "qui", "die", "der", "das", "che", "unless", "except", "etc",
]);

/** Verbs whose objects are the people served, not the people sought: "recruiters who hire engineers", "agencies helping founders". */
const SERVING_VERBS = new Set([
  "help", "helps", "helping", "helped", "manage", "manages", "supervise", "supervises", "supervising", "hire", "hires", "hiring", "recruit", "recruits", "recruiting", "serve", "serves", "serving", "coach",
  "coaches", "coaching", "mentor", "mentors", "mentoring", "advise", "advises", "advising", "support", "supports", "supporting", "train",
  "trains", "training", "place", "places", "placing", "represent", "represents", "representing", "ayudan", "ayuda", "ayudar", "ayudando",
  "contratan", "ajudam", "ajuda", "ajudar", "ajudando", "aident", "aide", "aider", "recrutent", "helfen", "hilft", "unterstutzen", "aiutano",
  "aiuta", "aiutare", "assumono",
]);
/** "sell to", "sells to", "selling to": the buyers are served. */
const SELLING_VERBS = new Set(["sell", "sells", "selling", "sold", "market", "markets", "marketing", "pitch", "pitches", "pitching"]);

/**
 * Token ranges of the people served: after a serving verb ("who hire") or "sell(ing) ... to", to
 * the end of the sentence, across the commas of a list ("who hire engineers, product and data
 * talent"), up to a "but" or a negation.
 */
function servedScopes(tokens: readonly Token[], folded: string, hits: readonly LabelHit[]): (Scope & { market: boolean; principal: boolean })[] {
  const inPhrase = (index: number) => hits.some((hit) => hit.end - hit.start > 1 && hit.start <= index && index < hit.end);
  const listGoesOn = (index: number) => tokens[index].clause === tokens[index - 1].clause || LIST_GAP.test(folded.slice(tokens[index - 1].end, tokens[index].start));
  // "..., incl. executive function coaches": a list of kinds of the role ends the people served.
  const servedEnds = (index: number) => SCOPE_ENDS.has(tokens[index].text) || NEGATIONS.has(tokens[index].text) || INCLUDING.has(tokens[index].text);
  /** Where the list of people served that starts at `from` ends. */
  const listEnd = (from: number) => {
    let to = from;
    while (to < tokens.length && (to === from || listGoesOn(to)) && !servedEnds(to)) to++;
    return to;
  };
  const roleInList = (from: number) => {
    for (let i = from; i < tokens.length && i < from + SERVED_LIST_REACH && (i === from || listGoesOn(i)) && !servedEnds(i); i++) {
      if (roleAt(tokens, i, hits)) return true;
    }
    return false;
  };
  const scopes: (Scope & { market: boolean; principal: boolean })[] = [];
  tokens.forEach((token, index) => {
    if (inPhrase(index)) return;
    let from = -1;
    let principal = false;
    let market = SELLING_VERBS.has(token.text) || CALLING.has(token.text);
    // Not glued into a compound ("self-serve bays"), nor a role's noun ("Money coaches or financial coaches who help").
    if (SERVING_VERBS.has(token.text) && !token.joined && !roleNoun(tokens, hits, index)) from = index + 1;
    // "calling on doctors": a rep's customers.
    else if (CALLING.has(token.text) && tokens[index + 1]?.text === "on" && tokens[index + 1].clause === token.clause) from = index + 2;
    // "people who make records for artists": in a relative clause, whom the work is for (not whom one works for).
    else if (token.text === "for" && inRelativeClause(tokens, index) && !WORKING.has(tokens[index - 1]?.text ?? "")) from = index + 1;
    // "Business coaches for solopreneurs": whom a role is for; the fields named there stay, as the market.
    // "adhd coaches for adults, college students or parents": the role may come later in the list.
    else if (ROLE_FOR.has(token.text) && hits.some((hit) => hit.category === "job_role" && hit.end === index && tokens[hit.start].clause === token.clause) && roleInList(index + 1)) {
      from = index + 1;
      market = true;
    }
    // "chief of staff to a CEO or founder", "assistant to the founders": whom the role before works for.
    // Not a range of ranks: "from PMs to heads of product".
    else if (token.text === "to" && hits.some((hit) => hit.category === "job_role" && hit.end === index && tokens[hit.start - 1]?.text !== "from") && roleAt(tokens, index + 1, hits)) {
      from = index + 1;
      principal = true;
    }
    else if (SELLING_VERBS.has(token.text)) {
      for (let i = index + 1; i <= index + SELLING_REACH && i < tokens.length && tokens[i].clause === token.clause; i++) if (tokens[i].text === "to") from = i + 1;
    }
    if (from < 0) return;
    const to = listEnd(from);
    if (to > from) scopes.push({ from, to, market, principal });
  });
  // "adhd coaches for adults, college students or parents": a role whose own phrase ends in whom it is for goes on to more of them.
  for (const hit of hits) {
    if (hit.category !== "job_role" || hit.end >= tokens.length || !tokens.slice(hit.start + 1, hit.end).some((token) => ROLE_FOR.has(token.text)) || !listGoesOn(hit.end) || !roleInList(hit.end)) continue;
    scopes.push({ from: hit.end, to: listEnd(hit.end), market: true, principal: false });
  }
  return scopes;
}
const CALLING = new Set(["call", "calls", "calling"]);
const INCLUDING = new Set(["incl", "including", "inkl", "inklusive", "incluyendo", "incluindo", "includes"]);
/** How many words after "for" a role of the people served may start. */
const SERVED_LIST_REACH = 6;
const ROLE_FOR = new Set(["for", "para", "pour", "fur"]);
/** Words before a verb that make it one: "who coaches", "she mentors". */
const VERB_SUBJECTS = new Set(["who", "that", "which", "i", "we", "you", "he", "she", "they", "also", "and", "or", "to", "quien", "que", "qui", "die", "der", "che"]);
/** "Money coaches", "coach de pareja": a serving verb's word read as a role, after no subject, is that role's noun. */
const roleNoun = (tokens: readonly Token[], hits: readonly LabelHit[], index: number): boolean =>
  !(tokens[index - 1]?.clause === tokens[index].clause && VERB_SUBJECTS.has(tokens[index - 1].text)) && hits.some((hit) => hit.category === "job_role" && hit.start <= index && index < hit.end);
/** Whether a role, or an article and a role, starts at `index`. */
function roleAt(tokens: readonly Token[], index: number, hits: readonly LabelHit[]): boolean {
  const at = ARTICLES.has(tokens[index]?.text ?? "") ? index + 1 : index;
  return hits.some((hit) => hit.category === "job_role" && hit.start === at);
}
const ARTICLES = new Set(["a", "an", "the"]);
const WORKING = new Set(["work", "works", "working", "worked"]);

/** "toxicologists at CROs", "devs at Shopify": after "at" a skill's or a role's word names a workplace, unless one is good at it. */
function namesAWorkplace(tokens: readonly Token[], hit: LabelHit): boolean {
  // "at Shopify brands": a word naming the kind of workplace after it stays.
  const kindOfWorkplace = tokens[hit.end]?.clause === tokens[hit.start].clause && ORGANISATION_NOUNS.has(tokens[hit.end].base);
  return hit.category !== "industry" && tokens[hit.start - 1]?.text === "at" && tokens[hit.start - 1].clause === tokens[hit.start].clause && !GOOD_AT.has(tokens[hit.start - 2]?.text ?? "") && !kindOfWorkplace;
}
const GOOD_AT = new Set(["good", "great", "skilled", "expert", "experts", "better", "best", "strong", "fluent", "proficient", "experienced"]);

/** Whether a relative pronoun ("who", "that") opens the clause before `index`. */
function inRelativeClause(tokens: readonly Token[], index: number): boolean {
  for (let i = index - 1; i >= 0 && tokens[i].clause === tokens[index].clause; i--) if (RELATIVE_OPENERS.has(tokens[i].text)) return true;
  return false;
}

/** A comma or a slash between the items of a list. */
const LIST_GAP = /^\s*[,/]\s*$/;
/** "selling software to other businesses". */
const SELLING_REACH = 3;

/** Opening a relative clause or a participle phrase: what follows says what the people do. */
const RELATIVE_OPENERS = new Set(["who", "that", "which", "whose", "whom", "working", "building", "doing", "using", "que", "quienes", "qui", "die", "der", "welche", "che", "quem"]);
/** Opening a topic: "creators who publish about AI", "newsletters on product". */
const TOPIC_OPENERS = new Set(["about", "on", "covering", "sobre", "sur", "uber", "su", "over"]);
/** "mostly B2B tech", "ideally in fintech": a leaning, not a requirement. */
const LEANING_WORDS = new Set(["mostly", "mainly", "ideally", "preferably", "primarily", "especially", "typically", "usually", "often", "bonus", "plus"]);
/** "who work in fintech": the field someone works in is who they are, even in a relative clause. */
const FIELD_REACH = 3;

/**
 * "In house or at payroll bureaus", "at partners and consultancies, or in-house": a field offered as
 * one choice beside in-house work anywhere is no field every lead must show.
 */
function besideInHouse(tokens: readonly Token[], sentence: readonly number[], hit: LabelHit): boolean {
  const clause = tokens[hit.start].clause;
  const inHouseAt = (i: number) => (tokens[i].text === "house" && tokens[i - 1]?.text === "in") || tokens[i].text === "in-house" || tokens[i].text === "inhouse";
  let inHouse = false;
  let or = false;
  for (let i = hit.start - 1; i >= 0 && tokens[i].clause === clause; i--) {
    if (tokens[i].text === "or") or = true;
    if (inHouseAt(i)) inHouse = true;
  }
  if (inHouse && or) return true;
  for (let i = hit.end, or = false; i < tokens.length && sentence[i] === sentence[hit.start]; i++) {
    if (tokens[i].text === "or") or = true;
    if (or && inHouseAt(i)) return true;
  }
  return false;
}

/** Whether `at` sits inside parentheses: "civil engineers (site, design, transport)" names specialities, not a field they must show. */
function inParentheses(folded: string, at: number): boolean {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    const c = folded[i];
    if (c === "(" || c === "\uff08") depth++;
    else if ((c === ")" || c === "\uff09") && depth > 0) depth--;
  }
  return depth > 0;
}

/**
 * Readings of skills, industries and personality said of what the people do rather than who they
 * are: after "who"/"that" (unless tied to the field by "in"/"at": "who work in fintech"), after
 * "about", or in parentheses. Roles are never context: "women who founded a startup" asks for founders.
 */
function contextReadings(tokens: readonly Token[], folded: string, sentence: readonly number[], hits: readonly LabelHit[]): Set<LabelHit> {
  const context = new Set<LabelHit>();
  for (const hit of hits) {
    if (hit.category === "job_role") continue;
    if (inParentheses(folded, tokens[hit.start].start) || inAddedKindSentence(tokens, sentence, hits, hit) || besideInHouse(tokens, sentence, hit) || amongScopes(tokens, folded, sentence, hit) || kindOfTheRole(tokens, folded, hits, hit) || ownProduct(tokens, hit) || arrangementAgency(tokens, hit) || functionOfLeader(tokens, hit) || alternativeToUnread(tokens, sentence, hits, hit) || businessModelOnly(tokens, hit)) {
      context.add(hit);
      continue;
    }
    let opener: string | undefined;
    let field = false;
    for (let i = hit.start - 1; i >= 0 && sentence[i] === sentence[hit.start]; i--) {
      const text = tokens[i].text;
      if (hit.start - i <= FIELD_REACH && FIELD_PREPOSITIONS.has(text)) field = true;
      if (TOPIC_OPENERS.has(text) || LEANING_WORDS.has(text)) {
        opener = "topic";
        break;
      }
      if (RELATIVE_OPENERS.has(text)) {
        opener = "relative";
        break;
      }
    }
    if (opener === "topic" || (opener === "relative" && !field)) context.add(hit);
  }
  return context;
}

/** Words that offer what a sentence names as a maybe. */
/** Whether a deputy is named outside a sentence offering it as a maybe and outside a refusal. */
function deputiesAsked(tokens: readonly Token[], folded: string, isNegated: (index: number) => boolean): boolean {
  const sentence: number[] = [];
  tokens.forEach((token, i) => sentence.push(i === 0 ? 0 : sentence[i - 1] + (SENTENCE_END.test(folded.slice(tokens[i - 1].end, token.start)) ? 1 : 0)));
  const hedged = new Set(tokens.flatMap((token, i) => (HEDGES.has(token.text) ? [sentence[i]] : [])));
  return tokens.some((token, i) => (DEPUTY_WORDS.has(token.text) || (token.cjk && token.text.includes("副"))) && !hedged.has(sentence[i]) && !isNegated(i));
}

/** Words that name a deputy of a role: "assistant store managers", "AGMs", "stellv. Filialleiter". */
const DEPUTY_WORDS = new Set(["assistant", "assistants", "asst", "deputy", "deputies", "agm", "agms", "asm", "asms", "stellv", "stellvertretende", "stellvertretender", "adjoint", "adjointe", "adjunto", "adjunta", "subgerente", "subdirector", "subdirectora"]);
const HEDGES = new Set(["maybe", "perhaps", "possibly", "ish", "okish", "meh", "borderline", "quizás", "quizas", "talvez", "peut-être", "vielleicht", "forse"]);
/** Words that add a kind to those asked for, or offer it as a maybe: "CV researchers at universities fine", "robotics perception counts". */
const ADDING_WORDS = new Set(["fine", "count", "counts", "ok", "okay", "too", "welcome", "well", ...HEDGES]);

/**
 * "CV researchers at labs and universities fine": a field in a sentence adding a kind of people, beside
 * roles asked for in a sentence of their own, is where that kind works, not a field every lead must show.
 */
function inAddedKindSentence(tokens: readonly Token[], sentence: readonly number[], hits: readonly LabelHit[], hit: LabelHit): boolean {
  if (hit.category !== "industry") return false;
  const adds = (of: number) => tokens.some((token, i) => sentence[i] === of && ADDING_WORDS.has(token.text));
  return adds(sentence[hit.start]) && hits.some((role) => role.category === "job_role" && sentence[role.start] !== sentence[hit.start] && !adds(sentence[role.start]));
}

/**
 * "Bid managers at B2B companies", "reps selling B2B": how the companies sell, with nothing of what
 * they are about, is no field the leads must show; "B2B software" and "B2B SaaS companies" name one.
 */
function businessModelOnly(tokens: readonly Token[], hit: LabelHit): boolean {
  if (hit.category !== "industry" || hit.label !== "B2B Software" || hit.end - hit.start !== 1 || tokens[hit.start].text !== "b2b") return false;
  // "selling B2B by phone": how they sell, said after the verb.
  return ANY_COMPANY.has(tokens[hit.end]?.text ?? "") || SELLING_VERBS.has(tokens[hit.start - 1]?.text ?? "");
}

/**
 * "Controllers at air navigation service providers ... or in military ATC": a field offered as the
 * other place to work, after workplaces no reading names, is one choice of two, not a field asked for.
 */
function alternativeToUnread(tokens: readonly Token[], sentence: readonly number[], hits: readonly LabelHit[], hit: LabelHit): boolean {
  if (hit.category !== "industry" || hit.start < 2 || tokens[hit.start - 2].text !== "or" || !ALTERNATIVE_PLACES.has(tokens[hit.start - 1].text)) return false;
  return !hits.some((other) => other.category === "industry" && other.start < hit.start && sentence[other.start] === sentence[hit.start]);
}

const ALTERNATIVE_PLACES = new Set(["in", "at", "for", "within"]);

/** Titles so broad that a word before them says which trade ("driving instructors", "motorbike instructors"). */
const BROAD_ROLE_WORDS = new Set(["instructor", "teacher", "specialist", "consultant", "engineer", "designer", "artist", "worker", "agent", "officer", "technician", "assistant", "coach", "advisor", "adviser", "operator", "analyst", "expert", "professional"]);
/** Words before a broad title that say how, not which trade ("freelance designers", "senior engineers"). */
const HOW_WORDS = new Set(["senior", "junior", "lead", "head", "chief", "principal", "staff", "freelance", "independent", "certified", "licensed", "registered", "qualified",
  "experienced", "professional", "local", "private", "small", "working", "self-employed", "solo", "young", "female", "male", "women", "woman", "human", "real", "actual", "individual", "aspiring", "former", "new", "top", "great", "good", "best"]);

/** Adjective endings: "active angel investors", "practising data scientists" say what state the people are in, not what kind of role. */
const ADJECTIVE_ENDING = /(?:ing|ive|ed|al|ic|ous|ful|able|ible|ant|ent|ary|ish|less)$/;
/** Adjectives of a field, which do say what kind: "technical co-founders", "clinical pharmacists". */
const FIELD_ADJECTIVES = new Set(["technical", "clinical", "medical", "legal", "digital", "financial", "commercial", "residential", "industrial", "academic", "scientific", "mechanical", "electrical", "editorial", "political", "musical", "culinary"]);
/** Words that grade the word before them: "PhD level researchers". */
const GRADE_WORDS = new Set(["level", "grade", "class", "tier", "caliber", "calibre"]);

/**
 * The nouns right before a role, in its clause, that are no stop word, how word, number or part
 * of a label phrase: the kind of role ("privacy counsel", "youth coaches") the taxonomy cannot name.
 */
function unreadModifiers(tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[]): string[] {
  // "家計コーチ": in Chinese, Japanese or Korean text a role's word inside a longer word is qualified by the rest of it.
  const own = tokens[hit.start];
  if (hit.end - hit.start === 1 && own.cjk && matchLabel("job_role", own.text) !== hit.label) return [own.text];
  const after = kindAfter(tokens, hit, hits);
  if (after.length > 0) return after;
  const unread: string[] = [];
  for (let at = hit.start - 1; at >= 0; at--) {
    const token = tokens[at];
    if (token.clause !== tokens[hit.start].clause || token.kind !== "word" || STOP_WORDS.has(token.text) || HOW_WORDS.has(token.text) || /^\d/.test(token.text)) break;
    // "neurodivergent coaches", "dating coaches": before a broad title an adjective says which kind.
    const kindOfBroad = hit.end - hit.start === 1 && BROAD_ROLE_WORDS.has(tokens[hit.start].base);
    if ((ADJECTIVE_ENDING.test(token.text) && !FIELD_ADJECTIVES.has(token.text) && !kindOfBroad) || GRADE_WORDS.has(token.text) || ARRANGEMENT_WORDS.has(token.text)) break;
    if (hits.some((other) => other.start <= at && at < other.end)) break;
    unread.unshift(token.text);
  }
  // "In-house and agency recruiters": one of several kinds, some of them no kind at all ("CTOs and technical co-founders" joins two roles).
  // "Mainframe and COBOL programmers" joins two kinds the taxonomy cannot name: both narrow the role.
  const at = hit.start - unread.length - 1;
  const joinsKinds = at > 0 && CONJUNCTIONS.has(tokens[at].text) && !hits.some((other) => other.category === "job_role" && other.end === at);
  if (!joinsKinds) return unread;
  const other = tokens[at - 1];
  // "Credit risk and model risk analysts" elides the role's own word: its kinds are further back.
  const elided = tokens.slice(hit.start, hit.end).some((token) => token.text === other.text);
  const unreadKind = !elided && other.clause === tokens[hit.start].clause && other.kind === "word" && !STOP_WORDS.has(other.text) && !HOW_WORDS.has(other.text) && !ARRANGEMENT_WORDS.has(other.text) && !ADJECTIVE_ENDING.test(other.text) && !hits.some((h) => h.start <= at - 1 && at - 1 < h.end);
  return unreadKind && unread.length > 0 ? [other.text, ...unread] : [];
}

/** Role words that, in the singular, a description uses as adjectives: "academic economists", "field, commercial or academic archaeologists". */
const ROLE_ADJECTIVES = new Set(["academic"]);

function saysAKind(tokens: readonly Token[], hit: LabelHit): boolean {
  return hit.category === "job_role" && hit.end - hit.start === 1 && ROLE_ADJECTIVES.has(tokens[hit.start].text);
}

/**
 * "Coach financiero", "infirmières hygiénistes", "enfermeras de control de infecciones": a list item
 * of a title and, after it, one word or a phrase after "de", as Romance languages put the kind.
 */
function kindAfter(tokens: readonly Token[], hit: LabelHit, hits: readonly LabelHit[]): string[] {
  const clause = tokens[hit.start].clause;
  const inClause = (i: number) => tokens[i]?.clause === clause;
  if (inClause(hit.start - 1) || !inClause(hit.end)) return [];
  const of = KIND_OF.has(tokens[hit.end].text);
  let end = hit.end + (of ? 1 : 0);
  while (inClause(end) && !ADDING_WORDS.has(tokens[end].text)) end++;
  const kind = tokens.slice(hit.end + (of ? 1 : 0), end);
  // Then the clause ends, or says only that it will do ("coach amoureux ok").
  while (inClause(end) && ADDING_WORDS.has(tokens[end].text)) end++;
  if (inClause(end) || kind.length === 0 || kind.length > (of ? KIND_WORDS_AFTER_OF : 1)) return [];
  const words = kind.filter((token) => !STOP_WORDS.has(token.text) && !KIND_OF.has(token.text));
  // "CRO specialists": a title's word after another role is the head, the role before it the kind.
  if (words.length === 0 || words.some((token) => token.kind !== "word" || HOW_WORDS.has(token.text) || TITLE_HEADS.has(token.base) || /^\d/.test(token.text))) return [];
  return hits.some((other) => other !== hit && other.category === "job_role" && other.start >= hit.end && other.start < end) ? [] : words.map((token) => token.text);
}
const TITLE_HEADS = new Set([...BROAD_ROLE_WORDS, "manager", "lead", "director", "head", "partner", "executive", "associate", "representative", "rep", "owner", "founder", "developer", "designer", "administrator", "admin"]);
/** At most this many words after "de": "de control de infecciones". */
const KIND_WORDS_AFTER_OF = 4;
const KIND_OF = new Set(["de", "di", "du", "des", "da", "do", "del", "della"]);

/**
 * "small marketing agencies (social media, paid ads, SEO...)": a trade's name in brackets after an
 * organisation says what kind of organisation it is ("DTC brands (Amazon sellers)" still asks for sellers).
 */
function kindOfOrganisation(tokens: readonly Token[], folded: string, hit: LabelHit): boolean {
  if (hit.category !== "job_role" || !inParentheses(folded, tokens[hit.start].start)) return false;
  if (matchLabel("skill", folded.slice(tokens[hit.start].start, tokens[hit.end - 1].end)) === undefined) return false;
  const open = folded.lastIndexOf("(", tokens[hit.start].start);
  let before = -1;
  for (let i = 0; i < tokens.length && tokens[i].end <= open; i++) before = i;
  return before >= 0 && ORGANISATION_NOUNS.has(tokens[before].text);
}

/** "firefighters only if they're medics too": a role asked for on a condition is not asked for itself. */
function conditional(tokens: readonly Token[], hit: LabelHit): boolean {
  const next = tokens[hit.end];
  const after = tokens[hit.end + 1];
  return hit.category === "job_role" && next !== undefined && next.clause === tokens[hit.start].clause && ((next.text === "only" && (after?.text === "if" || after?.text === "when")) || (next.text === "if" && after?.text === "they"));
}

/** Kinds of practice a trade has, not fields: "residential", "commercial", "new or used". */
const SCOPE_WORDS = new Set(["residential", "commercial", "private", "public", "new", "used", "indie", "independent", "inpatient", "outpatient", "domestic", "international", "corporate", "boutique"]);
const ALTERNATION = /\bor\b|\/|\+|\bou\b|\bo\b|\boder\b/;

/** "Interior designers, residential or commercial / hospitality": a field offered as one kind of practice among others is context. */
function amongScopes(tokens: readonly Token[], folded: string, sentence: readonly number[], hit: LabelHit): boolean {
  for (let i = hit.start - 1; i >= 0 && i >= hit.start - 4 && sentence[i] === sentence[hit.start]; i--) {
    if (SCOPE_WORDS.has(tokens[i].text) && ALTERNATION.test(folded.slice(tokens[i].end, tokens[hit.start].start))) return true;
  }
  return false;
}

/** A colon, or a dash between spaces, after a role: what follows lists its kinds ("network engineers - routing & switching, ..."). */
const KINDS_OPENER = /^\s*:\s*$|^\s+[-–—]\s+$/;
const SENTENCE_END = /[.;!?]/;

/**
 * "Arborists: climbers, groundies, utility line clearance crews, consulting arborists", "network
 * engineers - campus, WAN and data center networks, wireless": a field in one item of the list of
 * a role's kinds, opened by a colon or a dash right after the role, names one kind of it, not a
 * field every lead must work in ("... at hospitals" ties one).
 */
function kindOfTheRole(tokens: readonly Token[], folded: string, hits: readonly LabelHit[], hit: LabelHit): boolean {
  if (hit.category !== "industry") return false;
  const gap = (i: number) => folded.slice(tokens[i - 1].end, tokens[i].start);
  // Back to the colon or dash, across the list's commas and brackets, but not past a sentence's end.
  let opens = hit.start;
  while (opens > 0 && !KINDS_OPENER.test(gap(opens))) {
    if (SENTENCE_END.test(gap(opens))) return false;
    opens--;
  }
  if (opens === 0 || !hits.some((role) => role.category === "job_role" && role.end === opens)) return false;
  let end = hit.end;
  while (end < tokens.length && !SENTENCE_END.test(gap(end))) end++;
  if (!tokens.slice(opens + 1, end).some((_, i) => LIST_GAP.test(gap(opens + 1 + i)))) return false;
  // "Edtech founders - learning apps, school software": a field named before the list is the one asked for, and the kinds narrow it.
  if (hits.some((other) => other.category === "industry" && other.end <= opens && !tokens.slice(other.end, opens).some((_, i) => SENTENCE_END.test(gap(other.end + i))))) return false;
  // "site safety officers in construction, oil & gas or manufacturing": a list after "in" is where they all work.
  for (let i = hit.start - 1; i >= opens && !hits.some((role) => role.category === "job_role" && role.end === i + 1); i--) if (FIELD_PREPOSITIONS.has(tokens[i].text)) return false;
  return true;
}

/**
 * "spa, sports, deep tissue, prenatal, Thai, mobile": a place's word alone as one item of a list
 * whose other items name no place is a style, not where the people are ("Berlin, Munich" stay).
 */
/** "LLVM or GCC backend folks", "LLVM/GCC": a code joined to a tool by "or", "and" or a slash is another tool, not a place (the Gulf states). */
function placesBesideTools(tokens: readonly Token[], folded: string, hits: readonly LabelHit[], places: PlaceAsk): boolean {
  const skillEndsAt = (i: number) => hits.some((hit) => hit.category === "skill" && hit.end === i);
  const skillStartsAt = (i: number) => hits.some((hit) => hit.category === "skill" && hit.start === i);
  const gap = (i: number) => folded.slice(tokens[i - 1].end, tokens[i].start);
  return places.words.every((words) => {
    const place = tokenize(words).tokens;
    if (place.length !== 1) return false;
    const at = tokens.findIndex((token) => token.text === place[0].text);
    if (at < 0) return false;
    const before = (at >= 2 && JOINERS.has(tokens[at - 1].text) && skillEndsAt(at - 1)) || (at >= 1 && SLASH_ONLY.test(gap(at)) && skillEndsAt(at));
    const after = (JOINERS.has(tokens[at + 1]?.text ?? "") && skillStartsAt(at + 2)) || (at + 1 < tokens.length && SLASH_ONLY.test(gap(at + 1)) && skillStartsAt(at + 1));
    return before || after;
  });
}
const JOINERS = new Set(["or", "and", "&"]);
const SLASH_ONLY = /^\s*\/\s*$/;

function placesAsStyles(tokens: readonly Token[], listed: readonly number[], places: PlaceAsk): boolean {
  const at = places.words.map((words) => tokens.findIndex((token) => token.text === tokenize(words).tokens[0]?.text));
  if (at.some((i) => i < 0 || tokens.filter((token) => token.clause === tokens[i].clause).length !== 1)) return false;
  const placeItems = new Set(at.map((i) => tokens[i].clause));
  return at.every((i) => tokens.some((token, j) => listed[j] === listed[i] && !placeItems.has(token.clause)));
}


/**
 * "field and desk adjusters, independent or staff, CAT adjusters, loss adjusters in the UK/Europe":
 * places said of one item of a list of the roles' kinds name where that kind is called so, not
 * where every lead must be: every place sits in an item naming a role with another item naming
 * a role after it ("founders, CTOs and engineers in Berlin" ends its list: all in Berlin).
 */
function placesOfOneKind(tokens: readonly Token[], sentence: readonly number[], hits: readonly LabelHit[], places: PlaceAsk): boolean {
  const roles = hits.filter((hit) => hit.category === "job_role");
  return places.words.every((words) => {
    const first = tokenize(words).tokens[0]?.text;
    const at = tokens.findIndex((token) => token.text === first);
    if (at < 0) return false;
    const item = tokens[at].clause;
    const list = sentence[at];
    // "UK surveyors doing homebuyer reports = maybe": a place in a sentence offered as a maybe is no place every lead must be in.
    if (tokens.some((token, i) => sentence[i] === list && HEDGES.has(token.text))) return true;
    const itemsWithRoles = new Set(roles.filter((role) => sentence[role.start] === list).map((role) => tokens[role.start].clause));
    return itemsWithRoles.has(item) && [...itemsWithRoles].some((other) => other > item);
  });
}

const LEADER_WORDS = new Set(["head", "heads", "director", "directors", "vp", "vps", "svp", "evp", "chief", "chiefs"]);

/** "director or VP of data/analytics": the field after a leader's "of" is the function they lead, not an industry the company is in. */
const functionOfLeader = (tokens: readonly Token[], hit: LabelHit): boolean =>
  hit.category === "industry" && tokens[hit.start - 1]?.text === "of" && LEADER_WORDS.has(tokens[hit.start - 2]?.text ?? "");

const WORK_ARRANGEMENTS = new Set(["freelance", "freelancer", "freelancers", "independent", "independents", "solo", "self-employed", "in-house", "inhouse", "contractor", "contractors"]);
const AGENCY_WORDS = new Set(["agency", "agencies"]);
/** Words allowed between an agency and the arrangement beside it: "freelancers and small agencies", "freelance or at an agency". */
const ARRANGEMENT_REACH = 4;

/** "freelance or agency", "freelancers and small agencies": an agency offered beside freelancing is a way to work, not the marketing-agency field. */
function arrangementAgency(tokens: readonly Token[], hit: LabelHit): boolean {
  if (hit.category !== "industry" || hit.end - hit.start !== 1 || !AGENCY_WORDS.has(tokens[hit.start].text)) return false;
  const from = Math.max(0, hit.start - ARRANGEMENT_REACH);
  const to = Math.min(tokens.length, hit.end + ARRANGEMENT_REACH);
  for (let i = from; i < to; i++) if (i !== hit.start && tokens[i].clause === tokens[hit.start].clause && WORK_ARRANGEMENTS.has(tokens[i].text)) return true;
  return false;
}

/** Words before "agencies" that say how big or what kind of business, not what trade: "small agencies" are marketing agencies. */
const AGENCY_QUALIFIERS = new Set(["small", "big", "large", "boutique", "local", "independent", "indie", "full-service"]);

/** "small PI agencies", "WP agencies", "translation agencies": the word before a bare agency names its trade, not the marketing-agency field. */
function tradeAgency(tokens: readonly Token[], hit: LabelHit): boolean {
  const before = tokens[hit.start - 1];
  return hit.category === "industry" && hit.end - hit.start === 1 && AGENCY_WORDS.has(tokens[hit.start].text) && before !== undefined && before.clause === tokens[hit.start].clause && before.kind === "word" && !/^\d/.test(before.text) && !AGENCY_QUALIFIERS.has(before.text) && !STOP_WORDS.has(before.text);
}

/** Skills named by a bare verb: "writing", "editing". */
const VERB_SKILLS = new Set(["writing", "editing"]);

/** "people writing CUDA kernels": a verb with its object is what they do, not the writing skill. */
function verbWithObject(tokens: readonly Token[], hit: LabelHit): boolean {
  const next = tokens[hit.end];
  return hit.category === "skill" && hit.end - hit.start === 1 && VERB_SKILLS.has(tokens[hit.start].text) && next !== undefined && next.clause === tokens[hit.start].clause && next.kind === "word" && !CONJUNCTIONS.has(next.text);
}

const SELLER_OPENERS = new Set(["we", "our", "i"]);
const OWN_PRODUCT_VERBS = new Set(["sell", "make", "build", "offer", "provide", "develop", "run"]);

/**
 * "We sell scheduling and payroll software, so we want ...": what the customer writing the
 * segment sells, named before any "to" or "for", is their product, not a field the leads work in.
 */
function ownProduct(tokens: readonly Token[], hit: LabelHit): boolean {
  let first = hit.start;
  while (first > 0 && tokens[first - 1].clause === tokens[hit.start].clause) first--;
  if (!SELLER_OPENERS.has(tokens[first].text) || !OWN_PRODUCT_VERBS.has(tokens[first + 1]?.text ?? "")) return false;
  for (let i = first + 2; i < hit.start; i++) if (tokens[i].text === "to" || tokens[i].text === "for") return false;
  return true;
}

/** Other items of a list that name no field or skill, at least, for a field among them to be one kind of the role: "crews, officers, chiefs, wildland crews, airport fire". */
const KINDS_WITHOUT_LABELS = 2;

/** An industry named as one item of a list of the role's kinds, the other items no field or skill of the taxonomy (roles at most): one kind among others, not a field asked for. */
function amongKinds(tokens: readonly Token[], sentence: readonly number[], hits: readonly LabelHit[], hit: LabelHit): boolean {
  if (hit.category !== "industry") return false;
  const list = sentence[hit.start];
  const items = new Set<number>();
  tokens.forEach((token, index) => {
    if (sentence[index] === list && token.clause !== tokens[hit.start].clause) items.add(token.clause);
  });
  let kinds = 0;
  for (const item of items) {
    const named = hits.filter((other) => sentence[other.start] === list && tokens[other.start].clause === item);
    // An item naming nothing, or only roles ("HSE / EHS managers"), is one kind of the people asked for, not a field.
    if (named.every((other) => other.category === "job_role")) kinds++;
  }
  return kinds >= KINDS_WITHOUT_LABELS;
}

/** Clause numbers with the items of a comma list joined into one clause: "about programming, AI, startups or product". */
function listClauses(tokens: readonly Token[], folded: string): number[] {
  const joined: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    joined.push(previous === undefined ? 0 : token.clause === previous.clause || LIST_GAP.test(folded.slice(previous.end, token.start)) ? joined[index - 1] : joined[index - 1] + 1);
  });
  return joined;
}

/** Nouns for organisations: asked for themselves when no role comes before them and no preposition ties them to one. */
const ORGANISATION_NOUNS = new Set([
  "company", "companies", "brand", "brands", "studio", "studios", "startup", "startups", "agency", "agencies", "business", "businesses", "shop",
  "shops", "store", "stores", "firm", "firms", "organisation", "organisations", "organization", "organizations", "nonprofit", "nonprofits",
  "ngo", "ngos", "restaurant", "restaurants", "cafe", "cafes", "bakery", "bakeries", "clinic", "clinics", "school", "schools", "publisher",
  "publishers", "label", "labels", "outlet", "outlets", "newsletter", "newsletters", "podcast", "podcasts", "community", "communities",
  "marca", "marcas", "empresa", "empresas", "entreprise", "entreprises", "marque", "marques", "unternehmen", "marke", "marken", "azienda", "aziende",
]);
const ORGANISATION_TIES = new Set(["in", "at", "within", "en", "em", "dans", "im", "bei", "nel", "of", "for", "with", "from", "by", "de", "des", "du", "da", "do", "von", "di", "to"]);

function asksForOrganisations(tokens: readonly Token[], sentence: readonly number[], hits: readonly LabelHit[], isNegated: (index: number) => boolean): boolean {
  return tokens.some((token, index) => {
    if (!ORGANISATION_NOUNS.has(token.text) || isNegated(index)) return false;
    // A role before it ("founders of DTC brands") or right after it ("restaurant owners", "agency founders") is who is asked for.
    if (hits.some((hit) => hit.category === "job_role" && sentence[hit.start] === sentence[index] && (hit.start <= index || hit.start === index + 1))) return false;
    for (let i = index - 1; i >= 0 && sentence[i] === sentence[index]; i--) {
      const text = tokens[i].text;
      if (ORGANISATION_TIES.has(text) || RELATIVE_OPENERS.has(text) || TOPIC_OPENERS.has(text) || SERVING_VERBS.has(text)) return false;
    }
    return true;
  });
}

/**
 * Plural endings of the other languages the taxonomy speaks, tried on words that are no taxonomy
 * word in English: "reclutadores" (base "reclutadore"), "Gründerinnen", "Investoren", "Entwicklern",
 * "sviluppatori", "avvocate". Only people's words are tried: "scale" is no plural of "Scala".
 */
const FOREIGN_PLURALS: readonly (readonly [ending: string, singular: string])[] = [["innen", "in"], ["e", ""], ["en", ""], ["n", ""], ["i", "e"], ["i", "o"], ["i", "a"], ["e", "a"]];
/** Shorter words are left alone: "date" is not a plural of "data". */
const FOREIGN_PLURAL_MIN_LENGTH = 5;
/** French and Italian elided articles and prepositions: "l'immobilier", "dell'avvocata". */
const ELISION = /^[\p{L}]{1,4}'(.+)$/u;

/** The token with the base form the taxonomy knows it by, when its English base form is none. */
function lexiconForm(token: Token, folded: string): Token {
  if (token.kind !== "word") return token;
  // "EMs": an acronym with a small plural s is the acronym's plural, even where the capital spelling is another word (EMS).
  const pluralAcronym = token.casing === "upper" && folded[token.end - 1] === "s" && token.base.endsWith("s") ? token.base.slice(0, -1) : undefined;
  if (pluralAcronym !== undefined && isLexiconWord(pluralAcronym)) return { ...token, base: pluralAcronym };
  if (isLexiconWord(token.base)) return token;
  const elided = ELISION.exec(token.base)?.[1];
  // "AEs", "EAs": the plural s of a three-letter acronym, which baseForm keeps ("has", "yes").
  const acronym = token.casing === "upper" && token.base.endsWith("s") ? token.base.slice(0, -1) : undefined;
  const foreign = token.base.length >= FOREIGN_PLURAL_MIN_LENGTH
    ? FOREIGN_PLURALS.map(([ending, singular]) => (token.base.endsWith(ending) ? token.base.slice(0, -ending.length) + singular : "")).find(foreignRoleWord)
    : undefined;
  const base = [elided, acronym].find((candidate) => candidate !== undefined && isLexiconWord(candidate)) ?? foreign;
  return base === undefined ? token : { ...token, base };
}

/**
 * A singular read off a foreign plural that is a role's word: a role by itself ("Fluglotsen"), or a word of a longer
 * role's title that is no field's word ("ingegneri" of "ingegnere del software"); "Saudi" is no "saúde".
 */
const foreignRoleWord = (base: string): boolean =>
  isLexiconWord(base, "job_role") && (labelsOfPhrase([base]).some((label) => label.category === "job_role") || !isLexiconWord(base, "industry"));

const CONJUNCTIONS = new Set(["or", "and", "nor", "o", "y", "u", "e", "ou", "et", "und", "oder"]);
/** Most words a shared head or stem may be elided from: "machine learning or AI engineers". */
const ELIDED_MAX = 3;

/**
 * A phrase's head or stem shared across a conjunction. Before it: "frontend or backend engineers",
 * "product/engineering managers", where the modifier takes the head and loses its own readings
 * ("ML" the skill in "ML or AI engineers"). After it: "heads of marketing or sales", "data
 * scientists and engineers", where the word takes the stem unless it is a label of that category
 * by itself ("product managers and designers"), the stem is no tool ("Salesforce admins and developers")
 * and the two are not titles of one role ("accessibility engineers and testers"). Only results that are labels of the phrase's
 * category count.
 */
function withElidedHeads(tokens: readonly Token[], folded: string, hits: readonly LabelHit[]): LabelHit[] {
  const bases = (from: number, to: number) => tokens.slice(from, to).map((token) => token.base);
  const sameClause = (from: number, to: number) => from >= 0 && to <= tokens.length && tokens[from].clause === tokens[to - 1].clause;
  const labelsOf = (words: string[], category: Category) => labelsOfPhrase(words).filter((reading) => reading.category === category);
  const added: LabelHit[] = [];
  const add = (hit: LabelHit, from: number, to: number, words: string[]) => {
    const readings = labelsOf(words, hit.category);
    added.push(...readings.map((reading) => ({ ...reading, start: from, end: to })));
    return readings.length > 0;
  };
  for (const hit of hits) {
    if (hit.end - hit.start < 2) continue;
    const before = hit.start - 1;
    const joined = before >= 0 && (tokens[hit.start].joined || /^\s*[&+]\s*$/.test(folded.slice(tokens[before].end, tokens[hit.start].start)));
    const last = joined ? before : before >= 0 && CONJUNCTIONS.has(tokens[before].text) ? before - 1 : -1;
    for (let length = Math.min(ELIDED_MAX, last + 1); length >= 1; length--) {
      const first = last - length + 1;
      if (sameClause(first, hit.end) && add(hit, first, last + 1, [...bases(first, last + 1), ...bases(hit.start + 1, hit.end)])) break;
    }
    const next = hit.end + 1;
    if (next >= tokens.length || !CONJUNCTIONS.has(tokens[hit.end].text)) continue;
    // A tool as the stem carries over even to a word that is a label alone: "Salesforce admins and developers".
    const toolStem = labelsOf(bases(hit.start, hit.end - 1), "skill").length > 0;
    for (let length = Math.min(ELIDED_MAX, tokens.length - next); length >= 1; length--) {
      const alone = labelsOf(bases(next, next + length), hit.category);
      // "accessibility engineers and testers": two titles of one role.
      const sameRole = labelsOf([...bases(hit.start, hit.end - 1), ...bases(next, next + length)], hit.category).some((reading) => reading.label === hit.label);
      // "assistant controllers and heads of accounting": a word opening a phrase of its own ("heads of") takes no elided stem.
      if (tokens[next + length]?.text === "of" && tokens[next + length].clause === tokens[next].clause) continue;
      if (sameClause(hit.start, next + length) && (alone.length === 0 || toolStem || sameRole) && add(hit, next, next + length, [...bases(hit.start, hit.end - 1), ...bases(next, next + length)])) break;
    }
  }
  const elided = (hit: LabelHit) => added.some((other) => other.start <= hit.start && hit.end <= other.end);
  return [...hits.filter((hit) => !elided(hit)), ...added];
}

/** A phrase inside a longer one names nothing of its own: "real estate" in "real estate agents". Equal spans stay for pickReadings. */
function withoutInnerReadings(hits: readonly LabelHit[]): LabelHit[] {
  const inside = (inner: LabelHit, outer: LabelHit) => outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;
  // "HR tech companies": a field read off the word a named vertical ends on is that vertical's noun, not any tech company.
  // A business model is no vertical: "B2B tech companies" are tech companies that sell to businesses.
  const overlapsVertical = (hit: LabelHit, other: LabelHit) =>
    hit.category === "industry" && other.category === "industry" && other.start < hit.start && hit.start < other.end && other.end < hit.end && !BUSINESS_MODELS.has(other.label);
  return hits.filter((hit) => !hits.some((other) => inside(hit, other) || overlapsVertical(hit, other)));
}

/** Fields that say how a company sells, not what it is about. */
const BUSINESS_MODELS = new Set(["B2B Software", "SaaS", "Consumer Apps", "Marketplaces", "E-commerce", "DTC Brands"]);

const NEGATIONS = new Set([
  "not", "no", "never", "nor", "neither", "without", "excluding", "exclude", "excludes", "except", "aren't", "isn't", "don't", "doesn't",
  "sin", "ni", "excepto", "salvo", "sem", "nem", "nao", "exceto", "sauf", "sans", "pas", "hors", "ohne", "außer", "ausser", "kein", "keine",
  "keinen", "nicht", "ausgenommen", "senza", "tranne", "non", "eccetto",
]);
const NEGATION_PAIRS = new Set(["other than", "rather than", "instead of"]);
/** After these a negation is no refusal: "not only founders", "no matter the industry". */
const NOT_REFUSING = new Set(["only", "just", "necessarily", "matter", "solo", "nur", "seulement", "apenas"]);
/** Words that end a negation before its clause does: "no agencies but founders". */
const SLASH_GAP = /^\s*\/\s*$/;
const SCOPE_ENDS = new Set(["but", "pero", "aber", "mais", "sondern", "however", "unless", "except", "excepto", "salvo", "sauf", "ausser", "tranne"]);
/** Quote marks around a refused word ('not crypto "coaches"') do not end the refusal. */
const QUOTES_ONLY = /^[\s"'“”‘’«»]+$/u;
/** Negations written after what they refuse: "recruiters excluded". */
/** Negations that, right after the refused, refuse what comes before: "recruiters aren't a fit", "agencies are not what I want". */
const COPULA_NEGATIONS = new Set(["aren't", "isn't", "arent", "isnt"]);
const COPULAS = new Set(["are", "is"]);
const REFUSED_BEFORE = new Set(["excluded", "excluidos", "excluidas", "exclus", "exclues", "ausgeschlossen", "esclusi"]);
/** "Recruiters and HR assistants don't count": a verb refusing, after them, what its clause names. */
const VERB_NEGATIONS = new Set(["don't", "doesn't", "dont", "doesnt"]);
const REFUSING_VERBS = new Set(["count", "qualify", "apply"]);

interface Scope {
  from: number;
  to: number;
}

/** How many words a negation starting at `token` takes ("not", "do not"), or 0. */
const negationWidth = (token: Token, next: Token | undefined): number =>
  next && next.clause === token.clause && NEGATION_PAIRS.has(`${token.text} ${next.text}`) ? 2 : NEGATIONS.has(token.text) && !next?.joined && !notRefusing(token, next) ? 1 : 0;
/** "no solo fundadores" is "not only"; in English "not solo detailers" refuses the solo ones. */
const notRefusing = (token: Token, next: Token | undefined): boolean => NOT_REFUSING.has(next?.text ?? "") && !(next?.text === "solo" && token.text === "not");

/** Token ranges a negation refuses: from its word to the end of its clause (or a "but"); the negating word itself may not be part of a label ("no code"). */
function negationScopes(tokens: readonly Token[], hits: readonly LabelHit[], folded: string): Scope[] {
  const inPhrase = (index: number) => hits.some((hit) => hit.start <= index && index < hit.end);
  const scopes: Scope[] = [];
  tokens.forEach((token, index) => {
    if (inPhrase(index)) return;
    const next = tokens[index + 1]?.clause === token.clause ? tokens[index + 1] : undefined;
    const width = negationWidth(token, next);
    // "not dress designers who don't run a shop": the refused are the designers; what they don't do is no refusal.
    if (width > 0 && RELATIVE.has(tokens[index - 1]?.text ?? "") && scopes.some((scope) => scope.to === index - 1)) return;
    // "Not M&A advisers or business brokers (not lawyers)": a bracket right after the refused says why, and refuses nothing.
    if (width > 0 && /\(\s*$/.test(folded.slice(tokens[index - 1]?.end ?? 0, token.start))) {
      const before = scopes.find((scope) => scope.from < index && scope.to >= index);
      if (before) {
        before.to = index;
        return;
      }
    }
    // "Podiatrists or physical therapists aren't what I want": said after the refused.
    const copula = COPULAS.has(tokens[index - 1]?.text ?? "") ? index - 1 : index;
    const refusingVerb = VERB_NEGATIONS.has(token.text) && REFUSING_VERBS.has(next?.text ?? "") && hits.some((hit) => hit.end <= index && tokens[hit.start].clause === token.clause);
    // "DPOs / privacy lawyers no": a bare "no" closing the clause of what it refuses.
    const trailingNo = token.text === "no" && next === undefined && hits.some((hit) => hit.end === index && tokens[hit.start].clause === token.clause);
    // "Debt collectors and 'debt relief' companies are not it".
    const notIt = width > 0 && copula < index && next?.text === "it" && tokens[index + 2]?.clause !== token.clause;
    if (refusingVerb || trailingNo || notIt || (width > 0 && (COPULA_NEGATIONS.has(token.text) || copula < index) && hits.some((hit) => hit.end === copula && tokens[hit.start].clause === token.clause))) {
      let from = copula;
      while (from > 0 && tokens[from - 1].clause === token.clause) from--;
      scopes.push({ from, to: copula });
      return;
    }
    if (width > 0) {
      let to = index + width;
      // "Not ophthalmologists / eye surgeons": a slash between spaces offers another name for the refused.
      const goesOn = (gap: string) => QUOTES_ONLY.test(gap) || SLASH_GAP.test(gap);
      const doesNot = (at: number) => RELATIVE.has(tokens[at].text) && tokens[at + 1] !== undefined && negationWidth(tokens[at + 1], tokens[at + 2]) > 0;
      while (to < tokens.length && (tokens[to].clause === token.clause || goesOn(folded.slice(tokens[to - 1].end, tokens[to].start))) && !SCOPE_ENDS.has(tokens[to].text) && !doesNot(to)) to++;
      let end = refusedListEnd(tokens, folded, index + width, to);
      // "Not the sales reps themselves (SDRs/AEs)": the brackets right after what is refused name it again.
      if (end < tokens.length && /^\s*\($/.test(folded.slice(tokens[end - 1].end, tokens[end].start))) {
        const close = folded.indexOf(")", tokens[end].start);
        while (end < tokens.length && close >= 0 && tokens[end].start < close) end++;
      }
      scopes.push({ from: index + width, to: end });
    } else if (REFUSED_BEFORE.has(token.text)) {
      let from = index;
      while (from > 0 && tokens[from - 1].clause === token.clause) from--;
      scopes.push({ from, to: index });
    }
  });
  return scopes.filter((scope) => scope.to > scope.from);
}

/** At most this many words in an item of a refused list ("Not venues, DJs or wedding caterers"). */
const REFUSED_ITEM_WORDS = 3;
/** A refused item with a preposition may be this long before its list: "CTOs of big corporates". */
const REFUSED_OBJECT_WORDS = 6;
const LIST_PREPOSITIONS = new Set(["of", "at", "in", "from", "for"]);
const CLOSING_CONJUNCTIONS = new Set(["or", "nor", "and", "o", "ou", "oder", "ni", "nem", "y", "e", "und", "et"]);

/**
 * "Not venues, DJs or caterers": a refusal of a short item runs on over the commas of a list of
 * short items closed by "or", "nor" or "and". Anything else (a longer clause, a "but", another
 * negation, a list never closed) ends it at its own clause.
 */
function refusedListEnd(tokens: readonly Token[], folded: string, from: number, to: number): number {
  // "Not CTOs of big corporates, banks or government": the list goes on from the object of a preposition.
  const ofSomething = to - from <= REFUSED_OBJECT_WORDS && tokens.slice(from, to).some((token) => LIST_PREPOSITIONS.has(token.text));
  if (to - from > REFUSED_ITEM_WORDS && !ofSomething) return to;
  let end = to;
  while (end < tokens.length && LIST_GAP.test(folded.slice(tokens[end - 1].end, tokens[end].start))) {
    let next = end;
    while (next < tokens.length && tokens[next].clause === tokens[end].clause) next++;
    const item = tokens.slice(end, next);
    if (item.some((token) => SCOPE_ENDS.has(token.text) || NEGATIONS.has(token.text))) return to;
    const closing = item.findIndex((token) => CLOSING_CONJUNCTIONS.has(token.text));
    // "... or software tools that serve sellers": a relative clause after the last item says what they all are.
    // "... or paramedics in the field": a phrase after the last item's first word says where they all are.
    const relative = closing < 0 ? -1 : item.findIndex((token, i) => (i > closing && RELATIVE_OPENERS.has(token.text)) || (i > closing + 1 && LIST_PREPOSITIONS.has(token.text)));
    const length = relative < 0 ? item.length : relative;
    const longest = closing < 0 ? length : Math.max(closing, length - closing - 1);
    if (longest > REFUSED_ITEM_WORDS || longest === 0) return to;
    if (closing >= 0) return next;
    end = next;
  }
  return to;
}

const FOUNDING = ["found", "founded", "founding", "cofounded", "start", "starts", "started", "starting", "launch", "launches", "launched", "launching"];
const BUILDING = ["build", "builds", "built", "building"];
const RUNNING = ["run", "runs", "running", "ran"];
const OWNING = ["own", "owns", "owned", "owning"];
/** What someone who founds, runs or owns each kind of organisation is; marketers build and launch brands without owning them. */
const OWNERSHIP: readonly { objects: readonly string[]; verbs: ReadonlySet<string>; label: string }[] = [
  { objects: ["startup", "company"], verbs: new Set([...FOUNDING, ...BUILDING, ...RUNNING]), label: "Founder" },
  { objects: ["business", "shop", "store"], verbs: new Set([...FOUNDING, ...RUNNING, ...OWNING]), label: "Business Owner" },
  { objects: ["brand"], verbs: new Set([...RUNNING, ...OWNING]), label: "Business Owner" },
  { objects: ["agency"], verbs: new Set([...FOUNDING, ...RUNNING, ...OWNING]), label: "Agency Owner" },
];
/** Things of a business that someone may run for it: "brand accounts", "company pages", "brand partnerships". */
const THINGS_OF_A_BUSINESS = new Set(["account", "accounts", "page", "pages", "channel", "channels", "handle", "handles", "profile", "profiles", "socials",
  "campaign", "campaigns", "partnership", "partnerships", "content", "strategy", "events", "newsletter", "newsletters", "communities", "community", "floor", "floors"]);
/** "brand accounts", "company social accounts", "brand or company accounts": a thing of the business right after it, one word or a conjoined one between. */
function modifiesAThing(tokens: readonly Token[], end: number): boolean {
  const spaced = (i: number) => i < tokens.length && tokens[i].start === tokens[i - 1].end + 1;
  const thing = (i: number) => spaced(i) && THINGS_OF_A_BUSINESS.has(tokens[i].text);
  if (thing(end) || (spaced(end) && thing(end + 1))) return true;
  return spaced(end) && CONJUNCTIONS.has(tokens[end].text) && spaced(end + 1) && (thing(end + 2) || (spaced(end + 2) && thing(end + 3)));
}

/** Words between the verb and its object: "who run their own B2B fintech startups". */
const OWNERSHIP_REACH = 5;

/** Prepositions after the object of "run", "own" or "found". */
const OBJECT_ENDS = new Set(["on", "in", "at", "for", "with", "across", "from", "inside", "within"]);

/** Words between "run" and a field that make the field a place someone runs: "run a small hotel", "run their own bakery". */
const ESTABLISHMENT_CUES = new Set(["a", "an", "own", "their", "his", "her", "small", "family", "independent"]);
const OWNERS = new Set(OWNING);
/** How far a list of owned places may run after its first item. */
const OWNED_LIST_REACH = 8;
const RUNNERS = new Set(RUNNING);

/**
 * "women who run fintech startups" asks for founders as surely as "founders" does; "people who own
 * or run a small hotel" asks for the owners of businesses in that industry.
 */
function ownershipRoles(tokens: readonly Token[], hits: readonly LabelHit[], ownedFields: Set<LabelHit>): LabelHit[] {
  const roles: LabelHit[] = [];
  tokens.forEach((verb, start) => {
    // "their own music": an adjective, not the verb. "Electricians who run their own business" are
    // electricians (who also own one), not every business owner.
    if (POSSESSIVES.has(tokens[start - 1]?.text ?? "") || saidOfARole(tokens, hits, start)) return;
    const last = Math.min(tokens.length, start + OWNERSHIP_REACH + 2);
    for (let end = start + 2; end <= last && tokens[end - 1].clause === verb.clause; end++) {
      // "running projects on the shop floor": past a preposition the object has been named.
      if (OBJECT_ENDS.has(tokens[end - 1].text)) break;
      const role = OWNERSHIP.find(({ objects, verbs }) => verbs.has(verb.text) && objects.includes(tokens[end - 1].base));
      // "run a company's open source strategy": what is run is the company's thing, not the company.
      // "run brand or company accounts": nor is a brand's account, page or campaign.
      if (role && (POSSESSIVE_ENDING.test(tokens[end - 1].text) || modifiesAThing(tokens, end))) return;
      if (role) {
        roles.push({ category: "job_role", label: role.label, start, end });
        return;
      }
    }
    if (!OWNERS.has(verb.text) && !RUNNERS.has(verb.text)) return;
    const field = hits.find((hit) => hit.category === "industry" && hit.start > start && hit.end <= last && tokens[hit.start].clause === verb.clause);
    const between = field ? tokens.slice(start + 1, field.start).map((token) => token.text) : [];
    if (!field || (!OWNERS.has(verb.text) && !between.some((word) => ESTABLISHMENT_CUES.has(word)))) return;
    // "run pricing and distribution for a hotel": what is run is the skill named first, not the business.
    if (hits.some((hit) => hit.category === "skill" && hit.start > start && hit.start < field.start)) return;
    // "own the data models behind the reports": a field before a thing of it is no business owned.
    if (namesAThingOfTheField(tokens, field, hits)) return;
    // The verb alone names the owner; the field, and the list it opens ("a small hotel, B&B or
    // hostel"), stay readings of their own, which the owners must work in.
    roles.push({ category: "job_role", label: "Business Owner", start, end: start + 1 });
    for (const hit of hits) if (hit.category === "industry" && hit.start >= field.start && hit.start - field.start <= OWNED_LIST_REACH) ownedFields.add(hit);
  });
  return roles;
}

/** A word after an owned field that is no label, no organisation and no tie: "data models", not "data agency" or "a bakery in Leeds". */
function namesAThingOfTheField(tokens: readonly Token[], field: LabelHit, hits: readonly LabelHit[]): boolean {
  const next = tokens[field.end];
  if (next === undefined || next.clause !== tokens[field.start].clause || next.kind !== "word") return false;
  if (ORGANISATION_NOUNS.has(next.base) || ORGANISATION_TIES.has(next.text) || CONJUNCTIONS.has(next.text) || RELATIVE.has(next.text) || STOP_WORDS.has(next.text)) return false;
  return !hits.some((hit) => hit.start === field.end);
}

/** Opens a clause that says what the people do: "women who farm or ranch", "people that teach". */
const RELATIVE = new Set(["who", "that"]);
const POSSESSIVES = new Set(["their", "his", "her", "my", "our", "your", "its"]);
const POSSESSIVE_ENDING = /'s?$/;
/** Words between "who" and a verb it governs: "who own or run", "who also run". */
const RELATIVE_REACH = 3;

/** Whether the verb at `at` is in a "who" clause said of a role named just before it ("founders who code"). */
function saidOfARole(tokens: readonly Token[], hits: readonly LabelHit[], at: number): boolean {
  for (let i = at - 1; i >= 0 && at - i <= RELATIVE_REACH && tokens[i].clause === tokens[at].clause; i--) {
    if (RELATIVE.has(tokens[i].text)) return hits.some((hit) => hit.category === "job_role" && hit.end === i);
  }
  return false;
}
/** What a clause of verbs may run over before it ends: "who farm, ranch or run ...". */
const VERB_CLAUSE_REACH = 6;
/** Verbs whose doer is no occupation ("run" is no runner, "lead" no leader, "work" no worker). */
const NO_AGENT = new Set(["run", "lead", "work", "build", "make", "do", "help", "manage", "own", "use", "love", "follow", "live", "post", "care", "want", "sell", "start", "serve"]);

/**
 * "women who farm or ranch", "people who teach or tutor": a verb after "who" names the role of
 * its doer (farm -> farmer, teach -> teacher, code -> coder) when the taxonomy knows that doer.
 * Not after a role ("founders who code" are founders who also code, not every coder).
 */
function agentRoles(tokens: readonly Token[], hits: readonly LabelHit[]): LabelHit[] {
  const roles: LabelHit[] = [];
  tokens.forEach((opener, at) => {
    if (!RELATIVE.has(opener.text) || hits.some((hit) => hit.category === "job_role" && hit.end === at)) return;
    for (let i = at + 1; i < Math.min(tokens.length, at + 1 + VERB_CLAUSE_REACH) && tokens[i].clause === opener.clause; i++) {
      const verb = tokens[i].text;
      if (NO_AGENT.has(verb) || verb.length < 3) continue;
      // "who teach yoga": the doer of a verb with a named object is that object's role, not the verb's.
      if (hits.some((hit) => hit.start === i + 1 && tokens[i + 1].clause === opener.clause)) continue;
      const label = matchLabel("job_role", verb.endsWith("e") ? `${verb}r` : `${verb}er`);
      if (label) roles.push({ category: "job_role", label, start: i, end: i + 1 });
    }
  });
  return roles;
}

const PREFERENCE: readonly Category[] = ["job_role", "industry", "skill", "personality"];
/** Words before a phrase that make it the field someone works in: "founders in marketing". */
const FIELD_PREPOSITIONS = new Set(["in", "at", "within", "en", "em", "dans", "im", "bei", "nel"]);
/** Words that make a phrase a skill rather than an industry: "engineers who know machine learning", "SQL skills". */
const SKILL_CUES = new Set([
  "skill", "skills", "skilled", "know", "knows", "knowing", "knowledge", "expertise", "expert", "experts", "proficient", "fluent", "experience",
  "use", "uses", "using", "habilidades", "conocimientos", "experiencia", "competences", "competencias", "kenntnisse", "erfahrung",
]);

/**
 * "Physiotherapists and sports rehab clinicians": a broader role named after a narrower one says
 * the same people again, and asking for it would let in every clinician. Not when a word widens it
 * ("nurses and other clinicians").
 */
function withoutRestatements(tokens: readonly Token[], picked: LabelHit[]): LabelHit[] {
  const restates = (hit: LabelHit) =>
    hit.category === "job_role" &&
    !WIDENING.has(tokens[hit.start - 1]?.text ?? "") &&
    picked.some(
      (other) =>
        other.category === "job_role" &&
        other.start < hit.start &&
        other.label !== hit.label &&
        // "Real estate developers - ... and developers who build": the head word alone again is the role named before.
        (withAncestors("job_role", other.label).includes(hit.label) || (hit.end - hit.start === 1 && other.end - other.start > 1 && tokens[other.end - 1].base === tokens[hit.start].base)),
    );
  return picked.some(restates) ? picked.filter((hit) => !restates(hit)) : picked;
}

/** How a role is held rather than a role of its own. */
const ARRANGEMENT_ROLES = new Set(["Freelancer", "Consultant"]);

/**
 * After a role named, "freelancers who run ad accounts" and, in a sentence of its own, "Freelance
 * consultants count" are more of those people, not every freelancer or consultant ("developers
 * and consultants" still asks for both).
 */
function withoutArrangements(tokens: readonly Token[], folded: string, picked: LabelHit[]): LabelHit[] {
  const named = picked.filter((hit) => hit.category === "job_role" && !ARRANGEMENT_ROLES.has(hit.label));
  const moreOfThem = (hit: LabelHit) =>
    hit.category === "job_role" &&
    ARRANGEMENT_ROLES.has(hit.label) &&
    named.some((role) => role.end <= hit.start && (RELATIVE_OPENERS.has(tokens[hit.end]?.text ?? "") || /[.!?]/.test(folded.slice(tokens[role.end - 1].end, tokens[hit.start].start))));
  return picked.some(moreOfThem) ? picked.filter((hit) => !moreOfThem(hit)) : picked;
}

/** "Freelance consultants count, and so do in-house ops people": in-house work offered, so not only people working for themselves. */
const offersInHouse = (tokens: readonly Token[], isNegated: (index: number) => boolean): boolean =>
  tokens.some((token, i) => (token.text === "in-house" || token.text === "inhouse" || (token.text === "house" && tokens[i - 1]?.text === "in")) && !isNegated(i));

const WIDENING = new Set(["other", "others", "all", "any", "otros", "otras", "outros", "outras", "autres", "andere", "anderen", "altri", "altre", "overige", "diger"]);

/**
 * One category per phrase, as a marketer would set it: a role over an industry over a skill over a
 * personality, except that a skill cue in the clause makes it the skill, and a phrase after "in"
 * or "at" in a sentence that names another role is the field ("founders in marketing").
 */
function pickReadings(tokens: readonly Token[], hits: readonly LabelHit[]): LabelHit[] {
  const spanOf = (hit: LabelHit) => `${hit.start}:${hit.end}`;
  const spans = new Map<string, LabelHit[]>();
  for (const hit of hits) spans.set(spanOf(hit), [...(spans.get(spanOf(hit)) ?? []), hit]);
  const picked: LabelHit[] = [];
  for (const [span, readings] of spans) {
    const { start } = readings[0];
    const categories = new Set(readings.map((hit) => hit.category));
    const skillCue = tokens.some((token) => token.clause === tokens[start].clause && SKILL_CUES.has(token.text));
    const field = FIELD_PREPOSITIONS.has(tokens[start - 1]?.text ?? "") && hits.some((hit) => hit.category === "job_role" && spanOf(hit) !== span);
    let category: Category;
    if (categories.has("skill") && skillCue) category = "skill";
    else if (categories.has("job_role") && field && (categories.has("industry") || categories.has("skill"))) category = categories.has("industry") ? "industry" : "skill";
    else category = PREFERENCE.find((candidate) => categories.has(candidate))!;
    picked.push(...readings.filter((hit) => hit.category === category));
  }
  return picked;
}

function genderCues(description: string, tokens: readonly Token[], positive: readonly LabelHit[], isNegated: (index: number) => boolean) {
  const asked = new Set<GenderValue>();
  const refused = new Set<GenderValue>();
  const spellings = genderSpellings(description);
  spellings.forEach((spelling, index) => {
    const gender = genderOfWord(spelling);
    // In "girl dad" the last word decides.
    const headFollows = tokens[index + 1]?.clause === tokens[index]?.clause && genderOfWord(spellings[index + 1] ?? "") !== undefined;
    if (gender && !headFollows) (isNegated(index) ? refused : asked).add(gender);
  });
  // "fundadoras" asks for women; "fundadores y fundadoras" for everyone, and so does "makeup artists ... maquilladoras welcome":
  // the role named in a form for everyone too.
  const roleHits = positive.filter((hit) => hit.category === "job_role");
  const roleWords = new Set(roleHits.flatMap((hit) => tokens.slice(hit.start, hit.end).map((token) => token.base)));
  const feminine = (hit: LabelHit) => personWords(tokens.slice(hit.start, hit.end)).some((word) => FEMININE_ROLE_WORDS.has(word) && !roleWords.has(FEMININE_ROLE_WORDS.get(word)!));
  const forEveryone = new Set(roleHits.filter((hit) => !feminine(hit)).map((hit) => hit.label));
  if (roleHits.some((hit) => feminine(hit) && !forEveryone.has(hit.label))) asked.add("female");
  return { asked, refused };
}

/** Links inside a role phrase: what follows one names the field, not the person ("directores de planta", "profesores de música"). */
const ROLE_PHRASE_LINKS = new Set(["de", "del", "della", "di", "da", "do", "das", "dos", "du", "des", "of"]);

/**
 * The words of a role phrase that name the person, whose gender the phrase then has: its head, first
 * in Romance phrases ("ingenieras de software", "asesoras financieras"), last in German ones ("freie
 * Journalistinnen"). A word after a link names the field: "planta" in "directores de planta" is no
 * feminine of "plant", nor "marina" in "oficiales de marina mercante" one of "marino".
 */
function personWords(phrase: readonly Token[]): string[] {
  const linked = phrase.some((token) => ROLE_PHRASE_LINKS.has(token.text));
  return linked || phrase.length === 1 ? [phrase[0].base] : [phrase[0].base, phrase[phrase.length - 1].base];
}

const SENIORITY = new Map<string, Seniority>([
  ["junior", "junior"], ["jr", "junior"], ["entry level", "junior"], ["mid level", "mid-level"], ["senior", "senior"], ["sr", "senior"],
  ["snr", "senior"], ["lead", "lead"], ["staff", "staff"], ["principal", "principal"], ["head", "head"], ["director", "director"],
  ["vp", "vp"], ["svp", "vp"], ["evp", "vp"], ["vice president", "vp"], ["chief", "c-level"], ["c level", "c-level"], ["c suite", "c-level"],
]);
/** How far before a role a seniority word still qualifies it: "senior backend and platform engineers". */
const SENIORITY_REACH = 3;

/** Seniority words inside a role phrase ("VPs of Sales"), shortly before one ("senior PMs") or right after one ("desarrolladores senior"). */
function seniorityOf(tokens: readonly Token[], positive: readonly LabelHit[], isNegated: (index: number) => boolean): Seniority[] {
  const roles = positive.filter((hit) => hit.category === "job_role");
  const found: Seniority[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1]?.clause === token.clause ? tokens[index + 1] : undefined;
    const level = (next && SENIORITY.get(`${token.base} ${next.base}`)) ?? SENIORITY.get(token.base);
    if (level === undefined || isNegated(index)) return;
    // "C-level" and "C-suite" name the level alone.
    const standalone = token.text === "c";
    const qualifies = roles.some((role) => (role.start <= index && index < role.end) || (role.start > index && role.start - index <= SENIORITY_REACH && tokens[role.start].clause === token.clause) || role.end === index);
    if ((standalone || qualifies) && !found.includes(level)) found.push(level);
  });
  return found;
}
