import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { AccountsBillingService } from "@leadstream/contracts";
import { BILLING_DELTA, BUDGET_KIND, BUDGET_REFUSAL, CREDIT_ENTRY_KIND, LEAD_SOURCE_TYPE, SUBSCRIPTION_STATUS, TIER, TIER_CHANGE_ACTION } from "@leadstream/contracts/vocabulary";
import type { AccountsApp } from "../app/accounts-app.js";
import { streamCap, type TrackedAccount } from "../domain/account.js";
import type { LedgerEntry } from "../domain/credits.js";
import { hasDefaultProfileImage, type CachedProfile, type XFullProfile } from "../domain/profiles.js";

// Proto <-> app only; AppErrors thrown by the app reach the caller through the platform's error interceptor.
// An enum's zero value (not set) reaches the app as "", as an unset proto3 string did.

const timestamp = (date: Date | null) => (date ? timestampFromDate(date) : undefined);

const toProtoAccount = (account: TrackedAccount) => ({
  id: account.id,
  userId: account.userId,
  xUserId: account.xUserId,
  handle: account.handle,
  displayName: account.displayName,
  profileImageUrl: account.profileImageUrl,
  followersCount: account.followersCount,
  tier: TIER.value(account.tier),
  pendingTier: TIER.value(account.pendingTier),
  pendingTierEffectiveAt: timestamp(account.pendingTierEffectiveAt),
  awake: account.awake,
  createdAt: timestampFromDate(account.createdAt),
  streamCap: streamCap(account),
});

/** A looked-up profile has no source type. */
const toProtoProfile = (profile: XFullProfile, sourceType: CachedProfile["sourceType"] | null) => ({
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
  sourceType: LEAD_SOURCE_TYPE.value(sourceType),
});

const toProtoEntry = (entry: LedgerEntry) => ({
  id: entry.id,
  kind: CREDIT_ENTRY_KIND.value(entry.kind),
  amount: entry.amount,
  balanceAfter: entry.balanceAfter,
  description: entry.description,
  leadId: entry.leadId ?? 0,
  lookupId: entry.lookupId ?? 0,
  createdAt: timestampFromDate(entry.createdAt),
});

export function accountsRpc(app: AccountsApp): ServiceImpl<typeof AccountsBillingService> {
  return {
    async ensureAccounts(req) {
      const accounts = req.accounts.map((ref) => ({ ...ref, tier: TIER.nameOrNull(ref.tier) ?? "" }));
      const ensured = await app.ensureAccounts({ ...req, accounts });
      return { accounts: ensured.map((e) => ({ account: toProtoAccount(e.account), accountCreated: e.created, billingDelta: BILLING_DELTA.value(e.billingDelta) })) };
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
      const { action, account, effectiveAt } = await app.changeTier({ ...req, tier: TIER.nameOrNull(req.tier) ?? "" });
      return { action: TIER_CHANGE_ACTION.value(action), account: toProtoAccount(account), effectiveAt: timestamp(effectiveAt) };
    },
    async getBillingSummary(req) {
      const summary = await app.getBillingSummary(req);
      const { quantities } = summary;
      return {
        subscriptionStatus: SUBSCRIPTION_STATUS.value(summary.subscriptionStatus),
        isFreeTier: summary.isFreeTier,
        accounts: summary.accounts.map((a) => ({
          accountId: a.accountId,
          handle: a.handle,
          tier: TIER.value(a.tier),
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
        quantities: quantities ? TIER.names.map((tier) => ({ tier: TIER.value(tier), quantity: quantities[tier] })) : [],
        validUntil: timestampFromDate(summary.validUntil),
      };
    },
    async reserveBudget(req) {
      const reservation = await app.reserveBudget({ ...req, kind: BUDGET_KIND.nameOrNull(req.kind) ?? "" });
      return { reserved: reservation.reserved, skipReason: BUDGET_REFUSAL.value(reservation.skipReason), tier: TIER.value(reservation.tier) };
    },
    async releaseBudget(req) {
      await app.releaseBudget(req);
      return {};
    },
    async fetchFollowersPage(req) {
      const { runTotals, cached, ...result } = await app.fetchFollowersPage(req);
      return {
        ...result,
        runNewFollowers: runTotals.newFollowers,
        runNewLikers: runTotals.newLikers,
        profiles: cached.profiles.map((profile) => toProtoProfile(profile, cached.sourceType)),
        previousToken: cached.previousToken,
        resumeToken: cached.resumeToken,
      };
    },
    async listCachedProfiles(req) {
      const page = await app.listCachedProfiles(req);
      return { profiles: page.profiles.map((profile) => toProtoProfile(profile, profile.sourceType)), nextPageToken: page.nextPageToken ?? "", resumeToken: page.resumeToken };
    },
    async handleStripeWebhook(req) {
      return { handled: await app.handleStripeWebhook(req) };
    },
    async setSubscriptionStatus(req) {
      const status = await app.setSubscriptionStatus({ ...req, status: SUBSCRIPTION_STATUS.nameOrNull(req.status) ?? "" });
      return { status: SUBSCRIPTION_STATUS.value(status) };
    },
    async grantCredits(req) {
      return { balance: await app.grantCredits(req) };
    },
    async reserveCredits(req) {
      return { available: await app.reserveCredits(req) };
    },
    async settleCredits(req) {
      return await app.settleCredits(req);
    },
    async refundCredits(req) {
      return await app.refundCredits(req);
    },
    async listCreditLedger(req) {
      const page = await app.listCreditLedger(req);
      return { entries: page.entries.map(toProtoEntry), hasMore: page.hasMore, nextCursor: page.nextCursor };
    },
    async updateCreditSettings(req) {
      return { credits: await app.updateCreditSettings(req) };
    },
    async lookupXProfile(req) {
      return { profile: toProtoProfile(await app.lookupXProfile(req), null) };
    },
  };
}

export const accountsRoutes = (app: AccountsApp) => (router: ConnectRouter) => router.service(AccountsBillingService, accountsRpc(app));
