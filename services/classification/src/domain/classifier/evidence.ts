import { industriesOfRole, industriesOfSkill, matchLabel, relatedLabels, rolesOfSkill, withAncestors, type Category } from "../taxonomy/taxonomy.js";
import { companyAt, findCompanyHits, findLabelHits, isPlural, type LabelHit } from "./lexicon.js";
import { foldText, type Token, type TokenizedText } from "./text.js";

export type Strength = "strong" | "weak" | "demoted";

export const STRENGTH_SCORE: Readonly<Record<Strength, number>> = { strong: 1, weak: 0.6, demoted: 0.3 };

/** How a label was read: named by the text itself, or worked out from an employer, a role or a skill. */
export type EvidenceSource = "named" | "employer" | "role" | "skill";

/** A canonical label the profile shows, how convincingly, and the words that show it. */
export interface LabelEvidence {
  category: Category;
  label: string;
  strength: Strength;
  score: number;
  /** Why it is not strong ("former", "service-to", ...), absent when strong. */
  cue?: CueKind;
  quote: string;
  /** Absent when named: the label is in the text. */
  source?: Exclude<EvidenceSource, "named">;
  /** The employer, role or skill it was worked out from ("Monzo", "Security Engineer", "Kubernetes"). */
  via?: string;
  /** Which clause of the display name (negative) or the bio (0 and up) it was read from, where known. */
  clause?: number;
}

/**
 * - negation: "not a recruiter"
 * - former: "ex-founder", "retired teacher"
 * - aspiring: "aspiring PM", "learning Python", "founder wannabe", "cybersecurity student"
 * - service-to: "helping founders", "tools for developers", "advisor to CEOs"
 * - third-party: "covering fintech", "writing about AI"
 * - interest: "into AI", "crypto enthusiast" (weak, not demoted)
 */
export type CueKind = "negation" | "former" | "aspiring" | "volunteer" | "service-to" | "third-party" | "interest";

const DEMOTING: ReadonlySet<CueKind> = new Set(["negation", "former", "aspiring", "volunteer", "service-to", "third-party"]);

/** Phrases folded as bio tokens are ("인턴" decomposes like every Hangul word of a bio). */
const cueTable = (entries: Record<CueKind, string[]>): Map<string, CueKind> =>
  new Map(Object.entries(entries).flatMap(([kind, phrases]) => phrases.map((phrase) => [foldText(phrase), kind as CueKind] as const)));

/** Cues that precede the phrase they qualify, as token sequences. */
const CUES_BEFORE = cueTable({
  negation: ["not", "no", "non", "never", "nor", "isn't", "not a", "not an", "don't", "definitely not", "nao", "pas", "nicht", "kein", "keine", "geen", "bukan", "nie jestem"],
  former: ["ex", "former", "formerly", "previously", "prev", "past", "retired", "used to be", "used to", "once a", "recovering", "was a", "was an", "ehemals",
    "ehemalige", "ehemaliger", "ehemaliges", "antes", "anteriormente", "ancien", "ancienne", "anciennement", "voormalig", "voormalige", "eski",
    "mantan", "exfundador", "exfundadora", "fruher", "vormals", "autrefois", "tidigare", "vroeger", "eskiden", "wczesniej", "dawniej", "sold my", "left", "done being", "no longer", "started as", "started out as", "began as", "started my career as", "began my career as", "stepped down as", "stepped down from", "quit being",
    "was", "fui", "jubilado", "jubilada", "aposentado", "aposentada", "pensionato", "pensionata", "emerytowany", "emerytowana", "pensjonerad", "gepensioneerd", "emekli", "pensiunan"],
  aspiring: ["aspiring", "future", "wannabe", "wanna be", "want to be", "learning", "studying", "student of", "soon to be", "hopeful",
    "becoming", "become a", "become an", "goal", "my goal", "trying to be", "trying to become", "want to become", "hoping to be", "hoping to become", "studying to be", "studying to become", "on my way to", "training to be", "training to become", "dreaming of", "looking for", "seeking", "open to", "transitioning to",
    "career changer", "procurando", "buscando", "en busca de", "cherche", "suche", "aspirante", "futuro", "futura", "futur", "future", "trainee",
    "student", "apprentice", "soon-to-be", "to-be", "azubi", "auszubildender", "auszubildende", "lehrling", "aprendiz", "apprendista", "stagiaire",
    "estagiario", "estagiaria", "becario", "becaria", "praktikant", "praktikantin", "praktik som", "praktikum als", "estagio como", "estagio de", "pasante de", "stagiair", "stajyer", "calon", "estudiando", "estudando", "studiando", "studiere",
    "soon", "em breve", "bientot", "proximamente", "aluna", "aluno", "alumna", "alumno", "curso de", "cours de", "corso di", "kursus",
    "quiero ser", "quero ser", "voglio diventare", "voglio essere", "je veux devenir", "je veux etre", "chce zostac", "ingin menjadi", "mau jadi",
    "studying for", "studying for my", "preparing for", "prepping for", "pour devenir", "para ser", "para convertirme en", "para me tornar", "para virar",
    "one day", "someday", "hope to be", "shadowing", "a caminho de", "en camino a", "rumo a", "on the way to", "on track to", "dream job", "dream role", "aiming to be", "working toward", "working towards", "train as", "training as", "retrain as", "retraining as", "getting my",
    "sommarpraktikant"],
  "service-to": ["helping", "help", "helps", "i help", "we help", "for", "to", "by", "serving", "serve", "backing", "investing in", "invest in",
    "teaching", "teach", "supporting", "support", "empowering", "empower", "working with", "work with", "partnering with", "connecting",
    "hiring", "recruiting", "placing", "advising", "mentoring", "coaching", "ayudo a", "ayudando a", "ajudo", "ajudando", "j'aide", "aide",
    "para", "pour", "fur", "team of", "teams of", "equipos de", "equipo de", "equipes de", "equipe de", "managing", "manage", "leading",
    "investing", "investor in", "investors in", "invests in", "checks into", "checks in", "recrute", "recrutons", "on recrute", "contratando",
    "investindo em", "invirtiendo en", "rekrutiere", "rekrutieren", "recluto", "reclutando", "recruto", "recrutando", "rekryterar", "rekrutuje", "werven", "selling to", "sell to", "sells to", "training", "train", "trains", "i coach", "we coach", "i train", "we train",
    "alongside", "work alongside", "working alongside", "representing", "represent", "represents", "repping", "booking", "find"],
  "third-party": ["covering", "covers", "writing about", "writes about", "write about", "tweets about", "tweeting about", "talking about",
    "talks about", "thoughts on", "news about", "news on", "reporting on", "reports on", "interviews with", "interviewing", "i interview", "we interview", "chats with", "chatting with", "interviews mit", "entrevistas con",
    "entrevistas com", "entretiens avec", "interviste con", "in conversation with", "conversations with", "podcast about", "newsletter about", "newsletter on",
    "stories about", "journalist covering", "reporter covering", "schreibe uber", "schreibt uber", "berichte uber", "escribo sobre", "escribe sobre",
    "escrevo sobre", "escreve sobre", "ecris sur", "ecrit sur", "scrivo di", "scrive di", "cubro", "cubre", "cubriendo", "cobrindo", "wife of", "husband of", "married to", "son of", "daughter of", "mother of",
    "father of", "mom of", "mum of", "dad of", "sister of", "brother of", "partner of", "girlfriend of", "boyfriend of", "child of", "kid of",
    "proud wife of", "proud mom of", "proud dad of", "my wife is", "my husband is", "my mom is", "my dad is", "hija de", "hijo de", "filha de",
    "filho de", "esposa de", "marido de", "mujer de", "fille de", "fils de", "femme de", "tochter von", "sohn von", "frau von", "figlia di",
    "figlio di", "moglie di"],
  volunteer: ["volunteer", "voluntary", "unpaid", "benevole", "voluntario", "voluntaria", "volontario", "volontaria", "ehrenamtlich", "ehrenamtliche", "ehrenamtlicher",
    "vrijwillige", "vrijwilliger", "gonullu", "relawan", "wolontariusz", "wolontariuszka", "frivillig"],
  interest: ["home", "interested in", "interest in", "love", "loves", "loving", "fan of", "curious about", "passionate about", "into", "obsessed with",
    "about", "exploring", "enjoy", "enjoys", "amateur", "hobbyist", "weekend", "on weekends", "hobby", "occasional", "part-time", "part time"],
});

/** Cues that follow the phrase they qualify ("founder wannabe", "engineer turned founder", "AI enthusiast", "cybersecurity student"). */
const CUES_AFTER = cueTable({
  negation: [],
  former: ["turned", "emeritus", "alum", "alumni", "alumnus", "alumna", "before", "previously", "in a past life", "by training", "in another life", "once upon a time",
    "on a career break", "on a break", "on career break", "on sabbatical", "on leave", "retired", "in pensione", "jubilado", "jubilada", "aposentado", "aposentada",
    "a la retraite", "en retraite", "retraite", "im ruhestand", "in rente", "emekli", "na emeryturze", "pensionerad"],
  aspiring: ["wannabe", "in training", "to be", "hopeful", "in the making", "student", "students", "intern", "internship", "internships",
    "trainee", "bootcamp", "grad", "graduate", "apprentice", "apprenticeship", "roles", "role", "estudiante", "estudante", "etudiant",
    "etudiante", "studentin", "student at", "in training", "aspirant", "candidate", "candidato", "candidata", "in the making", "in ausbildung",
    "en formation", "em formacao", "en formacion", "in formazione", "en practicas", "in opleiding", "인턴", "インターン", "实习生", "实习", "applicant",
    "applicants", "cırak", "cıragı", "cıragıyım", "cıragıyim", "science student", "science applicant", "studies student", "course", "courses", "seekh rahi", "seekh raha", "seekh rahe", "sikh rahi", "sikh raha", "next year", "tahun depan", "l'annee prochaine", "el ano que viene", "nachstes jahr",
    "school", "staj", "stajı", "stajyeri", "stajyer", "someday", "some day", "one day", "werden", "transition"],
  "service-to": ["hiring", "recruiting", "recruitment", "recruiter", "recruiters", "headhunter", "clients", "customers"],
  "third-party": ["reporter", "journalist", "correspondent", "newsletter", "news"],
  volunteer: ["volunteer", "as a volunteer", "on a volunteer basis", "ehrenamtlich", "benevole", "(volunteer)"],
  interest: ["enthusiast", "lover", "nerd", "geek", "fan", "junkie", "addict", "curious", "hobbyist", "hobbyists", "side project", "side projects", "side hustle", "on weekends", "on the weekend", "on the weekends", "at weekends", "at the weekend",
    "by weekend", "by the weekend", "on the side", "as a hobby", "occasionally", "sportivo", "sportiva", "deportivo", "deportiva", "amador", "amadora",
    "sometimes", "in my spare time", "in my free time", "en mis ratos libres", "en mi tiempo libre", "nas horas vagas", "no tempo livre",
    "pendant mon temps libre", "in meiner freizeit", "nel tempo libero", "by night", "at night", "after hours", "for fun", "at heart", "in spirit"],
});

interface CuePhrase {
  phrase: string;
  words: readonly string[];
  kind: CueKind;
}

