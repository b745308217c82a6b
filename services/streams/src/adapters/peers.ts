import type { Client } from "@connectrpc/connect";
import type { AccountsBillingService, ClassificationService, IdentityService, TrackedAccount as ProtoAccount } from "@leadstream/contracts";
import { BILLING_DELTA, FOLLOWER_COUNT_TIER, GENDER, TIER } from "@leadstream/contracts/vocabulary";
import type { AccountsPort, SegmentsPort, TrackedAccount, UsersPort } from "../app/ports.js";

// Peer RPC clients behind the app's ports. Peers' AppErrors (handle_not_found, orphan_label, ...)
// pass through unchanged: the platform's client rethrows them with their codes.

function toAccount(account: ProtoAccount | undefined): TrackedAccount {
  if (!account) throw new Error("accounts-billing answered without the account");
  return { id: account.id, handle: account.handle, profileImageUrl: account.profileImageUrl, tier: TIER.name(account.tier), streamCap: account.streamCap };
}

export function accountsPort(client: Client<typeof AccountsBillingService>): AccountsPort {
  return {
    async ensureAccounts(userId, operationId, refs) {
      const accounts = refs.map((ref) => ("accountId" in ref ? { accountId: ref.accountId } : { handle: ref.handle, tier: TIER.value(ref.tier) }));
      const res = await client.ensureAccounts({ userId, operationId, accounts });
      return res.accounts.map((e) => ({ account: toAccount(e.account), created: e.accountCreated, billingDelta: BILLING_DELTA.name(e.billingDelta) }));
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
                genderValues: ref.definition.genderValues.map(GENDER.value),
                followerCountTiers: ref.definition.followerCountTiers.map(FOLLOWER_COUNT_TIER.value),
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
