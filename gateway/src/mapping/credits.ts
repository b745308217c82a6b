import type { Credits, ListCreditLedgerResponse } from "@leadstream/contracts";
import { CREDIT_ENTRY_KIND } from "@leadstream/contracts/vocabulary";
import type { CreditLedgerPage, CreditsJson } from "../schemas/credits.js";
import { isoTime, nullIfEmpty, present } from "./proto.js";

export const toCreditsJson = (c: Credits): CreditsJson => ({ balance: c.balance, lowBalanceThreshold: c.lowBalanceThreshold, isLow: c.isLow, autoTopupEnabled: c.autoTopupEnabled });

export const toLedgerPageJson = (res: ListCreditLedgerResponse): CreditLedgerPage => ({
  entries: res.entries.map((e) => ({
    id: e.id,
    kind: CREDIT_ENTRY_KIND.name(e.kind),
    amount: e.amount,
    balanceAfter: e.balanceAfter,
    description: e.description,
    // proto3 has no null id: 0 is "none".
    leadId: e.leadId || null,
    lookupId: e.lookupId || null,
    createdAt: isoTime(present(e.createdAt, "the entry's time")),
  })),
  hasMore: res.hasMore,
  nextCursor: nullIfEmpty(res.nextCursor),
});