/** Cue phrases by their last word (cues before a phrase) or their first (cues after), longest first ("looking for" before "for"). */
function cueIndex(table: ReadonlyMap<string, CueKind>, by: "first" | "last"): Map<string, CuePhrase[]> {
  const index = new Map<string, CuePhrase[]>();
  for (const [phrase, kind] of table) {
    const words = phrase.split(" ");
    const key = by === "last" ? words[words.length - 1] : words[0];
    index.set(key, [...(index.get(key) ?? []), { phrase, words, kind }]);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

const CUES_BEFORE_BY_LAST = cueIndex(CUES_BEFORE, "last");
const CUES_AFTER_BY_FIRST = cueIndex(CUES_AFTER, "first");

/** Cues that qualify only the word right after them: "future founder", not "building the future of fintech". */
const ADJACENT_ONLY = new Set(["future", "left", "futuro", "futura", "futur", "volunteer", "voluntary", "unpaid", "home", "soon", "em breve", "bientot", "proximamente"]);
/** "future startup CFO": one word may stand between "future" and the role. */
const FUTURE = new Set(["future", "futuro", "futura", "futur"]);
/** "for", "para", "pour" before an article name an employer, not an audience: "SDR for a SaaS startup", "DevOps for a German fintech". */
const FOR_WORDS = new Set(["for", "para", "pour", "fur"]);
/** "to" before "be" or "become" makes an infinitive, not an audience: "proud to be a nurse" ("want to be" is a cue of its own). */
const INFINITIVE_BEING = new Set(["be", "become"]);
const BY_WHEN = new Set(["day", "night", "trade", "training", "profession", "choice"]);
const ARTICLES = new Set(["a", "an", "un", "una", "uma", "um", "une", "ein", "eine", "einer", "einem"]);
/** The gap between two items of a comma list. */
const LIST_COMMA = /^\s*,\s*$/;
/** Between a title and its employer: "Partner, Sequoia", "Territory manager | Stryker", "PM · Spotify", "AE - Medtronic". */
const TITLE_EMPLOYER_GAP = /^\s*[,|·•]\s*$|^\s+[-–—]\s+$/;
/** Last words of titles the taxonomy holds no role for alone ("Senior engineer", "Territory manager", "Partner"). */
const GENERIC_TITLE_HEADS = new Set(["manager", "partner", "engineer", "director", "executive", "associate", "analyst", "specialist", "consultant", "officer", "lead", "principal", "representative", "rep", "vp", "president", "scientist", "advisor", "adviser", "counsel", "designer", "developer", "researcher", "head"]);
/** How many words a generic title may have, from the start of its clause. */
const GENERIC_TITLE_WORDS = 4;

function clauseStart(tokens: readonly Token[], at: number): number {
  let from = at;
  while (from > 0 && tokens[from - 1].clause === tokens[at].clause) from--;
  return from;
}

/** How far back, within a clause, a cue still qualifies a phrase ("helping early-stage B2B SaaS founders"). */
const CUE_REACH = 6;
/** Words that end a cue's reach: "ex-Google, now CTO", "helping founders with growth", "engineer turned founder". */
const CUE_BARRIERS = new Set(["now", "currently", "today", "with", "using", "via", "through", "but", "who", "turned", "while", "also", "as", "at", "ahora",
  "agora", "maintenant", "jetzt", "heute", "hoy", "hoje", "oggi", "nu", "teraz", "simdi", "sekarang"]);

/** Words that may precede a title at the start of a clause without making it a mere mention. */
const TITLE_LEAD = new Set(["i", "i'm", "im", "am", "a", "an", "the", "currently", "proud", "serial", "senior", "sr", "junior", "jr", "lead",
  "principal", "staff", "head", "chief", "solo", "technical", "tech", "full", "part", "time", "first", "second", "two", "three", "2x", "3x",
  "4x", "5x", "x", "self", "taught", "independent", "indie", "remote", "global", "regional", "acting", "interim", "founding", "associate",
  "assistant", "deputy", "as", "working", "work", "day", "job", "also", "and", "mostly", "just", "licensed", "certified", "registered", "chartered", "qualified", "accredited", "freelance", "fractional",
  "soy", "sou", "je", "suis", "ich", "bin", "sono", "ben", "saya", "un", "una", "uma", "um", "ein", "eine", "une", "de", "en", "di", "da", "do", "y", "e", "und", "et"]);
/** At most this many other words before a title in its clause ("award winning founder"); more and it is a mention. */
const TITLE_LEAD_SLACK = 2;
const NUMBER = /^\d+$/;
/** After a title, these make it one's own role: "founder at", "CTO of", "PM @acme", "développeuse chez", "Gründerin von". */
const TITLE_FOLLOWERS = new Set(["at", "of", "chez", "bei", "en", "em", "na", "no", "von", "de", "da", "di", "presso", "in", "for", "para", "pour", "fur", "del", "della", "du"]);
/** After a skill, these make it the work someone does: "Performance marketing @ Zepto", "Growth @ Hotmart". */
const WORK_FOLLOWERS = new Set(["at", "chez", "bei", "en", "em", "na", "no", "presso"]);

export interface ProfileTexts {
  /** The display name's parts after a separator: "Jane Doe | Founder @acme" -> "Founder @acme". */
  title: TokenizedText;
  bio: TokenizedText;
}

interface TextEvidence {
  tokens: readonly Token[];
  folded: string;
  hits: readonly LabelHit[];
  inTitle: boolean;
  /** Per token: inside a phrase of two or more words ("learning" in "machine learning" is no cue). */
  inLongPhrase: Uint8Array;
  /** Per token: how many label phrases cover it. */
  labelled: Uint8Array;
}

function textEvidence(tokens: readonly Token[], folded: string, inTitle: boolean, profile: readonly (readonly Token[])[]): TextEvidence {
  const hits = resolveAbbreviations(ownHits(findLabelHits(tokens)), tokens, profile).filter((hit, _, all) => !inCompound(hit, tokens, folded, all) && !beforeAThing(hit, tokens, folded));
  const inLongPhrase = new Uint8Array(tokens.length);
  const labelled = new Uint8Array(tokens.length);
  for (const hit of hits) {
    for (let i = hit.start; i < hit.end; i++) {
      labelled[i]++;
      if (hit.end - hit.start > 1) inLongPhrase[i] = 1;
    }
  }
  return { tokens, folded, hits, inTitle, inLongPhrase, labelled };
}

/**
 * The labels a profile shows, best evidence per label, segment-independent: those its display
 * name and bio name, the industries of its employers ("PM @ Monzo"), the industries its roles
 * imply (a nurse works in healthcare) and the roles its everyday skills imply (Kubernetes: DevOps).
 */
export function extractLabelEvidence({ title, bio }: ProfileTexts): LabelEvidence[] {
  const best = new Map<string, LabelEvidence>();
  const texts: TextEvidence[] = [];
  const titleTokens = title.tokens.filter((token) => token.clause > 0);
  const profile = [title.tokens, bio.tokens];
  if (titleTokens.length > 0) texts.push(textEvidence(titleTokens, title.folded, true, profile));
  if (bio.tokens.length > 0) texts.push(textEvidence(bio.tokens, bio.folded, false, profile));
  const judged: { hit: LabelHit; evidence: LabelEvidence; text: TextEvidence }[] = [];
  for (const text of texts) for (const hit of text.hits) judged.push({ hit, evidence: judgeHit(hit, text), text });
  // "Corporate controller. CPA", "MSL @ Pfizer | PharmD": beside a job the person states, a credential says what they qualified as, not what they do.
  // An owner's or a founder's credential is the trade of their business ("CPA & founder of a 6-person firm").
  const stated = (hit: LabelHit, e: LabelEvidence, text: TextEvidence) => hit.category === "job_role" && e.strength === "strong" && !isCredential(hit, text);
  if (judged.some(({ hit, evidence, text }) => stated(hit, evidence, text) && !OWN_ROLES.has(evidence.label))) {
    for (const j of judged) {
      if (j.hit.category !== "job_role" || j.evidence.strength !== "strong" || !isCredential(j.hit, j.text)) continue;
      // A clinical degree gives way only to a neighbouring job ("Veterinary pathologist, DVM"): beside another one ("spay/neuter surgeon ... DVM") it names the trade the job is done in.
      if (CLINICAL_DEGREES.has(j.text.tokens[j.hit.start].text) && !judged.some(({ hit, evidence, text }) => stated(hit, evidence, text) && neighbours(evidence.label, j.evidence.label))) continue;
      j.evidence = { ...j.evidence, strength: "weak", score: STRENGTH_SCORE.weak };
    }
  }
  // The first current title says who the person is; a recruiter's, an investor's or a journalist's other labels are whom they serve or cover.
  const primary = judged.find(({ hit, evidence }) => hit.category === "job_role" && evidence.strength === "strong");
  const family = primary ? familyOf(primary.evidence.label) : undefined;
  // "Desarrolladora iOS", "dev frontend", "Android developer": a general role with a skill right beside it is the narrower role the skill is the tool of.
  for (const { hit, evidence, text } of judged) {
    if (hit.category !== "job_role" || evidence.strength === "demoted") continue;
    for (const other of text.hits) {
      if (other.category !== "skill" || (other.start !== hit.end && other.end !== hit.start)) continue;
      for (const role of rolesOfSkill(other.label)) {
        if (role !== hit.label && withAncestors("job_role", role).includes(hit.label)) keep(best, { ...evidence, label: role, quote: text.folded.slice(text.tokens[Math.min(hit.start, other.start)].start, text.tokens[Math.max(hit.end, other.end) - 1].end) });
      }
    }
  }
  // Someone who states a trade of their own ("Data scientist", "Loan officer") is not also whatever their skills are the tools of.
  const statedTrade = judged.some(({ hit, evidence }) => hit.category === "job_role" && evidence.strength === "strong" && !OPEN_ROLES.has(evidence.label));
  const learning = judged.some(({ hit, evidence }) => hit.category === "job_role" && LEARNING_ROLES.has(evidence.label) && evidence.strength !== "demoted");
  for (const { hit, evidence: judgedEvidence, text } of judged) {
    const evidence = family && judgedEvidence !== primary?.evidence ? asAudience(judgedEvidence, family, hit, text) : judgedEvidence;
    keep(best, evidence);
    if (hit.category !== "skill" || (evidence.cue !== undefined && evidence.cue !== "aspiring")) continue;
    // "Product management intern", "cybersecurity student": the trade being learnt.
    if (evidence.cue === "aspiring") {
      for (const role of rolesOfSkill(hit.label)) keep(best, { category: "job_role", label: role, strength: "demoted", score: STRENGTH_SCORE.demoted, cue: "aspiring", quote: evidence.quote, source: "skill", via: hit.label });
      continue;
    }
    for (const industry of industriesOfSkill(hit.label)) keep(best, { category: "industry", label: industry, strength: "weak", score: STRENGTH_SCORE.weak, quote: evidence.quote, source: "skill", via: hit.label, clause: evidence.clause });
    const atWork = evidence.strength === "strong" && (isWorkPosition(hit, text) || beforeEngineerWord(hit, text));
    // "Hiring!", "recruiting for my team": whoever hires recruits, whatever their trade.
    if (statedTrade && !atWork && hit.label !== HIRING) continue;
    for (const role of rolesOfSkill(hit.label)) {
      // A student's or an intern's skills are the trade they are learning.
      if (learning) keep(best, { category: "job_role", label: role, strength: "demoted", score: STRENGTH_SCORE.demoted, cue: "aspiring", quote: evidence.quote, source: "skill", via: hit.label });
      else keep(best, { category: "job_role", label: role, strength: atWork ? "strong" : "weak", score: atWork ? STRENGTH_SCORE.strong : STRENGTH_SCORE.weak, quote: evidence.quote, source: "skill", via: hit.label });
    }
  }
  for (const text of texts) {
    for (const founded of foundingsIn(text)) keep(best, founded);
    for (const activity of activitiesIn(text)) keep(best, activity);
    for (const audience of audiencesIn(text)) keep(best, audience);
    const employers = findCompanyHits(text.tokens);
    // "Sales Representative, Royal LePage", "Territory manager | Stryker": an employer named after a title and a separator.
    const titleEnds = new Set<number>();
    for (const { hit } of judged) if (hit.category === "job_role" && text.hits.includes(hit)) titleEnds.add(hit.end);
    text.tokens.forEach((token, i) => {
      if (GENERIC_TITLE_HEADS.has(token.text) && i - clauseStart(text.tokens, i) < GENERIC_TITLE_WORDS) titleEnds.add(i + 1);
    });
    for (const end of titleEnds) {
      const next = text.tokens[end];
      if (next === undefined || next.clause === text.tokens[end - 1].clause || !TITLE_EMPLOYER_GAP.test(text.folded.slice(text.tokens[end - 1].end, next.start))) continue;
      const company = companyAt(text.tokens, end);
      if (company && !employers.some((known) => known.start === company.start)) employers.push(company);
    }
    for (const company of employers) {
      // "Ex-Head of Growth @ Tabby": the employer is as former as the title before it.
      const title = judged.find(({ hit, text: t }) => t === text && hit.category === "job_role" && hit.end === company.start - 1);
      const inherited = title?.evidence.strength === "demoted" && (title.evidence.cue === "former" || title.evidence.cue === "aspiring") ? title.evidence.cue : undefined;
      for (const industry of company.industries) {
        const judgedIndustry = judgeHit({ category: "industry", label: industry, start: company.start, end: company.end }, text);
        // "PM no Nubank": the word before an employer is a preposition, not a negation.
        const evidence = judgedIndustry.cue === "negation" ? { ...judgedIndustry, strength: "strong" as const, score: STRENGTH_SCORE.strong, cue: undefined } : judgedIndustry;
        const own = inherited && evidence.strength !== "demoted" ? { ...evidence, strength: "demoted" as const, score: STRENGTH_SCORE.demoted, cue: inherited } : evidence;
        const { cue, ...rest } = own;
        const employed: LabelEvidence = { ...rest, ...(cue && { cue }), source: "employer", via: company.name, quote: quoteAround(text, company.start, company.end) };
        keep(best, employed);
        const titled = titleAtEmployer(text, company.start, industry, employed);
        if (titled) keep(best, titled);
      }
    }
    // "Partner at a seed fund", "VP, Private Equity": a generic title at a named industry, or titled by it.
    for (const hit of text.hits) {
      if (hit.category !== "industry" || !TITLES_AT.has(hit.label)) continue;
      const at = afterEmployerWord(hit, text.tokens) ? employerWordAt(hit, text.tokens) : fieldClauseAfterTitle(hit, text.tokens);
      if (at < 0) continue;
      const evidence = judgeHit(hit, text);
      const titled = titleAtEmployer(text, at, hit.label, { ...evidence, via: hit.label });
      if (titled) keep(best, titled);
    }
  }
  // With a current employer known, industries named elsewhere are what the person works on, not where: "PM @ Zalando. Checkout & payments."
  const employed = [...best.values()].filter((e) => e.category === "industry" && e.source === "employer" && e.strength === "strong");
  if (employed.length > 0) {
    for (const [key, evidence] of best) {
      if (evidence.category !== "industry" || evidence.source !== undefined || evidence.strength !== "strong" || employed.some((e) => e.label === evidence.label)) continue;
      if (areaNotEmployer(evidence, texts)) best.set(key, { ...evidence, strength: "weak", score: STRENGTH_SCORE.weak });
    }
  }
  for (const evidence of [...best.values()]) {
    if (evidence.category !== "job_role" || evidence.source !== undefined || evidence.cue === "negation" || evidence.cue === "service-to" || evidence.cue === "third-party") continue;
    for (const industry of industriesOfRole(evidence.label)) {
      // "Customer success consultant. I help SaaS companies": the industry the text says is served is not the one the role implies.
      if (best.get("industry\u0000" + industry)?.cue === "service-to") continue;
      keep(best, { category: "industry", label: industry, strength: evidence.strength, score: evidence.score, ...(evidence.cue && { cue: evidence.cue }), quote: evidence.quote, source: "role", via: evidence.label, ...(evidence.clause !== undefined && { clause: evidence.clause }) });
    }
  }
  return [...best.values()];
}

/** Letters after a name that are a qualification, not a job: a Certified Public Accountant may work as a controller. */
const CREDENTIALS = new Set(["cpa", "aca", "acca", "cfp", "pmp", "pharmd", "rn", "dvm", "bvsc", "mrcvs", "dds", "dmd", "bds", "dpt"]);
/** Degrees of a clinical trade: they give way only to a job next to that trade. */
const CLINICAL_DEGREES = new Set(["dvm", "bvsc", "mrcvs", "dds", "dmd", "bds", "dpt"]);

/** Whether two roles are next to each other, either way round. */
const neighbours = (a: string, b: string): boolean => relatedLabels("job_role", a).has(b) || relatedLabels("job_role", b).has(a);

const isCredential = (hit: LabelHit, text: TextEvidence): boolean => hit.end - hit.start === 1 && CREDENTIALS.has(text.tokens[hit.start].text);

/** Roles that say how someone works, not at what: their skills still say the trade ("Freelance Kubernetes consultant", "Professor of Statistics"). */
const OPEN_ROLES = new Set(["Agency Owner", "Consultant", "Freelancer", "Founder", "Co-founder", "CEO", "CTO", "Entrepreneur", "Business Owner", "Advisor", "Coach", "Content Creator",
  "Podcaster", "Teacher", "Professor", "Researcher", "Student", "Doctoral Student", "Dental Student", "Veterinary Student", "Architecture Student", "Intern", "Job Seeker", "Retired", "Indie Hacker", "Managing Director", "President", "Board Member"]);
/** Roles of people learning a trade. */
const LEARNING_ROLES = new Set(["Student", "Doctoral Student", "Dental Student", "Veterinary Student", "Architecture Student", "Intern"]);

const HIRING = "Hiring";

/** Titles that say the role only together with the employer's industry: a partner at a VC firm is a VC, a sales associate at a brokerage a real estate agent. */
/** A rep's titles at a drug or device maker ("Territory manager, Stryker", "KAM @ Roche"). */
const MEDICAL_SALES_TITLES: ReadonlySet<string> = new Set(["territory manager", "territory business manager", "key account manager", "kam", "account manager", "sales representative", "sales rep", "rep", "specialty representative", "area sales manager", "product specialist", "clinical specialist", "sales specialist", "account executive", "sales executive", "sales consultant"]);

/** A deal team's titles at an investment fund. */
const FUND_TITLES: ReadonlySet<string> = new Set(["partner", "general partner", "managing partner", "associate", "senior associate", "principal", "analyst", "investment analyst", "investment associate", "investment manager", "investment director", "investment professional", "investor", "director", "managing director", "vp", "vice president"]);

const TITLES_AT = new Map<string, { titles: ReadonlySet<string>; role: string; namedOnly?: boolean }>([
  ["Recruiting/HR Tech", { titles: new Set(["director", "consultant", "partner", "associate", "managing director", "principal consultant", "senior consultant", "manager", "founder"]), role: "Recruiter", namedOnly: true }],
  ["Venture Capital", { titles: new Set([...FUND_TITLES, "venture partner", "gp"]), role: "Venture Capitalist" }],
  ["Private Equity", { titles: FUND_TITLES, role: "Private Equity Investor" }],
  ["Aviation", { titles: new Set(["captain", "first officer", "fo", "second officer", "co-pilot", "copilot", "relief pilot", "training captain", "line captain"]), role: "Pilot" }],
  ...["Pharma", "Medtech"].map((industry) => [industry, { titles: MEDICAL_SALES_TITLES, role: "Medical Sales Representative" }] as const),
  ["Automotive", { titles: new Set(["sales consultant", "sales advisor", "sales manager", "desk manager", "general manager", "gm", "f&i manager", "finance manager", "business manager", "salesman", "saleswoman", "salesperson", "sales associate", "sales rep", "sales", "product genius", "internet sales manager", "used car manager", "new car manager"]), role: "Car Salesperson" }],
  ["Real Estate", { titles: new Set(["agent", "broker", "sales representative", "sales associate", "sales agent", "associate broker", "associate", "consultant", "advisor", "adviser", "sales", "salesperson", "negotiator"]), role: "Real Estate Agent" }],
]);

/** Industry -> the role a generic title at an employer of it says. */
export const ROLES_AT_EMPLOYERS: ReadonlyMap<string, string> = new Map([...TITLES_AT].map(([industry, { role }]) => [industry, role]));

/** The role a generic title opening the clause before an employer's name says, given the employer's industry. */
function titleAtEmployer(text: TextEvidence, employerStart: number, industry: string, employer: LabelEvidence): LabelEvidence | undefined {
  const rule = TITLES_AT.get(industry);
  if (rule === undefined || employer.cue === "negation" || (rule.namedOnly && employer.source === "employer")) return undefined;
  const { tokens, folded } = text;
  let at = employerStart - 1;
  while (at >= 0 && (EMPLOYER_WORDS.has(tokens[at].text) || ARTICLES.has(tokens[at].text)) && tokens[at].clause === tokens[employerStart].clause) at--;
  let from = at;
  while (from > 0 && tokens[from - 1].clause === tokens[at].clause) from--;
  if (at < 0 || at - from > 2) return undefined;
  const title = tokens.slice(from, at + 1).map((token) => token.text).join(" ");
  const words = title.split(" ");
  const named = rule.titles.has(title) || rule.titles.has(words[words.length - 1]);
  if (!named) return undefined;
  const quote = folded.slice(tokens[from].start, tokens[Math.min(tokens.length - 1, employerStart)].end);
  // "Summer analyst @ Creandum": an intern's title.
  if (words.some((word) => LEARNING_TITLE_WORDS.has(word))) return { category: "job_role", label: rule.role, strength: "demoted", score: STRENGTH_SCORE.demoted, cue: "aspiring", quote, source: "employer", via: employer.via };
  return { category: "job_role", label: rule.role, strength: employer.strength, score: employer.score, ...(employer.cue && { cue: employer.cue }), quote, source: "employer", via: employer.via };
}

const LEARNING_TITLE_WORDS = new Set(["summer", "intern", "interns", "trainee", "junior", "student", "apprentice", "werkstudent"]);

/** Verbs of founding something, in the bio's languages ("fundé" folds to "funde"). */
export const FOUNDING_VERBS: ReadonlySet<string> = new Set(["founded", "cofounded", "started", "launched", "built", "funde", "fundei", "fundo", "fonde", "gegrundet", "fondato", "opgericht", "kurdum"]);
/** What one founds. */
const FOUNDED_THINGS = new Set(["company", "companies", "startup", "startups", "business", "businesses", "brand", "brands", "agency", "app", "apps", "firm", "studio", "empresa", "empresas", "negocio", "marca", "loja", "tienda", "entreprise", "unternehmen", "azienda", "bedrijf", "sirket", "perusahaan"]);
/** "Built and sold two SaaS companies": founded, and no more. */
const SOLD = new Set(["sold", "exited", "acquired", "vendi", "vendu", "verkauft"]);
const FOUNDING_REACH = 5;

/** "Fundé una startup", "founded two companies", "built and sold a SaaS business": the founder of what they founded. */
function foundingsIn({ tokens, folded }: TextEvidence): LabelEvidence[] {
  const found: LabelEvidence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!FOUNDING_VERBS.has(tokens[i].text)) continue;
    for (let j = i + 1; j <= i + FOUNDING_REACH && j < tokens.length && tokens[j].clause === tokens[i].clause; j++) {
      if (!FOUNDED_THINGS.has(tokens[j].base) && !FOUNDED_THINGS.has(tokens[j].text)) continue;
      let sold = false;
      for (let k = i; k <= j; k++) if (SOLD.has(tokens[k].text)) sold = true;
      if (i > 0 && tokens[i - 1].clause === tokens[i].clause && (SOLD.has(tokens[i - 1].text) || tokens[i - 1].text === "ex")) sold = true;
      const quote = folded.slice(tokens[i].start, tokens[j].end);
      found.push(sold ? { category: "job_role", label: "Founder", strength: "demoted", score: STRENGTH_SCORE.demoted, cue: "former", quote } : { category: "job_role", label: "Founder", strength: "strong", score: STRENGTH_SCORE.strong, quote });
      break;
    }
  }
  return found;
}

