import { freeAccountIpDuplicate, freeAccountLimit, subscriptionRequired } from "./errors.js";
import { isFreeUser, isLapsed, type SubscriptionStatus } from "./subscription.js";

/** One tracked account in total on the free plan (DECISIONS). */
export const FREE_ACCOUNT_LIMIT = 1;

export interface NewAccountsRequest {
  status: SubscriptionStatus;
  existingAccounts: number;
  newAccounts: number;
  /** Whether another free user who signed up from the same IP already tracks an account. */
  signupIpTaken: () => Promise<boolean>;
}

/** Throws the error that forbids adding these accounts, if any (DECISIONS: free plan, one free signup per IP, lapsed subscriptions). */
export async function checkNewAccountsAllowed(req: NewAccountsRequest): Promise<void> {
  if (req.newAccounts === 0) return;
  if (isLapsed(req.status)) throw subscriptionRequired();
  if (!isFreeUser(req.status)) return;
  if (req.existingAccounts + req.newAccounts > FREE_ACCOUNT_LIMIT) throw freeAccountLimit();
  if (await req.signupIpTaken()) throw freeAccountIpDuplicate();
}
