import type { CREDIT_ENTRY_KIND } from "@leadstream/contracts/vocabulary";
import { invalidField } from "./errors.js";
import { isValidId } from "./ids.js";

/** DECISIONS: a balance under this is "low"; each team may choose its own. */
export const DEFAULT_LOW_BALANCE_THRESHOLD = 10;
export const MAX_LOW_BALANCE_THRESHOLD = 1_000_000;
/** What one auto top-up buys. */
export const TOPUP_PACK_CREDITS = 500;
/** A hold not settled by then is released. */
export const HOLD_TTL_MINUTES = 10;

const MAX_GRANT = 1_000_000;
const MAX_HOLD = 1000;
const MAX_DESCRIPTION = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CreditEntryKind = (typeof CREDIT_ENTRY_KIND.names)[number];

/** A team's balance row: `reserved` is held by reservations not yet settled, so available = balance - reserved. */
export interface CreditAccount {
  teamId: number;
  balance: number;
  reserved: number;
  lowBalanceThreshold: number;
  autoTopupEnabled: boolean;
  /** Whose payment method a top-up charges: the user who last turned auto top-up on. */
  autoTopupUserId: number | null;
}

export const emptyCreditAccount = (teamId: number): CreditAccount => ({
  teamId,
  balance: 0,
  reserved: 0,
  lowBalanceThreshold: DEFAULT_LOW_BALANCE_THRESHOLD,
  autoTopupEnabled: false,
  autoTopupUserId: null,
});

export interface LedgerEntry {
  id: number;
  kind: CreditEntryKind;
  /** Signed: negative for charges. */
  amount: number;
  balanceAfter: number;
  description: string;
  leadId: number | null;
  lookupId: number | null;
  createdAt: Date;
}

export interface CreditsSummary {
  balance: number;
  lowBalanceThreshold: number;
  isLow: boolean;
  autoTopupEnabled: boolean;
}

export const creditsSummary = (account: CreditAccount): CreditsSummary => ({
  balance: account.balance,
  lowBalanceThreshold: account.lowBalanceThreshold,
  isLow: account.balance < account.lowBalanceThreshold,
  autoTopupEnabled: account.autoTopupEnabled,
});

const wantsTopup = (account: CreditAccount): boolean => account.autoTopupEnabled && account.balance < account.lowBalanceThreshold;

/**
 * A change to the balance row (a charge, or new settings) crosses into "low with auto top-up on":
 * that crossing buys one pack. Decided on the row as locked by the change, so concurrent changes
 * see each other's results and exactly one of them crosses.
 */
export const topupDue = (before: CreditAccount, after: CreditAccount): boolean => !wantsTopup(before) && wantsTopup(after);

export function validGrant(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_GRANT) throw invalidField("amount", `amount must be an integer from 1 to ${MAX_GRANT}.`);
  return amount;
}

export function validHoldAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_HOLD) throw invalidField("amount", `amount must be an integer from 1 to ${MAX_HOLD}.`);
  return amount;
}

/** A caller-chosen UUID, lower-cased. */
export function validReservationId(id: string): string {
  if (!UUID.test(id)) throw invalidField("reservationId", "reservationId must be a UUID.");
  return id.toLowerCase();
}

export function validCharge(charge: number, held: number): number {
  if (!Number.isInteger(charge) || charge < 0 || charge > held) throw invalidField("charge", `charge must be an integer from 0 to the ${held} credits held.`);
  return charge;
}

/** A lead or lookup id a charge names; 0 (none) becomes null. */
export function optionalRef(param: string, id: number): number | null {
  if (id === 0) return null;
  if (!isValidId(id)) throw invalidField(param, `${param} must be a positive integer, or 0 for none.`);
  return id;
}

export function validDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > MAX_DESCRIPTION) throw invalidField("description", `description must be at most ${MAX_DESCRIPTION} characters.`);
  return trimmed;
}

export interface CreditSettings {
  autoTopupEnabled?: boolean;
  lowBalanceThreshold?: number;
}

export function validCreditSettings(settings: CreditSettings): CreditSettings {
  const { autoTopupEnabled, lowBalanceThreshold } = settings;
  if (autoTopupEnabled === undefined && lowBalanceThreshold === undefined) throw invalidField("body", "Set at least one of autoTopupEnabled, lowBalanceThreshold.");
  if (lowBalanceThreshold !== undefined && (!Number.isInteger(lowBalanceThreshold) || lowBalanceThreshold < 0 || lowBalanceThreshold > MAX_LOW_BALANCE_THRESHOLD)) {
    throw invalidField("lowBalanceThreshold", `lowBalanceThreshold must be an integer from 0 to ${MAX_LOW_BALANCE_THRESHOLD}.`);
  }
  return { autoTopupEnabled, lowBalanceThreshold };
}