/** What someone does for a living, said as an activity instead of a title: the role it is the work of, the verbs (folded) and what they are done to (base forms). */
interface Activity {
  role: string;
  verbs: ReadonlySet<string>;
  /** Absent: the verb alone says it ("litigating"). */
  objects?: ReadonlySet<string>;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(" "));
const BUSINESS_PLACES = words(
  "restaurant bakery cafe coffee bar pub bistro pizzeria diner store shop boutique salon barbershop studio clinic practice firm gym hotel farm winery brewery " +
    "truck business company restaurante padaria loja tienda panaderia cafeteria boulangerie magasin laden backerei " +
    "bookshop bookstore libreria livraria librairie buchhandlung ksiegarnie ksiegarnia boekhandel bokhandel kitabevi negozio winkel магазин",
);
const ACTIVITIES: readonly Activity[] = [
  {
    role: "Teacher",
    verbs: words("teach teaches teaching enseno ensino j'enseigne enseigne unterrichte insegno"),
    objects: words(
      "grade grader kindergarten preschool school class student kid child children math maths english science history biology chemistry physics geography " +
        "music art spanish french german esl year primary elementary secondary reception primaria secundaria nino matematicas ingles aluno crianca matematica " +
        "eleve maternelle schuler grundschule mathe scuola bambini",
    ),
  },
  {
    role: "Photographer",
    verbs: words("shoot shoots shooting photograph photographs photographing"),
    objects: words("wedding portrait family families newborn event product food landscape elopement headshot couple maternity concert sport fashion editorial street wildlife boudoir"),
  },
  { role: "Product Designer", verbs: words("design designs designing"), objects: words("app interface product experience ux ui dashboard flow screen") },
  { role: "Web Designer", verbs: words("design designs designing"), objects: words("website site landing") },
  { role: "Lawyer", verbs: words("practise practice practices practises practising practicing"), objects: words("law") },
  { role: "Lawyer", verbs: words("litigate litigating litigates") },
  { role: "Product Manager", verbs: words("write writing writes own owning owns"), objects: words("prd prds roadmap roadmaps") },
  { role: "Engineering Manager", verbs: words("manage manages managing run runs"), objects: words("squad dev developer engineer") },
  { role: "Software Engineer", verbs: words("coding") },
  { role: "Software Engineer", verbs: words("write writing writes ship shipping ships"), objects: words("code") },
  { role: "Game Developer", verbs: words("make makes making build builds building develop develops developing create creates creating"), objects: words("game videogame") },
  // "Tengo una librería", "ho aperto la mia libreria", "Buchhändlerin mit eigenem Laden", "Prowadzę księgarnię", "Открыла магазин".
  { role: "Business Owner", verbs: words("run runs running own owns owning opened tengo tenho aperto abri abrio ouvert eroffnet eigenem eigenen prowadze открыла открыл"), objects: BUSINESS_PLACES },
  { role: "Agency Owner", verbs: words("run runs running own owns owning"), objects: words("agency") },
];
for (const { role } of ACTIVITIES) if (matchLabel("job_role", role) !== role) throw new Error(`activity role ${role} is no job_role label`);
const ACTIVITY_REACH = 4;
/** "teaching my kids to code" is a parent's activity, not a job. */
const POSSESSIVES = words("my our his her their mis meus mes meine");

