import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { AccountsService } from "@leadstream/contracts";
import type { AccountsApp } from "../app/accounts-app.js";
import { streamCap, type TrackedAccount } from "../domain/account.js";
import { hasDefaultProfileImage, type CachedProfile } from "../domain/profiles.js";

// Proto <-> app only; AppErrors thrown by the app reach the caller through the platform's error interceptor.

const timestamp = (date: Date | null) => (date ? timestampFromDate(date) : undefined);

const toProtoAccount = (account: TrackedAccount) => ({
  id: account.id,
  userId: account.userId,
  xUserId: account.xUserId,
  handle: account.handle,
  displayName: account.displayName,
  profileImageUrl: account.profileImageUrl,
  followersCount: account.followersCount,
  tier: account.tier,
  pendingTier: account.pendingTier ?? "",
  pendingTierEffectiveAt: timestamp(account.pendingTierEffectiveAt),
  awake: account.awake,
  createdAt: timestampFromDate(account.createdAt),
  streamCap: streamCap(account),
});

const toProtoProfile = (profile: CachedProfile) => ({
  xUserId: profile.xUserId,
  handle: profile.handle,
  displayName: profile.displayName,
  bio: profile.bio,
  followersCount: profile.followersCount,
  followingCount: profile.followingCount,
  tweetCount: profile.tweetCount,
  listedCount: profile.listedCount,
  createdAt: timestamp(profile.createdAt),
  profileImageUrl: profile.profileImageUrl,
  defaultProfileImage: hasDefaultProfileImage(profile),
  verified: profile.verified,
  location: profile.location,
  url: profile.url,
  sourceType: profile.sourceType,
});

export function accountsRpc(app: AccountsApp): ServiceImpl<typeof AccountsService> {
  return {
    async ensureAccounts(req) {
      const ensured = await app.ensureAccounts(req);
      return { accounts: ensured.map((e) => ({ account: toProtoAccount(e.account), accountCreated: e.created, billingDelta: e.billingDelta })) };
    },
    async releaseAccounts(req) {
      return { releasedAccountIds: await app.releaseAccounts(req) };
    },
    async listAccounts(req) {
      return { accounts: (await app.listAccounts(req)).map(toProtoAccount) };
    },
    async getAccounts(req) {
      return { accounts: (await app.getAccounts(req)).map(toProtoAccount) };
    },
    async sleepAccount(req) {
      return { account: toProtoAccount(await app.sleepAccount(req)) };
    },
    async wakeAccount(req) {
      return { account: toProtoAccount(await app.wakeAccount(req)) };
    },
    async changeTier(req) {
      const { action, account, effectiveAt } = await app.changeTier(req);
      return { action, account: toProtoAccount(account), effectiveAt: timestamp(effectiveAt) };
    },
    async getBillingSummary(req) {
      const summary = await app.getBillingSummary(req);
      return {
        subscriptionStatus: summary.subscriptionStatus,
        isFreeTier: summary.isFreeTier,
        accounts: summary.accounts.map((a) => ({
          accountId: a.accountId,
          handle: a.handle,
          tier: a.tier,
          monthlyRetest: {
            used: a.monthlyRetest.used,
            budget: a.monthlyRetest.limit,
            remaining: a.monthlyRetest.remaining,
            billingPeriodStart: timestampFromDate(a.monthlyRetest.billingPeriodStart),
          },
          dailySync: { used: a.dailySync.used, cap: a.dailySync.limit, remaining: a.dailySync.remaining },
        })),
        credits: summary.credits,
        monthlyRetestRemaining: summary.totals.monthlyRetestRemaining,
        dailySyncRemaining: summary.totals.dailySyncRemaining,
        quantities: Object.entries(summary.quantities ?? {}).map(([tier, quantity]) => ({ tier, quantity })),
      };
    },
    async reserveBudget(req) {
      const reservation = await app.reserveBudget(req);
      return { reserved: reservation.reserved, skipReason: reservation.skipReason ?? "", tier: reservation.tier };
    },
    async releaseBudget(req) {
      await app.releaseBudget(req);
      return {};
    },
    async fetchFollowersPage(req) {
      const { runTotals, ...result } = await app.fetchFollowersPage(req);
      return { ...result, runNewFollowers: runTotals.newFollowers, runNewLikers: runTotals.newLikers };
    },
    async listCachedProfiles(req) {
      const page = await app.listCachedProfiles(req);
      return { profiles: page.profiles.map(toProtoProfile), nextPageToken: page.nextPageToken ?? "", resumeToken: page.resumeToken };
    },
    async handleStripeWebhook(req) {
      return { handled: await app.handleStripeWebhook(req) };
    },
    async setSubscriptionStatus(req) {
      return { status: await app.setSubscriptionStatus(req) };
    },
    async grantCredits(req) {
      return { balance: await app.grantCredits(req) };
    },
  };
}

export const accountsRoutes = (app: AccountsApp) => (router: ConnectRouter) => router.service(AccountsService, accountsRpc(app));
