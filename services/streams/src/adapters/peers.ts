import type { Client } from "@connectrpc/connect";
import type { AccountsService, ClassificationService, IdentityService, TrackedAccount as ProtoAccount } from "@leadstream/contracts";
import type { AccountsPort, SegmentsPort, TrackedAccount, UsersPort } from "../app/ports.js";

// Peer RPC clients behind the app's ports. Peers' AppErrors (handle_not_found, orphan_label, ...)
// pass through unchanged: the platform's client rethrows them with their codes.

const toAccount = (account: ProtoAccount | undefined): TrackedAccount => ({
  id: account?.id ?? 0,
  handle: account?.handle ?? "",
  profileImageUrl: account?.profileImageUrl ?? "",
  tier: account?.tier ?? "",
  streamCap: account?.streamCap ?? 0,
});

export function accountsPort(client: Client<typeof AccountsService>): AccountsPort {
  return {
    async ensureAccounts(userId, operationId, refs) {
      const accounts = refs.map((ref) => ("accountId" in ref ? { accountId: ref.accountId } : { handle: ref.handle, tier: ref.tier ?? "" }));
      const res = await client.ensureAccounts({ userId, operationId, accounts });
      return res.accounts.map((e) => ({ account: toAccount(e.account), created: e.accountCreated, billingDelta: e.billingDelta }));
    },
    async releaseAccounts(userId, operationId) {
      await client.releaseAccounts({ userId, operationId });
    },
    async getAccounts(userId, accountIds) {
      return (await client.getAccounts({ userId, accountIds })).accounts.map(toAccount);
    },
  };
}

export function segmentsPort(client: Client<typeof ClassificationService>): SegmentsPort {
  return {
    async ensureSegment(userId, operationId, ref) {
      const request =
        "segmentId" in ref
          ? { userId, operationId, segmentId: ref.segmentId }
          : {
              userId,
              operationId,
              definition: {
                ...ref.definition,
                appliedSearchFilters: Object.fromEntries(Object.entries(ref.definition.appliedSearchFilters).map(([category, labels]) => [category, { labels }])),
              },
            };
      const res = await client.ensureSegment(request);
      const segment = res.segment;
      return {
        segment: { id: segment?.id ?? 0, name: segment?.name || null, description: segment?.description ?? "" },
        created: res.segmentCreated,
      };
    },
    async discardSegment(userId, operationId) {
      await client.discardSegment({ userId, operationId });
    },
  };
}

export function usersPort(client: Client<typeof IdentityService>): UsersPort {
  return {
    async defaultTimezone(userId) {
      return (await client.getUser({ userId })).user?.timezone ?? "";
    },
  };
}