/** The verbs of activities that are the work of one of the roles ("teach" for Teacher), for a segment's trigger words. */
export function activityVerbsOf(roles: ReadonlySet<string>): string[] {
  return ACTIVITIES.filter((activity) => roles.has(activity.role)).flatMap((activity) => [...activity.verbs]);
}

/**
 * "I teach 3rd grade", "shooting weddings across Tuscany", "I run a small bakery": a role said as
 * the work itself. Weak evidence, so at most a `medium` lead on its own; a title stated as well is
 * the stronger evidence.
 */
function activitiesIn(context: TextEvidence): LabelEvidence[] {
  const { tokens, folded } = context;
  const found: LabelEvidence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const activity of ACTIVITIES) {
      // "family-run": a verb glued to the word before is part of an adjective.
      if (!activity.verbs.has(tokens[i].text) || tokens[i].joined) continue;
      let end = activity.objects === undefined ? i + 1 : -1;
      for (let j = i + 1; end < 0 && j <= i + ACTIVITY_REACH && j < tokens.length && tokens[j].clause === tokens[i].clause; j++) {
        if (POSSESSIVES.has(tokens[j].text)) break;
        // "game-changing": a word glued to the next is part of another word.
        if (activity.objects!.has(tokens[j].base) && !tokens[j + 1]?.joined) end = j + 1;
      }
      if (end < 0) continue;
      const cue = cueBefore({ category: "job_role", label: activity.role, start: i, end }, context);
      const demoted = cue !== undefined && DEMOTING.has(cue.kind);
      const strength: Strength = demoted ? "demoted" : "weak";
      found.push({ category: "job_role", label: activity.role, strength, score: STRENGTH_SCORE[strength], ...(cue && { cue: cue.kind }), quote: folded.slice(tokens[cue?.at ?? i].start, tokens[end - 1].end) });
    }
  }
  return found;
}

/** An audience's size: "310k", "1.2m", "600к", "200 bin", "10万". */
const AUDIENCE_SIZE = /^\d+(?:[.,]\d+)?(?:k|m|mil|к|тыс|млн|bin|rb|ribu|jt|万|千)$/;
const SIZE_WORDS = words("k mil bin rb ribu jt тыс млн");
const AUDIENCE_WORDS = words(
  "subscribers subscriber subs followers readers listeners viewers suscriptores seguidores inscritos abonnes abonnenten iscritti volgers prenumeranter " +
    "obserwujacych obserwujących takipci takipçi abone pengikut подписчиков подписчика подписчики підписників",
);
const PLATFORMS = words("youtube yt ig insta instagram tiktok tt reels shorts twitch");
const AUDIENCE_REACH = 3;
/** "粉", "フォロワー", "구독자": audience words inside CJK text, after or before the size. */
const CJK_AUDIENCE = /\d+(?:\.\d+)?[万千w]?(?:粉|人?フォロワー|명)|(?:フォロワー|구독자|팔로워)\s*\d+(?:\.\d+)?[万千만]/u;

/**
 * "Filmed for 310k subscribers", "70k on IG", "600к в Reels", "小红书10万粉": an audience of
 * thousands is a creator's, whatever they make. Current unless a cue before says former or aspiring.
 */
function audiencesIn(context: TextEvidence): LabelEvidence[] {
  const { tokens, folded } = context;
  const found: LabelEvidence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let end = -1;
    if (token.cjk) end = CJK_AUDIENCE.test(token.text) ? i + 1 : -1;
    else if (AUDIENCE_SIZE.test(token.text) || (/^\d{1,3}$/.test(token.text) && SIZE_WORDS.has(tokens[i + 1]?.text ?? ""))) {
      for (let j = i + 1; end < 0 && j <= i + AUDIENCE_REACH && j < tokens.length && tokens[j].clause === token.clause; j++) {
        if (AUDIENCE_WORDS.has(tokens[j].text) || PLATFORMS.has(tokens[j].text)) end = j + 1;
      }
    }
    if (end < 0) continue;
    const hit = { category: "job_role" as const, label: CREATOR, start: i, end };
    const cue = cueBefore(hit, context);
    const demoted = cue !== undefined && cue.kind !== "service-to" && DEMOTING.has(cue.kind);
    const strength: Strength = demoted ? "demoted" : "strong";
    found.push({ category: "job_role", label: CREATOR, strength, score: STRENGTH_SCORE[strength], ...(demoted && { cue: cue!.kind }), quote: folded.slice(token.start, tokens[end - 1].end), clause: token.clause });
  }
  return found;
}
const CREATOR = "Content Creator";

/** The words an audience is said with, for a segment asking for creators' trigger words. */
export const audienceWordsOf = (roles: ReadonlySet<string>): string[] => (roles.has(CREATOR) ? [...AUDIENCE_WORDS, ...PLATFORMS] : []);

type Family = "recruiting" | "investing" | "covering";

const FAMILIES: readonly (readonly [Family, readonly string[]])[] = [
  ["recruiting", ["Recruiter"]],
  ["investing", ["Investor"]],
  ["covering", ["Journalist", "Editor", "Content Creator"]],
];
/** Roles a recruiter or an investor may hold besides: "Recruiter & founder", "Angel investor and CEO". */
const OWN_ROLES = new Set(["Founder", "Co-founder", "CEO", "Entrepreneur", "Business Owner", "Board Member", "Advisor", "Managing Director", "President", "Indie Hacker", "Agency Owner"]);
/** Industries an investor is in, not only invests in. */
const INVESTING_INDUSTRIES = new Set(["Venture Capital", "Financial Services"]);

function familyOf(role: string): Family | undefined {
  const ancestors = withAncestors("job_role", role);
  return FAMILIES.find(([, roots]) => roots.some((root) => ancestors.includes(root)))?.[0];
}

/**
 * What a recruiter, an investor or a journalist names besides their own title: the people they
 * place ("Tech Recruiter. Java, DevOps"), the markets they back ("Angel investor in fintech") or
 * the beat they cover ("Fintech reporter. Payments, neobanks"). A field right after "at" is still
 * their employer's ("Recruiter at a fintech").
 */
function asAudience(evidence: LabelEvidence, family: Family, hit: LabelHit, text: TextEvidence): LabelEvidence {
  if (evidence.strength === "demoted" || afterEmployerWord(hit, text.tokens)) return evidence;
  if (evidence.category === "job_role" && (family === "covering" || OWN_ROLES.has(evidence.label) || familyOf(evidence.label) === family)) return evidence;
  if (evidence.category === "industry" && family === "investing" && INVESTING_INDUSTRIES.has(evidence.label)) return evidence;
  if (evidence.category === "personality" || (evidence.category === "skill" && family !== "covering")) return evidence;
  const cue: CueKind = family === "covering" ? "third-party" : "service-to";
  return { ...evidence, strength: "demoted", score: STRENGTH_SCORE.demoted, cue };
}

