import { timestampFromDate, timestampMs } from "@bufbuild/protobuf/wkt";
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

const DAY_MS = 86_400_000;
/** 9999-12-31T23:59:59.999Z: the last instant `toISOString` writes with a four-digit year. */
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `new Date(ms).toISOString()`, written from the day count for 1970 to 9999 (a third of its cost: it runs for every profile). */
function isoTime(ms: number): string {
  if (!(ms >= 0 && ms <= LAST_FOUR_DIGIT_MS)) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  const inDay = ms - days * DAY_MS;
  // The civil date of a day count (days from 1970-01-01), by 400-year eras starting in March.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const time = `${pad(Math.floor(inDay / 3_600_000))}:${pad(Math.floor(inDay / 60_000) % 60)}:${pad(Math.floor(inDay / 1000) % 60)}.${pad(inDay % 1000, 3)}`;
  return `${year}-${pad(month)}-${pad(day)}T${time}Z`;
}

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
    createdAt: profile.createdAt ? isoTime(timestampMs(profile.createdAt)) : "",
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
