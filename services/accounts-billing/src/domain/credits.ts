import { invalidField } from "./errors.js";

/** DECISIONS: a balance under this is "low". */
export const LOW_BALANCE_THRESHOLD = 10;

const MAX_GRANT = 1_000_000;

export interface CreditsSummary {
  balance: number;
  lowBalanceThreshold: number;
  isLow: boolean;
  autoTopupEnabled: boolean;
}

// Auto top-up is not offered yet, so it is always off.
export const creditsSummary = (balance: number): CreditsSummary => ({
  balance,
  lowBalanceThreshold: LOW_BALANCE_THRESHOLD,
  isLow: balance < LOW_BALANCE_THRESHOLD,
  autoTopupEnabled: false,
});

export function validGrant(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_GRANT) throw invalidField("amount", `amount must be an integer from 1 to ${MAX_GRANT}.`);
  return amount;
}