const EMPLOYER_WORDS = new Set(["at", "chez", "bei", "en", "em", "na", "no", "presso"]);
/** Words between "at" and an employer's industry: "at a boutique recruitment agency", "at a large Indian NBFC". */
const EMPLOYER_REACH = 4;

function afterEmployerWord(hit: LabelHit, tokens: readonly Token[]): boolean {
  return employerWordAt(hit, tokens) >= 0;
}

/** The index of the "at" before a field, or -1. */
function employerWordAt(hit: LabelHit, tokens: readonly Token[]): number {
  for (let i = hit.start - 1; i >= 0 && i >= hit.start - EMPLOYER_REACH && tokens[i].clause === tokens[hit.start].clause; i--) {
    if (EMPLOYER_WORDS.has(tokens[i].text)) return i + 1;
  }
  return -1;
}

/** "VP, Private Equity", "Partner | Venture Capital": a field making up the whole clause right after a clause of its own (the title), as the index the title ends before; else -1. */
function fieldClauseAfterTitle(hit: LabelHit, tokens: readonly Token[]): number {
  const clause = tokens[hit.start].clause;
  const wholeClause = (hit.start === 0 || tokens[hit.start - 1].clause !== clause) && (hit.end === tokens.length || tokens[hit.end].clause !== clause);
  return wholeClause && hit.start > 0 && tokens[hit.start - 1].clause === clause - 1 ? hit.start : -1;
}

/** Whether a named industry sits in a clause of its own, not right after "at" (where it names the employer: "at a fintech"). */
function areaNotEmployer(evidence: LabelEvidence, texts: readonly TextEvidence[]): boolean {
  for (const text of texts) {
    for (const hit of text.hits) {
      if (hit.category === "industry" && hit.label === evidence.label && afterEmployerWord(hit, text.tokens)) return false;
    }
  }
  return true;
}

/** Keeps the best evidence per label: the higher score, at equal score what the text names. */
function keep(best: Map<string, LabelEvidence>, evidence: LabelEvidence): void {
  const key = evidence.category + "\u0000" + evidence.label;
  const known = best.get(key);
  if (!known || known.score < evidence.score || (known.score === evidence.score && rank(evidence) < rank(known))) best.set(key, evidence);
}

/** At equal score, evidence named in the text is shown before what an employer, a role or a skill implies. */
const rank = (evidence: LabelEvidence): number => (evidence.source === undefined ? 0 : evidence.source === "employer" ? 1 : evidence.source === "role" ? 2 : 3);

const cueWords = (list: string): ReadonlySet<string> => new Set(list.split(" "));

/**
 * Abbreviations that name two roles ("PT": a physical therapist or a personal trainer; "GP": a
 * general practitioner or a general partner; "CIO": of information or of investments; "MLS": a
 * master of library science or a medical laboratory scientist), each with words of its field. The lexicon reads the
 * first; the profile's other words, where they lean to another reading, say it is that one.
 */
const AMBIGUOUS_ABBREVIATIONS: ReadonlyMap<string, readonly { label: string; cues: ReadonlySet<string> }[]> = new Map([
  [
    "pt",
    [
      { label: "Personal Trainer", cues: cueWords("gym gyms fitness workout workouts lifting bodybuilding hypertrophy macros nutrition coach coaching transformation fat muscle cert certified nasm ace") },
      { label: "Physiotherapist", cues: cueWords("dpt physio physiotherapy physiotherapist physical therapy therapist rehab rehabilitation clinic clinical patient patients ortho orthopedic orthopaedic outpatient inpatient pelvic msk injury injuries acl needling ocs scs hospital health dr") },
    ],
  ],
  [
    "qa",
    [
      { label: "QA Engineer", cues: cueWords("software test tests testing automation automated selenium cypress playwright appium sdet bug bugs api apis app apps mobile web jira regression e2e postman cucumber pytest junit") },
      { label: "Quality Manager", cues: cueWords("haccp gmp iso 9001 food dairy plant plants factory manufacturing production audits audit lab labs pharma capa brcgs ifs supplier suppliers batch") },
    ],
  ],
  [
    "csm",
    [
      { label: "Customer Success Manager", cues: cueWords("saas customers customer churn renewals renewal nrr onboarding accounts account adoption qbr qbrs gainsight success retention expansion") },
      { label: "Scrum Master", cues: cueWords("scrum agile psm safe kanban sprint sprints coach ceremonies retro retros jira team teams") },
    ],
  ],
  [
    "cio",
    [
      { label: "CIO", cues: cueWords("it technology tech digital transformation infrastructure cloud erp systems cybersecurity security data applications saas sap microsoft network networks helpdesk employees") },
      { label: "Investor", cues: cueWords("investment investments investing portfolio portfolios fund funds family office macro credit equities equity allocation allocator asset assets endowment pension pensions capital markets wealth advice cfa") },
    ],
  ],
  [
    "mls",
    [
      { label: "Librarian", cues: cueWords("library libraries librarian books book reading archives archive catalog cataloging cataloguing literacy reference mlis") },
      { label: "Lab Technician", cues: cueWords("lab labs laboratory laboratories clinical hospital hospitals blood bank microbiology haematology hematology chemistry histology pathology specimen specimens ascp mlt bms biomedical medical scientist scientists") },
    ],
  ],
  [
    "gp",
    [
      { label: "Venture Capitalist", cues: cueWords("fund funds ventures venture capital vc investing investor investments startups startup founders portfolio lp lps seed backed") },
      { label: "General Practitioner", cues: cueWords("nhs patient patients surgery clinic mbbs mrcgp mrcp medicine medical doctor doctors docs dr physician physicians family primary care practice outpatient internist internists locum salaried registrar hospital health healthcare trainee") },
    ],
  ],
]);

/** Each ambiguous abbreviation read as the role whose field's words the profile shows most (the lexicon's reading on a tie). */
export function resolveAbbreviations(hits: LabelHit[], tokens: readonly Token[], profile: readonly (readonly Token[])[]): LabelHit[] {
  let resolved: LabelHit[] | undefined;
  hits.forEach((hit, i) => {
    // "QA manager at a dairy plant": an abbreviation may open a longer title.
    const first = tokens[hit.start];
    const readings = hit.end - hit.start === 1 || first.text === "qa" ? (AMBIGUOUS_ABBREVIATIONS.get(first.text) ?? AMBIGUOUS_ABBREVIATIONS.get(first.base)) : undefined;
    const read = readings?.findIndex((reading) => reading.label === hit.label) ?? -1;
    if (read < 0) return;
    const counts = readings!.map(({ cues }) => profile.reduce((n, text) => n + text.filter((token) => cues.has(token.text) || cues.has(token.base)).length, 0));
    let best = read;
    counts.forEach((count, j) => {
      if (count > counts[best]) best = j;
    });
    if (best !== read) (resolved ??= [...hits])[i] = { ...hit, label: readings![best].label };
  });
  return resolved ?? hits;
}

/** A skill or industry inside a longer role phrase is part of the title, not evidence of its own: "security" in "security officer", "data" in "data scientist". */
function ownHits(hits: LabelHit[]): LabelHit[] {
  if (hits.length < 2) return hits;
  // Likewise an industry inside a longer skill: "health" in "health scores".
  // But a language or tool a title names is a skill they show: "Rust" in "rust engineer", "programista Java", "Salesforce consultant".
  const toolOfTitle = (outer: LabelHit, hit: LabelHit) =>
    hit.category === "skill" && outer.category === "job_role" && (outer.label.startsWith(`${hit.label} `) || rolesOfSkill(hit.label).some((role) => withAncestors("job_role", outer.label).includes(role)));
  const owns = (outer: LabelHit, hit: LabelHit) =>
    (outer.category === "job_role" || (outer.category === "skill" && hit.category === "industry")) && outer.start <= hit.start && outer.end >= hit.end && outer.end - outer.start > hit.end - hit.start && !toolOfTitle(outer, hit);
  return hits.filter((hit) => hit.category === "job_role" || !hits.some((outer) => owns(outer, hit)));
}

/**
 * "buyer-supplier relationships", "farmer-owned", "founder-led": a role glued to a word that is no
 * label (nor a cue: "engineer-turned-founder") is part of a compound about something else.
 */
function inCompound(hit: LabelHit, tokens: readonly Token[], folded: string, hits: readonly LabelHit[]): boolean {
  const next = tokens[hit.end];
  if (hit.category !== "job_role" || next === undefined || !next.joined || folded[next.start - 1] !== "-" || GLUED_TITLE_WORDS.has(next.text) || CUES_AFTER_BY_FIRST.has(next.text)) return false;
  return !hits.some((other) => other.start <= hit.end && other.end > hit.end);
}

/** "Dentist appointment tomorrow", "a pilot project on four-day weeks": a role word before one of these names a thing, not a person. */
function beforeAThing(hit: LabelHit, tokens: readonly Token[], folded: string): boolean {
  const next = tokens[hit.end];
  return hit.category === "job_role" && next !== undefined && next.clause === tokens[hit.start].clause && THINGS.has(next.base) && SPACE.test(folded.slice(tokens[hit.end - 1].end, next.start));
}

const THINGS = new Set(["appointment", "visit", "bill", "project", "program", "programme", "episode", "study", "scheme", "phase", "season"]);

/** Words glued after a title that keep it one: "entrepreneur-in-residence", "editor-at-large", "president-elect". */
const GLUED_TITLE_WORDS = new Set(["in", "at", "of", "to", "elect", "general"]);

/** Traits a bio states as facts ("Dad of two", "Mãe de gêmeos"), as sure as a title; other personality is a soft self-description. */
const FACTUAL_TRAITS = new Set(["Family-Oriented"]);
/** A grandparent's family is grown: a weaker sign of a parent's concerns. */
const GRANDPARENTS = new Set(["grandad", "granddad", "grandpa", "grandma", "grandfather", "grandmother", "opa", "oma", "abuelo", "abuela", "nonno", "nonna", "grandparent"]);

/** Words of the quote after the phrase, for context: "founder of acme". */
const QUOTE_TAIL = 2;

function judgeHit(hit: LabelHit, context: TextEvidence): LabelEvidence {
  const { tokens, folded, inTitle } = context;
  const cue = cueBefore(hit, context) ?? cueAfter(hit, context) ?? yearsThenNow(hit, context) ?? cjkCue(hit, tokens) ?? learnerInPhrase(hit, tokens) ?? possessed(hit, context) ?? authoredThing(hit, context) ?? figurativeTitle(hit, context) ?? expandedOtherwise(hit, context) ?? thingCompound(hit, context);
  let strength: Strength;
  if (cue && DEMOTING.has(cue.kind)) strength = "demoted";
  else if (cue || (hit.category === "personality" && (!FACTUAL_TRAITS.has(hit.label) || GRANDPARENTS.has(tokens[hit.start].text)))) strength = "weak";
  else if (hit.category !== "job_role" || inTitle || (isTitlePosition(hit, context) && !inSkillList(hit, context))) strength = "strong";
  else strength = "weak";
  const from = Math.min(hit.start, cue?.at ?? hit.start);
  const to = Math.min(clauseEnd(tokens, hit.start), Math.max(hit.end, cue ? cue.at + cue.length : 0) + QUOTE_TAIL);
  const quote = folded.slice(tokens[from].start, tokens[Math.max(from, to - 1)].end);
  const clause = inTitle ? -1 - tokens[hit.start].clause : tokens[hit.start].clause;
  return { category: hit.category, label: hit.label, strength, score: STRENGTH_SCORE[strength], ...(cue && { cue: cue.kind }), quote, clause };
}

