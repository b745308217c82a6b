import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { ClassificationService, type ProfileToClassify, type SegmentDefinition } from "@leadstream/contracts";
import { BOT_KIND, FOLLOWER_COUNT_TIER, GENDER, MATCH_OUTCOME } from "@leadstream/contracts/vocabulary";
import type { ClassificationApp } from "../app/classification-app.js";
import type { XProfile } from "../domain/classifier/index.js";
import type { Segment } from "../domain/segment.js";
import type { SegmentDefinitionInput } from "../domain/segment-definition.js";

// Proto <-> app only; AppErrors thrown by the app reach the caller through the platform's error interceptor.
// An enum's zero value (not set) reaches the app as "", as an unset proto3 string did.

const toDefinitionInput = (definition: SegmentDefinition | undefined): SegmentDefinitionInput | undefined =>
  definition && {
    description: definition.description,
    name: definition.name,
    genderValues: definition.genderValues.map((value) => GENDER.nameOrNull(value) ?? ""),
    followerCountTiers: definition.followerCountTiers.map((value) => FOLLOWER_COUNT_TIER.nameOrNull(value) ?? ""),
    appliedSearchFilters: Object.fromEntries(Object.entries(definition.appliedSearchFilters).map(([category, list]) => [category, list.labels])),
  };

const toProtoSegment = (segment: Segment) => ({
  id: segment.id,
  userId: segment.userId,
  name: segment.name ?? "",
  description: segment.description,
  genderValues: segment.genderValues.map(GENDER.value),
  appliedSearchFilters: Object.fromEntries(Object.entries(segment.appliedSearchFilters).map(([category, labels]) => [category, { labels }])),
  followerCountTiers: segment.followerCountTiers.map(FOLLOWER_COUNT_TIER.value),
  linkedStreamCount: segment.linkedStreamCount,
  archived: segment.archived,
  createdAt: timestampFromDate(segment.createdAt),
  updatedAt: timestampFromDate(segment.updatedAt),
});

// Runs for every profile classified: optional fields are set, not spread in.
function toXProfile(profile: ProfileToClassify): XProfile {
  const xProfile: XProfile = {
    xUserId: profile.xUserId,
    handle: profile.handle,
    displayName: profile.displayName,
    bio: profile.bio,
    followersCount: profile.followersCount,
    followingCount: profile.followingCount,
    tweetCount: profile.tweetCount,
    listedCount: profile.listedCount,
    // An unreadable date: the bot filter then leaves account age out.
    createdAt: profile.createdAt ? timestampDate(profile.createdAt).toISOString() : "",
    defaultProfileImage: profile.defaultProfileImage,
    verified: profile.verified,
  };
  if (profile.location !== "") xProfile.location = profile.location;
  if (profile.url !== "") xProfile.url = profile.url;
  return xProfile;
}

export function classificationRpc(app: ClassificationApp): ServiceImpl<typeof ClassificationService> {
  return {
    async createSegment(req) {
      return { segment: toProtoSegment(await app.createSegment({ userId: req.userId, definition: toDefinitionInput(req.definition) })) };
    },
    async createSegmentFromDescription(req, ctx) {
      const segment = await app.createSegmentFromDescription({ userId: req.userId, description: req.description, name: req.name, signal: ctx.signal });
      return { segment: toProtoSegment(segment) };
    },
    async listSegments(req) {
      return { segments: (await app.listSegments(req)).map(toProtoSegment) };
    },
    async getSegments(req) {
      return { segments: (await app.getSegments(req)).map(toProtoSegment) };
    },
    listLabels() {
      return { categories: app.listLabels().map(({ category, labels }) => ({ category, labels: labels.map(({ name, synonyms }) => ({ name, synonyms: [...synonyms] })) })) };
    },
    async ensureSegment(req) {
      const { segment, created } = await app.ensureSegment({ ...req, definition: toDefinitionInput(req.definition) });
      return { segment: toProtoSegment(segment), segmentCreated: created };
    },
    async discardSegment(req) {
      return { discardedSegmentIds: await app.discardSegment(req) };
    },
    async classify(req, ctx) {
      const results = await app.classify({ userId: req.userId, segmentId: req.segmentId, profiles: req.profiles.map(toXProfile), signal: ctx.signal });
      // Every profile has a bot score; the kind is set when the bot filter (or the user's bot feedback) dropped it.
      return {
        results: results.map(({ outcome, reasons, isBot, botScore, botKind }, i) => ({
          xUserId: req.profiles[i].xUserId,
          outcome: MATCH_OUTCOME.value(outcome),
          reasons,
          isBot,
          botScore,
          botKind: BOT_KIND.value(botKind),
        })),
      };
    },
  };
}

export const classificationRoutes = (app: ClassificationApp) => (router: ConnectRouter) => router.service(ClassificationService, classificationRpc(app));
