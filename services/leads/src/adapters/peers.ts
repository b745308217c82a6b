import type { Client } from "@connectrpc/connect";
import type { AccountsBillingService } from "@leadstream/contracts";
import type { CreditsPort, XProfilesPort } from "../app/ports.js";

/** accounts-billing: the team's credits. */
export function creditsPort(client: Client<typeof AccountsBillingService>): CreditsPort {
  return {
    async reserve(userId, reservationId, amount) {
      await client.reserveCredits({ userId, reservationId, amount });
    },
    async settle(userId, reservationId, charge, paidFor) {
      const { credits } = await client.settleCredits({ userId, reservationId, charge, leadId: paidFor.leadId ?? 0, lookupId: paidFor.lookupId ?? 0, description: paidFor.description });
      return credits?.balance ?? 0;
    },
    async refund(userId, reservationId) {
      await client.refundCredits({ userId, reservationId });
    },
    async balance(userId) {
      const { credits } = await client.getBillingSummary({ userId });
      return credits?.balance ?? 0;
    },
  };
}

/** accounts-billing: X profiles for lookups. */
export function xProfilesPort(client: Client<typeof AccountsBillingService>): XProfilesPort {
  return {
    async lookup(userId, ref) {
      const { profile } = await client.lookupXProfile({ userId, ...ref });
      if (!profile) throw new Error("LookupXProfile answered without a profile");
      return { xUserId: profile.xUserId, handle: profile.handle, displayName: profile.displayName, bio: profile.bio, url: profile.url, location: profile.location };
    },
  };
}
