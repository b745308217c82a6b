import type { MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import { accountKindOf, type AccountKind } from "./account.js";
import { assessBot, type BotAssessment, type BotKind } from "./bot-score.js";
import { compileSegment, isLeaderRole, type CompiledSegment } from "./compile-segment.js";
import { extractLabelEvidence, type LabelEvidence } from "./evidence.js";
import type { FeedbackModel } from "./feedback.js";
import { inferGenderFrom, type Gender, type GenderInference } from "./gender.js";
import { describeEvidence, measureMatch, MEDIUM_LEVEL, type Grade } from "./match.js";
import { followerTier, type SegmentCriteria, type XProfile } from "./profile.js";
import { matchesPlace, placesOfProfile, type PlaceAsk, type ProfilePlaces } from "../places/index.js";
import { withAncestors } from "../taxonomy/taxonomy.js";
import { formatCount, tokenize, type Token, type TokenizedText } from "./text.js";

export { HIGH_SCORE, MEDIUM_SCORE } from "./match.js";

export type Outcome = (typeof MATCH_OUTCOME.names)[number];

export interface ClassifyOptions {
  /** The segment owner's feedback. */
  feedback?: FeedbackModel;
  /** The clock account ages are measured against, in ms; defaults to now. Pass it for reproducible results. */
  now?: number;
  /**
   * Another judge's verdict on the match (the LLM's), taken instead of the measured outcome. The
   * pre-filters, the bot filter, description exclusions, caps and feedback still apply to it.
   */
  judgement?: { outcome: Outcome; reason: string };
}

export interface Classification {
  outcome: Outcome;
  /** Why, in order: pre-filters, bot filter, the evidence for and against per category, caps, the verdict. */
  reasons: string[];
  botScore: number;
  isBot: boolean;
  /** Why the bot filter dropped it (the user's bot feedback included); null when it did not. */
  botKind: BotKind | null;
  gender: Gender;
  /** Match score 0..1; 0 when a pre-filter or the bot filter decided. */
  score: number;
  /**
   * The labels the profile shows, best evidence per label (named, or worked out from an employer,
   * a role or a skill); empty when a filter decided first or the profile names nothing the
   * segment asks about.
   */
  evidence: LabelEvidence[];
}

/** A `medium` at or above this, like a profile marked good, becomes `high`. */
export const BORDERLINE_SCORE = 0.6;

const LEVELS: readonly Outcome[] = ["none", "medium", "high"];
const lower = (outcome: Outcome): Outcome => LEVELS[Math.max(0, LEVELS.indexOf(outcome) - 1)];
/** Seniority words that a junior, an intern or a student does not have. */
const SENIOR = new Set(["senior", "lead", "staff", "principal", "head", "director", "vp", "c-level"]);
const JUNIOR_ROLES = new Set(["Student", "Doctoral Student", "Dental Student", "Veterinary Student", "Architecture Student", "Intern"]);
const JUNIOR_WORDS = new Set(["junior", "jr", "graduate", "grad", "entry"]);
/** "Between roles, open to Head of Marketing": no current role, whatever the bio says of the last one. */
const BETWEEN_ROLES = /\bbetween (?:roles|jobs|gigs|positions|contracts)\b|\bentre (?:empleos|trabajos|empregos)\b/;

/** Whether a quote shows every one of the words (stems). */
function quotes(quote: string, words: ReadonlySet<string>): boolean {
  const stems = new Set(tokenize(quote).tokens.map((token) => token.stem));
  for (const word of words) if (!stems.has(word)) return false;
  return true;
}

export function classify(profile: XProfile, segment: SegmentCriteria | CompiledSegment, options: ClassifyOptions = {}): Classification {
  const compiled = "compiled" in segment ? segment : compileSegment(segment);
  const analysis = analyse(profile, options.now ?? Date.now());
  const { bot, account } = analysis;
  const feedback = options.feedback?.assess(profile);
  const organisation = account.kind !== "person";
  const gender = genderOf(analysis.gender, organisation, feedback?.genderDoubted ?? false);

  const tier = followerTier(profile.followersCount);
  if (compiled.tiers.size > 0 && !compiled.tiers.has(tier)) {
    return decided(bot, gender, "none", [`excluded by follower tier: ${formatCount(profile.followersCount)} followers is ${tier}, the segment wants ${[...compiled.tiers].join(", ")}`]);
  }
  const caps: string[] = [];
  if (compiled.genders.size > 0) {
    if (gender.gender === "unknown") caps.push(`gender unknown (${gender.evidence})`);
    else if (!compiled.genders.has(gender.gender)) {
      return decided(bot, gender, "none", [`excluded by gender: ${gender.gender} (${gender.evidence}), the segment wants ${[...compiled.genders].join(", ")}`]);
    }
  }
  if (feedback?.blocked) return decided(bot, gender, "none", ["excluded: you marked this profile as a bot"], 0, [], "marked_by_you");
  if (bot.isBot) return decided(bot, gender, "none", [`excluded as a bot: ${bot.summary}`]);
  if (bot.band === "suspect") caps.push(`possible bot (${bot.summary})`);

  // A profile that names nothing the segment asks about (most followers for most segments) has no evidence worth working out.
  const evidence = mayMatch(compiled, analysis) ? evidenceOf(analysis) : NO_EVIDENCE;
  const match = measureMatch(compiled, evidence, () => keywordShare(compiled, analysis));
  const reasons = match.reasons;
  let outcome = match.outcome;
  if (options.judgement) {
    outcome = options.judgement.outcome;
    reasons.push(options.judgement.reason);
  }

  const excluded = compiled.excluded.find((rule) => evidence.some((e) => e.category === rule.category && rule.accepted.has(e.label) && e.strength !== "demoted" && e.source !== "skill" && (rule.words === undefined || quotes(e.quote, rule.words))));
  if (excluded && outcome !== "none") {
    outcome = "none";
    reasons.push(`excluded by the description: '${excluded.quote}' (${excluded.category} ${excluded.label})`);
  }
  if (compiled.personality) {
    const found = bestEvidence(compiled.personality.accepted, "personality", evidence);
    if (found && found.strength !== "demoted") reasons.push(describeEvidence(found));
    else caps.push(`no ${compiled.personality.labels.join(" or ")} personality evidence`);
  }
  if (account.kind === "not-a-person" && outcome !== "none") {
    outcome = "none";
    reasons.push(`excluded: ${account.why}, not a person`);
  } else if (account.kind === "organisation" && outcome !== "none" && !compiled.asksForOrganisations) {
    // A company is a lead only for a segment about its market (a fintech for "people in fintech"), and then no more than `medium`.
    const market = match.grades.some((g) => g.wanted.category === "industry" && g.wanted.required && g.level >= MEDIUM_LEVEL);
    if (market) caps.push(`looks like an organisation, not a person (${account.why})`);
    else {
      outcome = "none";
      reasons.push(`excluded: looks like an organisation, not a person (${account.why})`);
    }
  }
  if (outcome === "high") {
    if (compiled.seniority.some((level) => SENIOR.has(level)) && isJunior(evidence, analysis.bio.tokens)) caps.push(`the segment asks for ${compiled.seniority.join(" or ")} people, this one is junior`);
    const roleGrade = match.grades.find((g) => g.wanted.category === "job_role");
    if (compiled.unnamedRole) caps.push("the description asks for people in a role the taxonomy does not know; the profile shows only the field");
    if (compiled.leadersOnly && roleGrade?.evidence && !leads(roleGrade.evidence, analysis)) caps.push(`the segment asks for leaders, this one has no lead's title ('${roleGrade.evidence.quote}')`);
    // "Co-founder & CTO" is the CTO asked for, whatever kind of co-founder the segment names.
    const unqualified = evidence.some((e) => e.category === "job_role" && e.strength === "strong" && roleGrade?.wanted.accepted.has(e.label) && !compiled.qualifiedRoles.some((q) => q.accepted.has(e.label)));
    const kind = roleGrade?.evidence && !unqualified && compiled.qualifiedRoles.find((q) => q.accepted.has(roleGrade.evidence!.label) && !showsAWord(analysis, q.stems));
    if (kind) caps.push(`the description asks for a kind of ${kind.label} ('${kind.words.join(" ")}'); the profile says nothing of ${kind.words.join(" or ")}`);
    if (roleGrade && (roleGrade.evidence?.cue === "former" || roleGrade.evidence?.cue === "aspiring")) caps.push(`the role is ${roleGrade.evidence.cue}`);
    const deputy = !compiled.deputiesAsked && roleGrade?.evidence && DEPUTY_ROLES.test(roleGrade.evidence.label) ? deputyOf(roleGrade.evidence.quote, analysis) : undefined;
    if (deputy) caps.push(`a deputy ('${deputy}'), the segment asks for the ${roleGrade!.evidence!.label} itself`);
    const retired = evidence.find((e) => e.category === "job_role" && e.label === "Retired" && e.strength !== "demoted" && e.source === undefined);
    if (retired) caps.push(`says they are retired ('${retired.quote}')`);
    const foldedBio = analysis.bio.folded.toLowerCase();
    const between = BETWEEN_ROLES.exec(foldedBio);
    if (between) caps.push(`says they are ${between[0]}: the role is a past one`);
    // A student or an intern is on the way to the role, unless students or interns are the people asked for.
    const learner = evidence.find((e) => e.category === "job_role" && JUNIOR_ROLES.has(e.label) && e.strength !== "demoted" && e.source === undefined);
    if (learner && !roleGrade?.wanted.accepted.has(learner.label)) caps.push(`a ${learner.label.toLowerCase()} ('${learner.quote}')`);
    const principal = compiled.principals.size > 0 ? evidence.find((e) => e.category === "job_role" && e.cue === "service-to" && WORKS_FOR.test(e.quote.toLowerCase()) && !compiled.principals.has(e.label)) : undefined;
    if (principal) caps.push(`works for a ${principal.label} ('${principal.quote}'), the segment asks for people working for a ${[...compiled.principals].slice(0, 2).join(" or ")}`);
    const employer = compiled.ownBusiness && roleGrade?.evidence ? employedAt(roleGrade.evidence, foldedBio) : undefined;
    if (employer) caps.push(`the segment asks for people who run their own business, this one works for an employer ('${employer}')`);
    const established = compiled.atStartups ? establishedOrganisation(evidence, foldedBio) : undefined;
    if (established) caps.push(`the segment asks for people at startups, this one works at an established organisation ('${established}')`);
    if (compiled.fundedCompanies && !FUNDING_ROUND.test(foldedBio)) caps.push("the segment asks for funded companies; the profile names no funding round or backer");
    const elsewhere = compiled.served && servesElsewhere(compiled.served, evidence);
    if (elsewhere) caps.push(`serves ${elsewhere.label} ('${elsewhere.quote}'), the segment wants people serving ${compiled.served!.terms.join("; ")}`);
  }
  if (compiled.places && outcome !== "none") {
    const place = placeOf(compiled.places, analysis);
    if (place.elsewhere) {
      outcome = "none";
      reasons.push(place.elsewhere);
    } else if (place.cap) caps.push(place.cap);
  }
  if (caps.length > 0 && outcome === "high") outcome = "medium";
  for (const cap of caps) reasons.push(`capped at medium: ${cap}`);
  if (feedback?.similarBad && outcome !== "none") {
    outcome = lower(outcome);
    reasons.push(`lowered one level: ${Math.round(feedback.similarBad.similarity * 100)}% similar to profile ${feedback.similarBad.xUserId}, marked bad`);
  } else if (feedback?.similarGood && outcome === "medium" && caps.length === 0 && !organisation && match.score >= BORDERLINE_SCORE) {
    outcome = "high";
    reasons.push(`raised to high: ${Math.round(feedback.similarGood.similarity * 100)}% similar to profile ${feedback.similarGood.xUserId}, marked good`);
  }
  reasons.push(`outcome ${outcome} (match score ${match.score.toFixed(2)})`);
  return decided(bot, gender, outcome, reasons, match.score, evidence === NO_EVIDENCE ? [] : evidence);
}

const NO_EVIDENCE: LabelEvidence[] = [];

/** Roles whose deputy is a rank below them: "Assistant Store Manager", "Stellvertretender Filialleiter", "副店長", not "Assistant Professor". */
const DEPUTY_ROLES = /Manager|Director|Head|Chief|Principal|Administrator|Superintendent|Officer|Controller/;
const DEPUTY_BEFORE = /(?:^|[^\p{L}])(?:assistant|asst\.?|deputy|stellvertretende[rn]?|stellv\.?|vice|vize|sub|segund[oa]|zastepca)[\s-]*$/u;
const DEPUTY_IN = /^(?:assistant|asst\.?|deputy|stellvertretende[rn]?|stellv\.?|vice|vize|sub) |(?:^|\s)(?:adjoint|adjointe|adjunt[oa])(?:\s|$)|^副/u;

/** The deputy's word before or inside the role's phrase, in the bio or the display name. */
function deputyOf(quote: string, analysis: ProfileAnalysis): string | undefined {
  const lower = quote.toLowerCase();
  if (DEPUTY_IN.test(lower)) return quote;
  for (const text of [analysis.bio.folded, analysis.name.folded]) {
    const at = text.indexOf(quote);
    if (at < 0) continue;
    const before = text.slice(Math.max(0, at - 24), at).toLowerCase();
    if (DEPUTY_BEFORE.test(before)) return `${before.trim().split(/\s+/).at(-1)} ${quote}`;
  }
  return undefined;
}

/**
 * Whether the profile is where the description asks for: elsewhere is no lead, unless the bio names
 * the place asked for ("Sales Director DACH, based in Amsterdam": `medium`); no place stated is at most `medium`.
 */
function placeOf(ask: PlaceAsk, analysis: ProfileAnalysis): { elsewhere?: string; cap?: string } {
  const profile = (analysis.places ??= placesOfProfile(analysis.location, analysis.bioText));
  const wanted = ask.words.join(", ");
  const match = matchesPlace(ask, profile);
  if (match === "in") return {};
  if (match === "unknown") return { cap: `the segment asks for people in ${wanted}; the profile says no place` };
  const where = profile.words.join(", ");
  const bioWords = new Set(analysis.bio.tokens.map((token) => token.text));
  const named = ask.words.find((word) => tokenize(word).tokens.every((token) => bioWords.has(token.text)));
  if (named) return { cap: `in ${where}, though the bio names ${named}, the segment asks for people in ${wanted}` };
  return { elsewhere: `excluded by place: in ${where}, the segment asks for people in ${wanted}` };
}

function decided(bot: BotAssessment, gender: GenderInference, outcome: Outcome, reasons: string[], score = 0, evidence: LabelEvidence[] = [], botKind = bot.kind): Classification {
  return { outcome, reasons, botScore: bot.score, isBot: bot.isBot, botKind, gender: gender.gender, score, evidence };
}

/** What classify() learns of a profile whatever the segment: worked out once per profile and classification time. */
interface ProfileAnalysis {
  /** The profile and its fields when analysed, so a profile object changed since is analysed again. */
  profile: XProfile;
  bioText: string;
  displayName: string;
  handle: string;
  followersCount: number;
  followingCount: number;
  tweetCount: number;
  listedCount: number | undefined;
  createdAt: string;
  defaultProfileImage: boolean;
  verified: boolean;
  location: string | undefined;
  url: string | undefined;
  now: number;
  bot: BotAssessment;
  name: TokenizedText;
  bio: TokenizedText;
  account: AccountKind;
  gender: GenderInference;
  /** Worked out only when some segment may match. */
  evidence?: LabelEvidence[];
  /** Worked out only for segments with description keywords. */
  locationTokens?: Token[];
  /** Where the profile says it is, read once a segment asks for a place. */
  places?: ProfilePlaces;
}

/**
 * The last profile analysed, so that classifying one profile for several segments in a row (a run
 * over many segments, the bench) analyses it once. A stream pair, one profile for one segment,
 * neither gains nor pays anything: one comparison, and no cache to grow or collect.
 */
let last: ProfileAnalysis | undefined;

function analyse(profile: XProfile, now: number): ProfileAnalysis {
  if (last !== undefined && last.profile === profile && last.now === now && unchanged(last, profile)) return last;
  const name = tokenize(profile.displayName);
  const bio = tokenize(profile.bio);
  const folded = { bio: bio.folded.toLowerCase(), name: name.folded.toLowerCase() };
  last = {
    profile,
    bioText: profile.bio,
    displayName: profile.displayName,
    handle: profile.handle,
    followersCount: profile.followersCount,
    followingCount: profile.followingCount,
    tweetCount: profile.tweetCount,
    listedCount: profile.listedCount,
    createdAt: profile.createdAt,
    defaultProfileImage: profile.defaultProfileImage,
    verified: profile.verified,
    location: profile.location,
    url: profile.url,
    now,
    bot: assessBot(profile, now, folded),
    name,
    bio,
    account: accountKindOf(folded.name, folded.bio),
    gender: inferGenderFrom(name, bio),
  };
  return last;
}

const unchanged = (a: ProfileAnalysis, p: XProfile): boolean =>
  a.bioText === p.bio && a.displayName === p.displayName && a.handle === p.handle && a.followersCount === p.followersCount && a.followingCount === p.followingCount &&
  a.tweetCount === p.tweetCount && a.listedCount === p.listedCount && a.createdAt === p.createdAt && a.defaultProfileImage === p.defaultProfileImage &&
  a.verified === p.verified && a.location === p.location && a.url === p.url;

function evidenceOf(analysis: ProfileAnalysis): LabelEvidence[] {
  return (analysis.evidence ??= extractLabelEvidence({ title: analysis.name, bio: analysis.bio }));
}

/** Whether the profile shows a word of every trigger group of the segment (see `CompiledSegment.triggers`). */
function mayMatch(compiled: CompiledSegment, { name, bio }: ProfileAnalysis): boolean {
  for (const { words, texts, mentions } of compiled.triggers) {
    if (!shows(bio.tokens, words, texts, mentions) && !shows(name.tokens, words, texts, mentions)) return false;
  }
  return true;
}

function shows(tokens: readonly Token[], words: ReadonlySet<string>, texts: ReadonlySet<string>, mentions: boolean): boolean {
  for (const token of tokens) {
    if (token.cjk || (mentions && token.kind === "mention") || words.has(token.base) || texts.has(token.text)) return true;
  }
  return false;
}

function genderOf(inferred: GenderInference, organisation: boolean, doubted: boolean): GenderInference {
  if (doubted) return { gender: "unknown", source: "none", evidence: "you marked its gender as wrong" };
  if (organisation) return { gender: "unknown", source: "none", evidence: "an organisation" };
  return inferred;
}

const showsAWord = ({ bio, name }: ProfileAnalysis, stems: ReadonlySet<string>): boolean =>
  bio.tokens.some((token) => stems.has(token.stem)) || name.tokens.some((token) => stems.has(token.stem));

function isJunior(evidence: readonly LabelEvidence[], bio: readonly Token[]): boolean {
  return evidence.some((e) => e.category === "job_role" && JUNIOR_ROLES.has(e.label) && e.strength !== "demoted") || bio.some((token) => JUNIOR_WORDS.has(token.text));
}

/**
 * A funding round or backer, in the bio's languages: "Series B", "raised $12M", "backed by Sequoia", "serie A",
 * "levée de fonds", "シリーズB", "B轮", "시리즈 B", "جولة تمويل".
 */
const FUNDING_ROUND = /\b(?:series|serie|série|seri) [a-f]\b|\braised \$?\d|\b(?:vc|venture)[- ]backed\b|\bbacked by\b|\bfunded by\b|\blevee de fonds\b|\bfinanzierungsrunde\b|\brodada (?:de investimento|serie)|\bronda de (?:inversion|financiacion)\b|シリーズ[a-f]|[a-f]轮|시리즈 ?[a-f]\b|جولة تمويل|раунд/;

/** Words of a title that make it a leader's, in the bio's languages: "HR Manager", "Directora de RRHH", "Leiterin Personal". */
const LEAD_TITLE = /\b(?:heads?|directors?|directora|diretora?|directeur|directrice|vp|svp|evp|chief|cxo|leads?|leaders?|managers?|managerin|gerente|jefe|jefa|chefe|leiter|leiterin|responsable|president|presidente)\b/;

/** The words just before a quote in its clause: "Directora de" before "Recursos Humanos". */
const LEAD_REACH = 24;
const CLAUSE_END = /[|•·,;.!?\n][^|•·,;.!?\n]*$/;

/** Whether role evidence is a leader's: by the role, or by a leading word in its title or just before it. */
function leads(evidence: LabelEvidence, { bio, name }: ProfileAnalysis): boolean {
  if (isLeaderRole(evidence.label) || LEAD_TITLE.test(evidence.quote.toLowerCase())) return true;
  for (const { folded } of [bio, name]) {
    const at = folded.indexOf(evidence.quote);
    if (at <= 0) continue;
    const before = folded.slice(Math.max(0, at - LEAD_REACH), at);
    if (LEAD_TITLE.test(before.slice(before.search(CLAUSE_END) + 1).toLowerCase())) return true;
  }
  return false;
}

/** "to the CTO", "to a CVP": whom a role works for. */
const WORKS_FOR = /^to (?:the |a |an |our |my )?\S/;

/** A role tied to an employer: "Groomer at PetSmart", "Dog trainer @ a national franchise". */
const AT_AN_EMPLOYER = /\s(?:(?:at|bei|chez|presso|pa)\s+(?!my\b|our\b|home\b)\S|@\s?\S)|\swith\s\p{Lu}/u;
/** What says someone runs a business of their own. */
const OWNS_ONE =
  /\b(?:owner|co-?owner|founder|co-?founder|my own|our own|own clients|own practice|self[- ]employed|independent|freelance|freelancer|sole trader|proprietor|i run|we run|run my|autonom[oa]|freiberuflich\w*|zzp|independant\w*|libero professionista|serbest|duen[oa]|propietari[oa]|dono|dona|inhaber\w*|proprietaire|titolare|eigenaar|wlasciciel\w*|sahibi|pemilik|punya usaha)\b/;

/** The employer a role is tied to, quoted, when the bio says nothing of running a business of one's own. */
function employedAt(role: LabelEvidence, bio: string): string | undefined {
  return AT_AN_EMPLOYER.test(role.quote) && !OWNS_ONE.test(bio) ? role.quote : undefined;
}

/** Sectors no startup is in: public bodies, charities, schools and universities. */
const ESTABLISHED_SECTORS = new Set(["Government", "Military", "Public Safety", "Nonprofit", "Education", "Higher Education", "K-12 Education"]);
/** Incumbents a profile names as its employer: banks, the Big Four, strategy consultancies. */
const ESTABLISHED_EMPLOYERS = new Set(["Banking", "Big Four", "Consulting"]);
/** "Familienunternehmen seit 1921", "a Fortune 500", "120,000 employees", "mittelständischer Maschinenbauer". */
const ESTABLISHED_WORDS =
  /\b(?:family[- ](?:owned|run|business|company|firm)|familienunternehmen|empresa familiar|entreprise familiale|azienda di famiglia|familiebedrijf|aile sirketi|(?:since|seit|desde|depuis|dal|sinds) 1[89]\d\d|fortune (?:500|100)|ftse ?100|mittelstandisch\w*|mittelstand|multinational\w*|conglomerate|\d{1,3}(?:[,.\s]\d{3})+\+? ?(?:-?(?:person|people|employees|staff|medewerkers|mitarbeiter\w*|menschen|empleados|colaboradores|funcionarios|salaries|dipendenti|anstallda)))\b/;

/** A sign that the profile works at an established organisation rather than a startup, quoted; undefined when it shows none. */
function establishedOrganisation(evidence: readonly LabelEvidence[], bio: string): string | undefined {
  for (const e of evidence) {
    if (e.category !== "industry" || e.strength !== "strong") continue;
    if ((e.source === undefined || e.source === "employer") && ESTABLISHED_SECTORS.has(e.label)) return e.quote;
    if (e.source === "employer" && ESTABLISHED_EMPLOYERS.has(e.label)) return e.quote;
  }
  return ESTABLISHED_WORDS.exec(bio)?.[0];
}

/**
 * The first market a profile says it serves (a recruiter "for warehouse & logistics roles"), when it
 * names some, none is what the segment's people serve, and it works in no such market itself (a
 * recruiter at a fintech "building teams that build banking" recruits for a tech company).
 */
function servesElsewhere(served: NonNullable<CompiledSegment["served"]>, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  let first: LabelEvidence | undefined;
  const inServed = (e: LabelEvidence) => withAncestors("industry", e.label).some((industry) => served.industries.has(industry));
  for (const e of evidence) {
    if (e.category !== "industry") continue;
    if (e.cue === "service-to") {
      if (inServed(e)) return undefined;
      first ??= e;
    } else if (e.strength === "strong" && (e.source === undefined || e.source === "employer") && inServed(e)) return undefined;
  }
  return first;
}

function bestEvidence(accepted: ReadonlySet<string>, category: string, evidence: readonly LabelEvidence[]): LabelEvidence | undefined {
  let best: LabelEvidence | undefined;
  for (const e of evidence) if (e.category === category && accepted.has(e.label) && (!best || e.score > best.score)) best = e;
  return best;
}

/** Weighted share of the description's content words found in the bio, the display name or the location; undefined when it has none. */
function keywordShare(compiled: CompiledSegment, analysis: ProfileAnalysis): number | undefined {
  if (compiled.keywords.length === 0) return undefined;
  const stems = compiled.keywordStems;
  let found: Set<string> | undefined;
  const texts = [analysis.bio.tokens, analysis.name.tokens, analysis.location ? (analysis.locationTokens ??= tokenize(analysis.location).tokens) : []];
  for (const tokens of texts) for (const token of tokens) if (stems.has(token.stem)) (found ??= new Set()).add(token.stem);
  if (found === undefined) return 0;
  let weight = 0;
  let total = 0;
  for (const keyword of compiled.keywords) {
    total += keyword.weight;
    if (found.has(keyword.stem)) weight += keyword.weight;
  }
  return weight / total;
}

export type { Grade };
