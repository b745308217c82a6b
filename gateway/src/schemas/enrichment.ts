import { EMAIL_MODE, EMAIL_STATUS, ENRICHMENT_KIND, ENRICHMENT_OUTPUT, HANDLE_PATTERN } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Nullable, PageLimit, Timestamp } from "../http/schemas.js";

export const LOOKUPS_PAGE_SIZE = 50;
const MAX_LOOKUPS_PAGE_SIZE = 200;

const Linkedin = Type.Object(
  { url: Type.String({ description: "Professional-profile (LinkedIn) URL" }), confidence: Type.Number({ minimum: 0, maximum: 1, description: "How sure the provider is that this is the person, 0 to 1" }) },
  { description: "null when not asked for or not found" },
);

const Email = Type.Object(
  {
    address: Type.String(),
    status: Type.Enum(EMAIL_STATUS.names, { description: "`verified`: the provider checked that it delivers" }),
    provider: Type.String({ description: "Which provider found it" }),
  },
  { description: "null when not asked for or not found" },
);

export const Enrichment = Nullable(
  Type.Object({ linkedin: Nullable(Linkedin), email: Nullable(Email), enrichedAt: Timestamp }),
  { description: "What enrichment found for the lead; null until something was found (additive)" },
);
export type Enrichment = Static<typeof Enrichment>;

const Result = Type.Object(
  {
    ok: Type.Boolean({ description: "true when something asked for was found" }),
    kind: Type.Enum(ENRICHMENT_KIND.names, { description: "`full`: everything asked for; `partial`: some of it; `not_found`: none" }),
    linkedin: Nullable(Linkedin),
    email: Nullable(Email),
  },
  { description: "What was found of what was asked; only found results are charged (LinkedIn URL 1 credit, e-mail 2)" },
);

const ContactRoutes = Type.Array(
  Type.Object({ kind: Type.Enum(["x", "linkedin", "email"]), value: Type.String({ description: "URL or e-mail address" }) }),
  { description: "Every way to reach the person we know of, the X profile first" },
);

const RequestedOutputs = Type.Array(Type.Enum(ENRICHMENT_OUTPUT.names), { minItems: 1, maxItems: ENRICHMENT_OUTPUT.names.length, uniqueItems: true });
const EmailMode = Type.Optional(Type.Enum(EMAIL_MODE.names, { default: "any", description: "`verified`: only a verified e-mail counts as found (and is charged)" }));

export const EnrichLeadBody = Type.Object(
  { requested_outputs: { ...RequestedOutputs, description: "What to find: `linkedin_url`, `email` or both" }, email_mode: EmailMode },
  { additionalProperties: false },
);
export type EnrichLeadBody = Static<typeof EnrichLeadBody>;

export const EnrichedLead = Type.Object({
  leadId: Type.Integer(),
  x_profile_id: Type.String({ description: "The lead's X user id" }),
  result: Result,
  credits_charged: Type.Integer({ minimum: 0, description: "Credits this call charged (what the lead already had is free)" }),
  credits_remaining: Type.Integer({ minimum: 0, description: "The team's balance after this call" }),
  contact_routes: ContactRoutes,
});
export type EnrichedLead = Static<typeof EnrichedLead>;

const profileRef = {
  handle: Type.Optional(Type.String({ pattern: HANDLE_PATTERN, maxLength: 16, description: "The X handle, with or without @ (or send x_profile_id)" })),
  x_profile_id: Type.Optional(Type.String({ pattern: "^[0-9]{1,19}$", maxLength: 19, description: "The X user id (or send handle)" })),
};

export const LookupEnrichBody = Type.Object(
  { ...profileRef, requested_outputs: Type.Optional({ ...RequestedOutputs, description: "What to find; default both" }), email_mode: EmailMode },
  { additionalProperties: false, minProperties: 1, description: "Exactly one of `handle` and `x_profile_id`" },
);
export type LookupEnrichBody = Static<typeof LookupEnrichBody>;

export const LookupEmailBody = Type.Object({ ...profileRef, email_mode: EmailMode }, { additionalProperties: false, minProperties: 1, description: "Exactly one of `handle` and `x_profile_id`" });
export type LookupEmailBody = Static<typeof LookupEmailBody>;

export const Lookup = Type.Object({
  id: Type.Integer(),
  x_profile_id: Type.String(),
  handle: Type.String(),
  result: Result,
  credits_charged: Type.Integer({ minimum: 0 }),
  contact_routes: ContactRoutes,
  createdAt: Timestamp,
});
export type Lookup = Static<typeof Lookup>;

export const LookupDone = Type.Object({ lookup: Lookup, credits_remaining: Type.Integer({ minimum: 0, description: "The team's balance after this call" }) });
export type LookupDone = Static<typeof LookupDone>;

export const LookupHistoryQuery = Type.Object({
  limit: Type.Optional(PageLimit(LOOKUPS_PAGE_SIZE, MAX_LOOKUPS_PAGE_SIZE)),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "`nextCursor` of the previous page; absent for the first" })),
});
export type LookupHistoryQuery = Static<typeof LookupHistoryQuery>;

export const LookupHistory = Type.Object({ lookups: Type.Array(Lookup), hasMore: Type.Boolean(), nextCursor: Nullable(Type.String()) }, { description: "Your lookups, newest first" });
export type LookupHistory = Static<typeof LookupHistory>;
