import type { TrackedAccount } from "../../domain/account.js";
import { accountNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { AccountRepository } from "../ports.js";

/** The user's account, or not_found for an unknown id or another user's account. */
export async function requireAccount(accounts: AccountRepository, userId: number, accountId: number): Promise<TrackedAccount> {
  const account = isValidId(accountId) ? await accounts.find(userId, accountId) : null;
  if (!account) throw accountNotFound();
  return account;
}
