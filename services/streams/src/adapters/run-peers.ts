import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import type { AccountsBillingService, CachedProfile as ProtoCachedProfile, ClassificationService, LeadsService } from "@leadstream/contracts";
import { BOT_KIND, BUDGET_KIND, BUDGET_REFUSAL, EMAIL_MODE, ENRICHMENT_OUTPUT, LEAD_SOURCE_TYPE, MATCH_CONFIDENCE, MATCH_OUTCOME, TIER } from "@leadstream/contracts/vocabulary";
import type { BudgetPort, CachedProfile, ClassifierPort, FollowerCachePort, LeadsPort } from "../app/ports.js";

// The peers a run works with, behind the app's ports (see peers.ts).

const toCachedProfile = (p: ProtoCachedProfile): CachedProfile => ({
  xUserId: p.xUserId,
  handle: p.handle,
  displayName: p.displayName,
  bio: p.bio,
  followersCount: p.followersCount,
  followingCount: p.followingCount,
  tweetCount: p.tweetCount,
  listedCount: p.listedCount,
  createdAt: p.createdAt ? timestampDate(p.createdAt) : null,
  profileImageUrl: p.profileImageUrl,
  defaultProfileImage: p.defaultProfileImage,
  verified: p.verified,
  location: p.location,
  url: p.url,
  sourceType: LEAD_SOURCE_TYPE.name(p.sourceType),
});

export function budgetPort(client: Client<typeof AccountsBillingService>): BudgetPort {
  return {
    async reserve(userId, accountId, kind, runId) {
      const { reserved, skipReason, tier } = await client.reserveBudget({ userId, accountId, kind: BUDGET_KIND.value(kind), runId });
      return reserved ? { reserved } : { reserved, skipReason: BUDGET_REFUSAL.name(skipReason), tier: TIER.name(tier) };
    },
    async release(userId, runId) {
      await client.releaseBudget({ userId, runId });
    },
  };
}

export function followerCachePort(client: Client<typeof AccountsBillingService>): FollowerCachePort {
  return {
    async fetchFollowersPage(userId, accountId, runId) {
      const page = await client.fetchFollowersPage({ userId, accountId, runId });
      return {
        message: page.message,
        done: page.done,
        retryAfterSeconds: page.retryAfterSeconds,
        runNewFollowers: page.runNewFollowers,
        runNewLikers: page.runNewLikers,
        cached: { profiles: page.profiles.map(toCachedProfile), previousToken: page.previousToken, resumeToken: page.resumeToken },
      };
    },
    async listCachedProfiles(input) {
      const page = await client.listCachedProfiles(input);
      return { profiles: page.profiles.map(toCachedProfile), nextPageToken: page.nextPageToken, resumeToken: page.resumeToken };
    },
  };
}

export function classifierPort(client: Client<typeof ClassificationService>): ClassifierPort {
  return {
    async classify(userId, segmentId, profiles) {
      const { results } = await client.classify({
        userId,
        segmentId,
        profiles: profiles.map((p) => ({
          xUserId: p.xUserId,
          handle: p.handle,
          displayName: p.displayName,
          bio: p.bio,
          followersCount: p.followersCount,
          followingCount: p.followingCount,
          tweetCount: p.tweetCount,
          listedCount: p.listedCount,
          createdAt: p.createdAt ? timestampFromDate(p.createdAt) : undefined,
          defaultProfileImage: p.defaultProfileImage,
          verified: p.verified,
          location: p.location,
          url: p.url,
        })),
      });
      return results.map((r) => ({ xUserId: r.xUserId, outcome: MATCH_OUTCOME.name(r.outcome), reasons: r.reasons, botScore: r.botScore, botKind: BOT_KIND.nameOrNull(r.botKind) }));
    },
  };
}

export function leadsPort(client: Client<typeof LeadsService>): LeadsPort {
  return {
    async recordLeads(run, candidates) {
      await client.recordLeads({
        userId: run.userId,
        streamId: run.streamId,
        streamName: run.streamName,
        runId: run.id,
        trackedAccountId: run.accountId,
        trackedAccountHandle: run.xHandle,
        segmentId: run.segmentId,
        candidates: candidates.map(({ profile, matchConfidence, matchReasons }) => ({
          profile: {
            xUserId: profile.xUserId,
            handle: profile.handle,
            displayName: profile.displayName,
            profileImageUrl: profile.profileImageUrl,
            followerCount: profile.followersCount,
            bio: profile.bio,
            url: profile.url,
            location: profile.location,
          },
          matchConfidence: MATCH_CONFIDENCE.value(matchConfidence),
          sourceType: LEAD_SOURCE_TYPE.value(profile.sourceType),
          matchReasons,
        })),
      });
    },
    async countRunLeads(userId, runId) {
      const { highCount, mediumCount, enrichedCount } = await client.countRunLeads({ userId, runId });
      return { high: highCount, medium: mediumCount, enriched: enrichedCount };
    },
    async enrichRunLeads(userId, runId, options, limit) {
      return client.enrichRunLeads({
        userId,
        runId,
        options: { outputs: options.outputs.map((o) => ENRICHMENT_OUTPUT.value(o)), emailMode: EMAIL_MODE.value(options.emailMode) },
        limit,
      });
    },
  };
}