/** Between two items of a list: "SEO, CRO, paid social", "SEO + PPC", "SEO/SEM". */
const LIST_ITEM_GAP = /^\s*[,&+/]\s*$|^\s+and\s+$/;
/** How many items away, either way, a list still counts as the same one. */
const LIST_ITEMS = 3;

/**
 * "Growth @ Vinted: SEO, CRO, paid social": a one-word role that is also a skill, in a list with a
 * skill that is no role, is the skill.
 */
function inSkillList(hit: LabelHit, { tokens, folded, hits }: TextEvidence): boolean {
  if (hit.end - hit.start !== 1) return false;
  const spans = (start: number, end: number, category: Category) => hits.some((other) => other.start === start && other.end === end && other.category === category);
  if (!spans(hit.start, hit.end, "skill")) return false;
  const skillOnly = (other: LabelHit) => other.category === "skill" && !spans(other.start, other.end, "job_role");
  let items = [hit];
  for (let step = 0; step < LIST_ITEMS; step++) {
    const next: LabelHit[] = [];
    for (const item of items) {
      const after = hits.filter((other) => other.start === item.end && item.end < tokens.length && LIST_ITEM_GAP.test(folded.slice(tokens[item.end - 1].end, tokens[item.end].start)));
      const before = hits.filter((other) => other.end === item.start && item.start > 0 && LIST_ITEM_GAP.test(folded.slice(tokens[item.start - 1].end, tokens[item.start].start)));
      next.push(...after.filter((other) => other.start > hit.start), ...before.filter((other) => other.end <= hit.start));
    }
    if (next.some(skillOnly)) return true;
    items = next;
  }
  return false;
}

function quoteAround({ tokens, folded }: TextEvidence, start: number, end: number): string {
  let from = start;
  while (from > 0 && start - from < 3 && tokens[from - 1].clause === tokens[start].clause) from--;
  return folded.slice(tokens[from].start, tokens[end - 1].end);
}

interface FoundCue {
  kind: CueKind;
  /** Token index where the cue starts. */
  at: number;
  length: number;
}

function cueBefore(hit: LabelHit, context: TextEvidence): FoundCue | undefined {
  // "60 devs", "0 investors", "400 customers": a count of other people.
  const before = context.tokens[hit.start - 1];
  // "Band 6 radiographer", "Level 3 electrician": a grade, not a count.
  const graded = GRADE_WORDS.has(context.tokens[hit.start - 2]?.text ?? "");
  if (hit.category === "job_role" && before !== undefined && before.clause === context.tokens[hit.start].clause && COUNT.test(before.text) && !graded) return { kind: "service-to", at: hit.start - 1, length: 1 };
  // "Pre-PT", "pre-vet": a one-word role glued after "pre" is the one being studied for ("pre-sales engineer" is a role of its own).
  if (hit.category === "job_role" && hit.end - hit.start === 1 && before?.text === "pre" && context.tokens[hit.start].joined) return { kind: "aspiring", at: hit.start - 1, length: 1 };
  return dayCount(hit, context.tokens) ?? headedGoal(hit, context) ?? cueWithin(hit, context);
}

/** "Goal: harbor pilot", "Dream job: speechwriter", "Ziel: Försterin": a heading before a colon says the clause after it is wanted, not held. */
const GOAL_HEADINGS = new Set(["goal", "goals", "dream", "dream job", "dream role", "next goal", "objetivo", "meta", "ziel", "traumjob", "objectif", "obiettivo", "cel", "hedef", "mal", "doel", "impian", "cita cita"]);
/** How far into the clause after the heading the role may start. */
const HEADING_REACH = 3;

function headedGoal(hit: LabelHit, { tokens, folded }: TextEvidence): FoundCue | undefined {
  if (hit.category !== "job_role") return undefined;
  const clause = tokens[hit.start].clause;
  let first = hit.start;
  while (first > 0 && tokens[first - 1].clause === clause) first--;
  if (first === 0 || hit.start - first >= HEADING_REACH || !/^\s*:\s*$/.test(folded.slice(tokens[first - 1].end, tokens[first].start))) return undefined;
  for (const length of [2, 1]) {
    const at = first - length;
    if (at < 0 || tokens[at].clause !== tokens[first - 1].clause) continue;
    if (GOAL_HEADINGS.has(tokens.slice(at, first).map((t) => t.text).join(" "))) return { kind: "aspiring", at, length };
  }
  return undefined;
}

/** "Day 12 of my UGC journey", "day 3 of flight attendant training": someone counting the first days of a trade is starting it. */
function dayCount(hit: LabelHit, tokens: readonly Token[]): FoundCue | undefined {
  if (hit.category !== "job_role") return undefined;
  for (let i = hit.start - 3; i >= 0 && i >= hit.start - CUE_REACH && tokens[i].clause === tokens[hit.start].clause; i--) {
    if (tokens[i].text === "day" && NUMBER.test(tokens[i + 1].text) && tokens[i + 2].text === "of") return { kind: "aspiring", at: i, length: 3 };
  }
  return undefined;
}

/** "my dentist says", "our realtor", "my TV pilot": a role right after a possessive is someone or something of the person's, not the person. */
const POSSESSIVE_BEFORE = new Set(["my", "your", "our", "their", "mi", "mis", "meu", "minha", "mein", "meine", "meinen", "mio", "mia", "mijn"]);
/** How far before the role the possessive may be: "my TV pilot", "our family dentist". */
const POSSESSIVE_REACH = 2;

/** After a role, things of one's own: "my journeyman card", "my PT cert", "my first FO job". */
const OWN_THINGS = new Set(["card", "license", "licence", "ticket", "cert", "certificate", "certification", "exam", "exams", "degree", "course", "job", "jobs", "career", "training", "school", "program", "programme", "journey", "life", "days", "years", "hat", "role", "roles", "position", "gig"]);

function possessed(hit: LabelHit, { tokens }: TextEvidence): FoundCue | undefined {
  // "my podcast", "our newsletter": what one makes is one's own work.
  if (hit.category !== "job_role" || OWN_THINGS.has(tokens[hit.end]?.text ?? "") || (hit.end - hit.start === 1 && MADE_THINGS.has(tokens[hit.start].base))) return undefined;
  for (let i = hit.start - 1; i >= 0 && i >= hit.start - POSSESSIVE_REACH && tokens[i].clause === tokens[hit.start].clause; i--) {
    if (tokens[i].text === "own") return undefined;
    if (POSSESSIVE_BEFORE.has(tokens[i].text)) return { kind: "third-party", at: i, length: 1 };
  }
  return undefined;
}

/** "Author of my own story", "author of a Python HTTP library", "author of 40 papers": the author of no book. */
const AUTHORED_NOT_BOOKS = new Set(["my", "own", "life", "story", "destiny", "library", "libraries", "package", "packages", "framework", "plugin", "plugins", "tool", "tools", "app", "apps",
  "crate", "gem", "module", "extension", "rfc", "rfcs", "spec", "paper", "papers", "study", "studies", "thread", "threads", "tweets", "blog", "newsletter", "code", "pr", "prs", "commit", "commits"]);
/** How many words after "author of" may name what was written. */
const AUTHORED_REACH = 5;

function authoredThing(hit: LabelHit, { tokens }: TextEvidence): FoundCue | undefined {
  if (hit.label !== "Author" || hit.category !== "job_role" || tokens[hit.end]?.text !== "of") return undefined;
  const clause = tokens[hit.start].clause;
  for (let i = hit.end + 1; i < tokens.length && i <= hit.end + AUTHORED_REACH && tokens[i].clause === clause; i++) {
    if (AUTHORED_NOT_BOOKS.has(tokens[i].text)) return { kind: "third-party", at: hit.end, length: i - hit.end + 1 };
  }
  return undefined;
}

/** Roles named by what they make: "podcast", "newsletter", "blog". */
const MADE_THINGS = new Set(["podcast", "newsletter", "blog", "youtube", "substack", "tiktok", "vlog"]);
/** Nouns that, after a made thing, name a business or a tool around it: "podcast hosting", "newsletter software". */
const AROUND_MADE_THINGS = new Set(["hosting", "analytics", "pr", "network", "networks", "mix", "mixing", "agency", "platform", "app", "software", "tool", "tools", "booking", "guesting", "marketing", "advertising", "ads", "sponsorships", "growth", "coach", "consultant", "consulting", "services", "equipment", "listener", "fan", "addict", "junkie", "sponsorship", "marketplace", "boom", "economy"]);

/** Nouns that, after a role, name something about the trade rather than the person: "midwife shortages", "landlord insurance", "UGC NET" (an exam), "SDR-Funk" (a radio). */
const ABOUT_A_TRADE = new Set(["shortage", "crisis", "strike", "pay", "salary", "workforce", "burnout", "vacancy", "insurance", "software", "union", "licensing", "template", "tips",
  "playbook", "trade", "weekly", "magazine", "exam", "exams", "net", "boom", "radio", "funk", "registry", "affair", "year", "calendar", "integrity", "publishing", "event", "signing"]);
/** "Bench press PR 180kg", "merged a PR", "晚上合 PR": a personal record or a pull request, not public relations. */
const RECORD_OR_PULL = /^(?:bench|squat|deadlift|marathon|5k|10k|half|mile|lifting|merge|merged|merging|review|reviewing|open|opened|send|sent|submit|submitted|my|new|a)$|合$/;
const NUMBER_OR_WEIGHT = /^\d|^(?:kg|kgs|lbs|lb|pounds|min|mins)$/;

/** Trades of caring for people or serving wine, which a thing before them makes a figure of speech: "laptop paramedic", "tea sommelier". */
const CARING_TRADES = new Set(["Doctor", "Surgeon", "Paramedic", "Nurse", "Midwife", "Therapist", "Dentist", "Sommelier"]);
const FIGURATIVE_OBJECTS = new Set(["laptop", "phone", "iphone", "mac", "macbook", "pc", "computer", "tea", "beer", "sake", "whisky", "whiskey", "cheese", "chocolate", "cigar", "water",
  "plant", "tree", "sneaker", "bike", "spreadsheet", "excel", "website", "brand", "word", "pixel"]);

/** "Podcast hosting & analytics", "podcast PR", "midwife shortages", "laptop paramedic": a made thing, or a trade, naming another thing is no maker. */
function thingCompound(hit: LabelHit, { tokens }: TextEvidence): FoundCue | undefined {
  if (hit.category !== "job_role") return undefined;
  const before = tokens[hit.start - 1];
  if (before !== undefined && before.clause === tokens[hit.start].clause && FIGURATIVE_OBJECTS.has(before.base) && withAncestors("job_role", hit.label).some((role) => CARING_TRADES.has(role))) {
    return { kind: "third-party", at: hit.start - 1, length: hit.end - hit.start + 1 };
  }
  const next = tokens[hit.end];
  if (hit.end - hit.start === 1 && (tokens[hit.start].text === "pr" || tokens[hit.start].text === "prs")) {
    const record = (before !== undefined && RECORD_OR_PULL.test(before.text)) || (next !== undefined && next.clause === tokens[hit.start].clause && NUMBER_OR_WEIGHT.test(next.text));
    if (record) return { kind: "third-party", at: hit.start, length: 1 };
  }
  if (next === undefined || next.clause !== tokens[hit.start].clause) return undefined;
  const made = hit.end - hit.start === 1 && MADE_THINGS.has(tokens[hit.start].base) && AROUND_MADE_THINGS.has(next.base);
  if (!made && !ABOUT_A_TRADE.has(next.base)) return undefined;
  return { kind: "third-party", at: hit.start, length: hit.end - hit.start + 1 };
}

