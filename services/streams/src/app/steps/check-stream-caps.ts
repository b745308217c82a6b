import { streamCapExceeded } from "../../domain/errors.js";
import type { AccountsPort, StreamRepository, TrackedAccount } from "../ports.js";

/**
 * stream_cap_exceeded when one of `accountIds` would serve more non-archived streams than its tier
 * allows. Call it inside the save transaction after lockUser, so concurrent writes cannot both
 * pass. Caps come from `known` accounts, else from accounts-billing.
 */
export async function checkStreamCaps(
  streams: StreamRepository,
  accounts: AccountsPort,
  target: { userId: number; streamId: number | null },
  accountIds: number[],
  known: TrackedAccount[],
): Promise<void> {
  if (accountIds.length === 0) return;
  const byId = new Map(known.map((a) => [a.id, a]));
  const missing = accountIds.filter((id) => !byId.has(id));
  if (missing.length > 0) for (const account of await accounts.getAccounts(target.userId, missing)) byId.set(account.id, account);
  const used = await streams.countStreamsUsing(target.userId, accountIds, target.streamId);
  for (const id of accountIds) {
    const account = byId.get(id);
    if (account && (used.get(id) ?? 0) >= account.streamCap) throw streamCapExceeded(account);
  }
}
