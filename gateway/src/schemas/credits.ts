import { CREDIT_ENTRY_KIND } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Nullable, PageLimit, Timestamp } from "../http/schemas.js";

export const LEDGER_PAGE_SIZE = 50;
const MAX_LEDGER_PAGE_SIZE = 200;
const MAX_LOW_BALANCE_THRESHOLD = 1_000_000;

const Count = Type.Integer({ minimum: 0 });

export const CreditsJson = Type.Object(
  {
    balance: Count,
    lowBalanceThreshold: Count,
    isLow: Type.Boolean({ description: "balance < lowBalanceThreshold" }),
    autoTopupEnabled: Type.Boolean(),
  },
  { description: "Your team's credits and their settings, as `GET /me` shows them" },
);
export type CreditsJson = Static<typeof CreditsJson>;

export const CreditLedgerQuery = Type.Object({
  limit: Type.Optional(PageLimit(LEDGER_PAGE_SIZE, MAX_LEDGER_PAGE_SIZE)),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "`nextCursor` of the previous page; absent for the first" })),
});
export type CreditLedgerQuery = Static<typeof CreditLedgerQuery>;

const LedgerEntry = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(CREDIT_ENTRY_KIND.names, { description: "`grant` (by an operator), `charge` (an enrichment or lookup), `refund` (a charge given back), `topup` (an auto top-up pack)" }),
    amount: Type.Integer({ description: "Credits; negative for a charge" }),
    balanceAfter: Type.Integer({ minimum: 0, description: "The team's balance after this entry" }),
    description: Type.String(),
    leadId: Nullable(Type.Integer(), { description: "The lead a charge or refund paid for" }),
    lookupId: Nullable(Type.Integer(), { description: "The lookup a charge or refund paid for" }),
    createdAt: Timestamp,
  },
  { description: "One change of the team's balance" },
);

export const CreditLedgerPage = Type.Object(
  {
    entries: Type.Array(LedgerEntry),
    hasMore: Type.Boolean(),
    nextCursor: Nullable(Type.String(), { description: "Pass as `cursor` for the next page; null on the last" }),
  },
  { description: "A page of your team's ledger, newest first; the entries sum to the balance" },
);
export type CreditLedgerPage = Static<typeof CreditLedgerPage>;

export const CreditSettingsBody = Type.Object(
  {
    autoTopupEnabled: Type.Optional(
      Type.Boolean({
        description:
          "Buy a pack of 500 credits, charged to you, each time the team's balance falls under lowBalanceThreshold (once per fall; turning it on under the threshold buys one)",
      }),
    ),
    lowBalanceThreshold: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOW_BALANCE_THRESHOLD, description: "A balance under this is low (`isLow`); default 10" })),
  },
  { additionalProperties: false, minProperties: 1, description: "At least one field" },
);
export type CreditSettingsBody = Static<typeof CreditSettingsBody>;

export const CreditSettingsUpdated = Type.Object({ credits: CreditsJson }, { description: "Your team's credits with the new settings" });