/** "CFO (Chief Fun Officer)", "CSM (Certified Scrum Master)": an abbreviation spelt out in brackets as something else. */
function expandedOtherwise(hit: LabelHit, { tokens, folded }: TextEvidence): FoundCue | undefined {
  if (hit.category !== "job_role" || hit.end - hit.start !== 1) return undefined;
  const letters = tokens[hit.start].text;
  let open = tokens[hit.start].end;
  while (folded[open] === " ") open++;
  if (folded[open] !== "(" || letters.length < 2) return undefined;
  const close = folded.indexOf(")", open);
  const words = folded.slice(open + 1, close < 0 ? undefined : close).trim().split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word));
  const initials = words.map((word) => word[0]).join("").toLowerCase();
  if (initials !== letters || matchLabel("job_role", words.join(" ")) === hit.label) return undefined;
  return { kind: "third-party", at: hit.start, length: 1 };
}

/** "CEO of my household", "Architect of my own chaos", "manager of the chaos": a title for a life, not a job. */
const FIGURATIVE_REALMS = new Set(["grill", "bbq", "kitchen", "household", "home", "house", "life", "lives", "destiny", "fate", "chaos", "mess", "dreams", "heart", "soul", "mind", "kids", "family", "happiness", "universe", "vibes", "circus", "zoo", "madness", "snacks", "memes"]);
const REALM_OWNERS = new Set(["my", "our", "the", "this", "his", "her", "their", "own", "little", "beautiful", "crazy", "tiny", "daily", "family"]);

function figurativeTitle(hit: LabelHit, { tokens }: TextEvidence): FoundCue | undefined {
  if (hit.category !== "job_role" || tokens[hit.end]?.text !== "of") return undefined;
  const clause = tokens[hit.start].clause;
  let i = hit.end + 1;
  while (i < tokens.length && tokens[i].clause === clause && REALM_OWNERS.has(tokens[i].text) && !(FIGURATIVE_REALMS.has(tokens[i].text) && tokens[i + 1]?.clause !== clause)) i++;
  // The realm ends the clause: "CEO of my family business" is a job.
  const last = tokens[i];
  if (last === undefined || last.clause !== clause || !FIGURATIVE_REALMS.has(last.text) || tokens[i + 1]?.clause === clause) return undefined;
  return { kind: "third-party", at: hit.end, length: i - hit.end + 1 };
}

const COUNT = /^\d[\d,.]*[km]?\+?$/;
/** Words before a number that make it a grade of the role after it, not a count of people. */
const GRADE_WORDS = new Set(["band", "level", "grade", "tier", "step", "year", "class", "lvl", "cat", "category"]);

function cueWithin(hit: LabelHit, { tokens, folded, inLongPhrase }: TextEvidence): FoundCue | undefined {
  // A cue reaches across the commas of a list: "placing Java, DevOps & data engineers".
  let clause = tokens[hit.start].clause;
  for (let last = hit.start - 1; last >= 0 && last >= hit.start - CUE_REACH; last--) {
    if (tokens[last].clause !== clause) {
      if (!LIST_COMMA.test(folded.slice(tokens[last].end, tokens[last + 1].start))) break;
      clause = tokens[last].clause;
    }
    const word = tokens[last].text;
    // "Started as his EA": a cue may end in a barrier word.
    if (CUE_BARRIERS.has(word) && !CUES_BEFORE_BY_LAST.get(word)?.some((cue) => cue.words.length > 1 && cue.words.every((w, i) => tokens[last - cue.words.length + 1 + i]?.text === w))) return undefined;
    // A word inside a longer phrase is not a cue: "learning" in "machine learning", "support" in "customer support".
    if (inLongPhrase[last] === 1) continue;
    const candidates = CUES_BEFORE_BY_LAST.get(word);
    if (candidates === undefined) continue;
    // "no-code", "non-technical": the negation belongs to the glued word only.
    const gluedAway = last + 1 < tokens.length && tokens[last + 1].joined && last + 1 !== hit.start;
    for (const cue of candidates) {
      const first = last - cue.words.length + 1;
      if (first < 0 || !cue.words.every((w, i) => i === cue.words.length - 1 || (tokens[first + i].text === w && tokens[first + i].clause === clause && inLongPhrase[first + i] === 0))) continue;
      const employer = (FOR_WORDS.has(cue.phrase) && ARTICLES.has(tokens[last + 1]?.text ?? "")) || (cue.phrase === "no" && last > 0 && tokens[last - 1].clause === tokens[last].clause && portugueseClause(tokens, last));
      const infinitive = cue.phrase === "to" && INFINITIVE_BEING.has(tokens[last + 1]?.text ?? "");
      // "Nurse by day, comic by night", "carpenter by trade": "by" says when or how, not whom for.
      const when = cue.phrase === "by" && BY_WHEN.has(tokens[last + 1]?.text ?? "");
      // "Home barista" is a hobby; "Keystone Home Finance" is a company's name, not finance as a hobby.
      const notAHobby = cue.phrase === "home" && hit.category !== "job_role";
      if (!employer && !infinitive && !when && !notAHobby && !(cue.kind === "negation" && gluedAway) && !(ADJACENT_ONLY.has(cue.phrase) && last < hit.start - (FUTURE.has(cue.phrase) && hit.category === "job_role" && tokens[hit.start - 1].text !== "of" ? 2 : 1))) return { kind: cue.kind, at: first, length: cue.words.length };
    }
  }
  return undefined;
}

/** Words only Portuguese uses this way: there, "no" and "na" are "in the" ("Trabalho no marketing", "PM no Nubank"). */
const PORTUGUESE = new Set(["uma", "um", "da", "do", "das", "dos", "em", "com", "trabalho", "sou", "na", "nao", "meu", "minha", "loja", "de"]);

function portugueseClause(tokens: readonly Token[], at: number): boolean {
  const clause = tokens[at].clause;
  for (let i = at - 1; i >= 0 && tokens[i].clause === clause; i--) if (PORTUGUESE.has(tokens[i].text)) return true;
  for (let i = at + 1; i < tokens.length && tokens[i].clause === clause; i++) if (PORTUGUESE.has(tokens[i].text) || tokens[i].casing !== "lower") return true;
  return false;
}

function cueAfter(hit: LabelHit, { tokens, labelled, folded }: TextEvidence): FoundCue | undefined {
  // Past the other labels joined to this one: "Fintech & crypto hiring", "Python and Go enthusiast".
  let at = hit.end;
  for (;;) {
    const token = tokens[at];
    if (token === undefined || token.clause !== tokens[hit.start].clause) break;
    if (LIST_JOINERS.has(token.text) && labelled[at + 1] > 0) at += 2;
    else if (labelled[at] > 0 && JOINING_GAP.test(folded.slice(tokens[at - 1].end, token.start))) at += 1;
    else break;
    // A cue word that is also a label ("hiring") still qualifies the labels before it: "Fintech & crypto hiring".
    while (at < tokens.length && labelled[at] > 0 && tokens[at].clause === tokens[hit.start].clause && !JOINING_GAP.test(folded.slice(tokens[at - 1].end, tokens[at].start)) && labelled[at - 1] > 0 && !CUES_AFTER_BY_FIRST.has(tokens[at].text)) at++;
  }
  const next = tokens[at];
  if (next === undefined) return undefined;
  // "Purchasing assistant (trainee)": a cue in brackets right after the role qualifies it.
  const bracketed = next.clause !== tokens[hit.start].clause;
  if (bracketed && (at !== hit.end || !OPENING_BRACKET.test(folded.slice(tokens[at - 1].end, next.start)))) return undefined;
  // "Farmer's wife", "pastor's kid": the role is someone else's.
  if (!bracketed && tokens[hit.end - 1].text.endsWith("'s") && RELATIVES.has(next.text)) return { kind: "third-party", at, length: 1 };
  // "Proud firefighter wife", "pastor kid": without the "'s" too, but not "nurse mom" (a nurse and a mom).
  if (!bracketed && at === hit.end && SPOUSES_AND_CHILDREN.has(next.text) && SPACE.test(folded.slice(tokens[at - 1].end, next.start))) return { kind: "third-party", at, length: 1 };
  for (const cue of CUES_AFTER_BY_FIRST.get(next.text) ?? []) {
    const end = at + cue.words.length;
    if (end > tokens.length || tokens[end - 1].clause !== next.clause) continue;
    if (cue.words.every((w, i) => tokens[at + i].text === w)) return { kind: cue.kind, at, length: cue.words.length };
  }
  if (bracketed) return undefined;
  // "AE @ a procurement software company", "farmer app": a product for the role's people is sold to them.
  if (hit.category === "job_role" && at === hit.end && PRODUCTS.has(next.text) && SPACE.test(folded.slice(tokens[at - 1].end, next.start))) return { kind: "service-to", at, length: 1 };
  return undefined;
}

/** Words that, right after a role, make it the market of a product: "procurement software", "realtor tools". */
const SPACE = /^ +$/;
const PRODUCTS = new Set(["software", "platform", "platforms", "tool", "tools", "app", "apps", "saas", "marketplace", "crm", "erp", "package", "packages"]);

