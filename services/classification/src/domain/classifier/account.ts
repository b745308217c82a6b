import { foldText } from "./text.js";

/** Who an account speaks for, when not a person: a company, brand, community or event, or a parody or fan account. */
export interface AccountKind {
  kind: "person" | "organisation" | "not-a-person";
  /** Why, for reasons: "bio speaks as 'we'", "name 'Women Founders Collective'". */
  why?: string;
}

const PERSON: AccountKind = { kind: "person" };

/** Bios that open as a company speaks ("We build", "Our mission", "Acme is the all-in-one ..."). */
const ORGANISATION_OPENING = /^\s*(?:we|we're|we are|our|official|welcome to|the official)\b/;
/** "Finlo is the all-in-one spend platform": the bio names the account and says what it is. */
const SELF_DESCRIBED = /^\s*(?:is|are) (?:the|a|an|your)\b/;
const ORGANISATION_PHRASES =
  /\bofficial (?:account|page|twitter)\b|\bbook a (?:demo|call with us)\b|\brequest a demo\b|\bsign up (?:free|today|now)\b|\bdownload (?:the|our) app\b|\bcfp (?:is )?open\b|\bcommunity of \d|\b(?:a|the) community (?:of|for)\b|\b\d+[km]?\+? learners\b|\bsupport: @|\bpart of (?:the )?[\p{L}]+ (?:realty|group|network)\b|\bconference (?:in|for|on)\b|\bcustomer (?:support|service): |\b(?:run|owned|managed) by (?!(?:me|myself|us|a|an|my|our|one|two|volunteers)\b)(?:dr\.? |the )?\p{L}{2,}/u;
/** Words of a display name's name part that make it an organisation's ("Acme Labs", "Women Founders Collective"). */
const ORGANISATION_NAME =
  /\b(?:inc|llc|ltd|gmbh|hq|official|team|collective|academy|conference|community|studio|studios|labs|agency|group|network|news|daily|podcast|capital|ventures|realty|media|magazine|club|association|foundation|institute|school|university|app|store|shop|brand|company|co|corp|bank|fund|jobs|hub|tv|radio|summit|meetup|festival|league|society|bsides|roasters|roastery|bakery|cafe|coffee|salon|spa|clinic|kitchen|builders|solutions|services|partners|consulting|opticians|optical|eyecare|florists|grooming|properties|homes|motors|automotive|dental|pharmacy|winery|vineyards|brewery|farms|sons)\b/;
/** Parody, fan and commentary accounts speak for no one. */
const NOT_A_PERSON = /\bparody\b|\bfan ?(?:account|page)\b|\bfanpage\b|\bnot affiliated with\b|\bunofficial\b|\bsatire\b|\bmeme account\b|\bmemes daily\b/;
/** The name part of a display name ends at a separator: "Jane Doe | Founder @acme". */
const NAME_PART = /^[^|•·,:(—–]*/;

/** Whether the profile is a person's, an organisation's, or no one's (parody, fan page). */
export function accountKind(displayName: string, bio: string): AccountKind {
  return accountKindOf(foldText(displayName), foldText(bio));
}

/** `accountKind` on the folded, lower-case display name and bio. */
export function accountKindOf(name: string, bio: string): AccountKind {
  if (NOT_A_PERSON.test(bio) || NOT_A_PERSON.test(name)) return { kind: "not-a-person", why: "a parody, fan or meme account" };
  const namePart = NAME_PART.exec(name)?.[0] ?? name;
  const nameWord = ORGANISATION_NAME.exec(namePart);
  if (nameWord) return { kind: "organisation", why: `'${nameWord[0]}' in its name` };
  const opening = ORGANISATION_OPENING.exec(bio) ?? ORGANISATION_PHRASES.exec(bio);
  if (opening) return { kind: "organisation", why: `its bio reads '${opening[0].trim()}'` };
  const named = namePart.trim();
  if (named.length > 1 && bio.startsWith(named) && SELF_DESCRIBED.test(bio.slice(named.length))) return { kind: "organisation", why: `its bio says what '${named}' is` };
  return PERSON;
}