const OPENING_BRACKET = /^\s*[([]\s*$/;
const LIST_JOINERS = new Set(["and", "y", "e", "und", "et"]);
const RELATIVES = new Set(["wife", "husband", "widow", "widower", "son", "daughter", "kid", "kids", "child", "mom", "mum", "dad", "partner", "girlfriend", "boyfriend", "spouse"]);
const SPOUSES_AND_CHILDREN = new Set(["wife", "husband", "widow", "widower", "spouse", "girlfriend", "boyfriend", "son", "daughter", "kid", "kids", "child"]);
/** "&" between two labels joins them. */
const JOINING_GAP = /^\s*&\s*$/;

/** Learners' words a role's own phrase may end in ("tattoo apprentice", "nurse trainee"): the role is the one being learnt. */
const LEARNER_WORDS = new Set(["apprentice", "apprentices", "trainee", "trainees", "intern", "interns", "student", "students"]);

function learnerInPhrase(hit: LabelHit, tokens: readonly Token[]): FoundCue | undefined {
  if (hit.category !== "job_role" || hit.end - hit.start < 2 || !LEARNER_WORDS.has(tokens[hit.end - 1].text) || LEARNER_WORDS.has(foldText(hit.label).split(" ").at(-1) ?? "")) return undefined;
  return { kind: "aspiring", at: hit.end - 1, length: 1 };
}

/** "弁理士ではありません", "我不是律师": "not" written inside the word, as folded. */
const CJK_NEGATIONS = ["ではありません", "ではない", "ではなく", "じゃない", "じゃありません", "不是"].map(foldText);
/** "변리사가 아닙니다" (not), "화이트해커가 꿈입니다" (is my dream), "간호사가 되고 싶어요" (want to become): Korean says it in the word after (folded, as jamo). */
const KOREAN_NEXT_CUES: readonly (readonly [string, CueKind])[] = [["아니", "negation"], ["아님", "negation"], ["꿈", "aspiring"], ["되고", "aspiring"], ["될", "aspiring"], ["지망", "aspiring"], ["준비", "aspiring"], ["시험", "aspiring"], ["찾는", "aspiring"], ["찾고", "aspiring"], ["구직", "aspiring"]].map(([word, kind]) => [foldText(word), kind as CueKind] as const);

const KOREAN_JOB_WORDS = new Set(["부업", "알바", "일자리", "자리"].map(foldText));

/** Words inside a CJK token that say its title is wanted or being learnt: aspiring (志望), apprentice (見習い), aiming at (目指), preparing (準備中), want to become (になりたい), interning (实习, インターン), training school (養成所). */
const CJK_LEARNING = ["志望", "見習い", "目指", "準備中", "になりたい", "实习", "養成所", "インターン"];

/** "大学3年" (a third-year student), "2年生", "大学院生", "在学中": a student's year written in the word. */
const CJK_STUDENT = /大学院?[1-4一二三四]年|[1-4一二三四]年生|大学院?生|学部生|在学中/;

/** "気象予報士試験" (the forecaster's exam), "注册会计师考试", "司法書士を受験": a title's exam is being sat, so the title is not held yet. */
const CREDENTIAL_EXAM = /[士師官者員家](?:の)?(?:国家)?試験|受験|[师员]考试|备考/;

/** Words for years of a career: "9 years", "12 yrs", "15 ans". */
const YEARS = new Set(["years", "year", "yrs", "yr", "ans", "anos", "años", "anni", "jahre", "jahren", "jaar", "lat", "latach", "yıl", "tahun", "år"]);
/** Words that open what someone does today: "…, now selling houses". */
const NOW = new Set(["now", "nowadays", "ahora", "agora", "maintenant", "jetzt", "ora", "nu", "teraz", "simdi", "sekarang"]);
/** After "now", words that go on with the same work: "now hiring", "now booking". */
const NOW_GOING_ON = new Set(["hiring", "booking", "accepting", "open", "available", "taking", "enrolling", "recruiting", "also", "too", "more", "with", "at", "in", "based", "living"]);
/** Before a career's years, words that say it is over: "after 20 years as a paramedic", "tras 15 años como enfermera". */
const AFTER = new Set(["after", "tras", "despues", "apres", "nach", "dopo", "depois", "na", "po"]);
/** After a career's years, words that put it in the past: "product designer for 6 years before that". */
const BEFORE = new Set(["before", "prior", "earlier", "previously", "antes", "avant", "davor", "vorher", "prima"]);
/** How far from the role its years may be said ("14 years as BA cabin crew", "economist for 9 years (macro, banking)"), and "now" after it. */
const YEARS_REACH = 4;
const NOW_REACH = 14;

/**
 * "Economist for 9 years. Now head of IR", "14 years as cabin crew, now selling houses", "Pan Am
 * stewardess 1968–1991", "after 20 years as a paramedic", "sysadmin for 10 years before that": a
 * role given its years, then something else done now, or years said to be over, or a span of
 * years that ended, is a former one.
 */
function yearsThenNow(hit: LabelHit, { tokens, folded }: TextEvidence): FoundCue | undefined {
  if (hit.category !== "job_role") return undefined;
  const yearsAt = (i: number) => YEARS.has(tokens[i]?.text ?? "") && /^\d+\+?$/.test(tokens[i - 1]?.text ?? "");
  for (let i = hit.end; i < tokens.length && i < hit.end + YEARS_REACH; i++) {
    const range = /^(19|20)\d\d$/.test(tokens[i].text) && /^\s*[-–]\s*$/.test(folded.slice(tokens[i].end, tokens[i + 1]?.start ?? tokens[i].end)) && /^(19|20)\d\d$/.test(tokens[i + 1]?.text ?? "");
    // A stint still going on is written "2019–present" or "since 2019", so a closed span is over.
    if (range) return { kind: "former", at: i, length: 2 };
  }
  let years = -1;
  for (let i = Math.max(1, hit.start - YEARS_REACH); i < Math.min(tokens.length, hit.end + YEARS_REACH); i++) if ((i < hit.start || i >= hit.end) && yearsAt(i)) years = i;
  if (years < 0) return undefined;
  const opening = tokens[years - 2]?.text === "de" ? years - 3 : years - 2;
  if (years < hit.start && AFTER.has(tokens[opening]?.text ?? "")) return { kind: "former", at: opening, length: years - opening + 1 };
  const next = tokens[years + 1];
  if (years > hit.end && next !== undefined && next.clause === tokens[years].clause && BEFORE.has(next.text)) return { kind: "former", at: years + 1, length: 1 };
  for (let i = Math.max(hit.end, years + 1); i < tokens.length && i < hit.end + NOW_REACH; i++) {
    // "now in-house SRE" is other work; "now in Berlin" goes on with the same.
    const goingOn = NOW_GOING_ON.has(tokens[i + 1]?.text ?? "") && !tokens[i + 2]?.joined;
    if (NOW.has(tokens[i].text) && tokens[i].clause !== tokens[hit.start].clause && !goingOn) return { kind: "former", at: i, length: 1 };
  }
  return undefined;
}

/** "元エンジニア" (a former engineer): a cue written inside the word. */
function cjkCue(hit: LabelHit, tokens: readonly Token[]): FoundCue | undefined {
  const token = tokens[hit.start];
  if (!token.cjk) return undefined;
  const next = tokens[hit.end];
  if (CJK_NEGATIONS.some((not) => token.text.includes(not))) return { kind: "negation", at: hit.start, length: 1 };
  // "라벨러 부업 찾는 중": past a word for the job itself (a side job, a part-time job, a position).
  const cueAt = next !== undefined && KOREAN_JOB_WORDS.has(next.text) ? hit.end + 1 : hit.end;
  const cueToken = tokens[cueAt];
  const korean = cueToken?.clause === token.clause ? KOREAN_NEXT_CUES.find(([word]) => cueToken.text.startsWith(word)) : undefined;
  if (korean) return { kind: korean[1], at: cueAt, length: 1 };
  if (token.text.startsWith("元") || token.text.startsWith("前")) return { kind: "former", at: hit.start, length: 1 };
  // "実家は酪農家": the family home's trade is the parents'.
  if (token.text.startsWith("実家")) return { kind: "third-party", at: hit.start, length: 1 };
  if (CJK_LEARNING.some((word) => token.text.includes(word)) || CREDENTIAL_EXAM.test(token.text) || CJK_STUDENT.test(token.text)) return { kind: "aspiring", at: hit.start, length: 1 };
  return undefined;
}


function clauseEnd(tokens: readonly Token[], index: number): number {
  let end = index;
  while (end < tokens.length && tokens[end].clause === tokens[index].clause) end++;
  return end;
}

/**
 * A role is the person's own title when it opens its clause ("Founder", "I'm a senior PM", "Fintech
 * founder"), is tied to an organisation ("CTO at", "founder of", "PM @acme") or sits next to another
 * title ("Founder & CEO").
 */
function isTitlePosition(hit: LabelHit, context: TextEvidence): boolean {
  const { tokens, hits } = context;
  // "follow back accountants", "ally to nurses": a plural role word names other people ("jefa de compras" is one title).
  if (objectOfVerb(hit, context) || (hit.end - hit.start === 1 && isPlural(tokens[hit.start]))) return false;
  const next = tokens[hit.end];
  if (next && next.clause === tokens[hit.start].clause) {
    if (TITLE_FOLLOWERS.has(next.text) || next.kind === "mention") return true;
    const joined = next.text === "and" || next.text === "y" || next.text === "e";
    if (hits.some((other) => other.category === "job_role" && (other.start === hit.end || (joined && other.start === hit.end + 1)))) return true;
  }
  return opensClause(hit, context);
}

/**
 * Words before "a" or "the" that still make what follows one's own: a title ("proud to be a nurse",
 * "now a realtor") or what one makes and runs ("I write a daily newsletter", "I run a small shop").
 */
const BEING = new Set(["be", "being", "become", "became", "becoming", "now", "still", "officially", "finally", "is", "are", "write", "writes", "writing",
  "run", "runs", "running", "host", "hosts", "hosting", "own", "owns", "publish", "publishes", "make", "makes", "create", "creates", "started", "founded", "built",
  "launched"]);
/** How far before a role its article may be: "I call a real electrician". */
const ARTICLE_REACH = 3;

/** "I call a real electrician for the scary stuff", "married a founder": a role after another word's article is someone the person deals with. */
function objectOfVerb(hit: LabelHit, { tokens, labelled }: TextEvidence): boolean {
  const clause = tokens[hit.start].clause;
  for (let i = hit.start - 1; i > 0 && i >= hit.start - ARTICLE_REACH && tokens[i].clause === clause; i--) {
    if (tokens[i].text !== "the" && !ARTICLES.has(tokens[i].text)) continue;
    const before = tokens[i - 1];
    return before.clause === clause && labelled[i - 1] === 0 && !TITLE_LEAD.has(before.text) && !BEING.has(before.text) && !NUMBER.test(before.text);
  }
  return false;
}

function opensClause(hit: LabelHit, { tokens, labelled }: TextEvidence): boolean {
  let slack = TITLE_LEAD_SLACK;
  for (let i = hit.start - 1; i >= 0 && tokens[i].clause === tokens[hit.start].clause; i--) {
    if (labelled[i] > 0 || TITLE_LEAD.has(tokens[i].text) || NUMBER.test(tokens[i].text)) continue;
    if (--slack < 0) return false;
  }
  return true;
}

/** "engineer" in languages whose word alone names no trade of the taxonomy, folded as bios are ("エンシニア"). */
const ENGINEER_WORDS = new Set(["engineer", "engineers", "エンシニア", "工程师", "엔지니어", "ingeniero", "ingeniera", "ingenieur", "ingenieurin", "ingenieure", "engenheiro", "engenheira", "inzynier", "muhendis", "muhendisi", "инженер"]);
/** Scripts written without spaces, where the skill and the word are one token ("pythonエンシニア"). */
const JOINED_ENGINEER_WORDS = ["エンシニア", "工程师", "엔지니어"];

/** "Python automation engineer", "Pythonエンジニア": a skill at the head of an engineer's title is the trade they work in. */
function beforeEngineerWord(hit: LabelHit, { tokens }: TextEvidence): boolean {
  if (JOINED_ENGINEER_WORDS.some((word) => tokens[hit.end - 1].text.endsWith(word))) return true;
  for (let i = hit.end; i < Math.min(tokens.length, hit.end + 2); i++) {
    if (tokens[i].clause !== tokens[hit.start].clause || tokens[i].kind !== "word") return false;
    if (ENGINEER_WORDS.has(tokens[i].text)) return true;
  }
  return false;
}

/** A skill opening its clause and tied to an employer is the work someone does there: "Performance marketing @ Zepto". */
function isWorkPosition(hit: LabelHit, context: TextEvidence): boolean {
  const { tokens } = context;
  const next = tokens[hit.end];
  if (!next || next.clause !== tokens[hit.start].clause || !(WORK_FOLLOWERS.has(next.text) || next.kind === "mention")) return false;
  return opensClause(hit, context);
}
