import { randomInt, randomUUID } from "node:crypto";
import { create, toBinary, type MessageInitShape } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ClassificationService, LeadFeedbackRecordedSchema, ProfileToClassifySchema, SegmentDefinitionSchema, StreamChangedSchema } from "@leadstream/contracts";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv } from "@leadstream/testing";
import { headers as natsHeaders } from "@nats-io/nats-core";
import { expect } from "vitest";
import { classificationService } from "../../src/service.js";

export type ClassificationClient = Client<typeof ClassificationService>;

export interface Harness {
  svc: RunningService<unknown>;
  client: ClassificationClient;
}

/** The real classification service on this run's database and NATS, and a client calling it over RPC. */
export async function startClassification(env: Record<string, string> = {}): Promise<Harness> {
  const svc = await startService(classificationService, testEnv(env));
  const client = createRpcClient(ClassificationService, { baseUrl: svc.url, internalToken: "test-internal-token", caller: "test" });
  return { svc, client };
}

/** Users live in the identity service; here any id no other test uses will do. */
export const newUserId = (): number => randomInt(1, 2 ** 31 - 1);

type DefinitionInit = MessageInitShape<typeof SegmentDefinitionSchema>;

/** A valid segment definition with `fields` on top. */
export const definition = (fields: DefinitionInit = {}): DefinitionInit => ({ description: "Founders of B2B SaaS companies", ...fields });

/** appliedSearchFilters as the proto carries them. */
export const filters = (byCategory: Record<string, string[]>) => Object.fromEntries(Object.entries(byCategory).map(([category, labels]) => [category, { labels }]));

export type StreamChangedFields = Omit<MessageInitShape<typeof StreamChangedSchema>, "$typeName">;

/** Publishes a StreamChanged as the streams service does; resolves to its message id. */
export async function publishStreamChanged(svc: RunningService<unknown>, kind: "created" | "updated" | "archived", fields: StreamChangedFields): Promise<string> {
  const { bus } = svc.deps;
  const msgID = randomUUID();
  const headers = natsHeaders();
  headers.set("event-type", StreamChangedSchema.typeName);
  await bus.js.publish(bus.subject(`streams.stream.${kind}`), toBinary(StreamChangedSchema, create(StreamChangedSchema, fields)), { msgID, headers });
  return msgID;
}

export type FeedbackFields = Omit<MessageInitShape<typeof LeadFeedbackRecordedSchema>, "$typeName">;

/** Publishes a LeadFeedbackRecorded as the leads service does; resolves to its message id. */
export async function publishFeedback(svc: RunningService<unknown>, fields: FeedbackFields): Promise<string> {
  const { bus } = svc.deps;
  const msgID = randomUUID();
  const headers = natsHeaders();
  headers.set("event-type", LeadFeedbackRecordedSchema.typeName);
  const event = create(LeadFeedbackRecordedSchema, { occurredAt: timestampFromDate(new Date()), ...fields });
  await bus.js.publish(bus.subject("leads.feedback.recorded"), toBinary(LeadFeedbackRecordedSchema, event), { msgID, headers });
  return msgID;
}

/** Resolves once the consumer (the stream-links one unless named) has handled (or dropped) the message. */
export async function handled(svc: RunningService<unknown>, messageId: string, consumer = "classification-stream-links"): Promise<void> {
  await expect
    .poll(async () => ((await svc.deps.ds.query(`SELECT 1 FROM "classification".inbox WHERE message_id = $1 AND consumer = $2`, [messageId, consumer])) as unknown[]).length)
    .toBe(1);
}

export type ProfileInit = MessageInitShape<typeof ProfileToClassifySchema>;

/** A plainly human profile (an eleven-year-old account with a photo, a location and a site); tests set the rest. */
export const profileToClassify = (fields: ProfileInit = {}): ProfileInit => ({
  xUserId: "100",
  handle: "jane_doe",
  displayName: "Jane Doe",
  followersCount: 2_400,
  followingCount: 600,
  tweetCount: 3_100,
  createdAt: timestampFromDate(new Date("2014-03-01T00:00:00Z")),
  location: "Lisbon, Portugal",
  url: "https://janedoe.dev",
  ...fields,
});

/** A fake follower: no photo, no bio, following hundreds with nobody following back and nothing posted. */
export const fakeFollower = (fields: ProfileInit = {}): ProfileInit => ({
  handle: "sarah57329129",
  displayName: "sarah",
  followersCount: 3,
  followingCount: 900,
  tweetCount: 0,
  createdAt: timestampFromDate(new Date("2023-01-01T00:00:00Z")),
  defaultProfileImage: true,
  ...fields,
});

/** The bios the integration tests classify against `foundersSegment`, by the outcome the offline classifier gives. */
export const BIOS = {
  high: "Founder & CEO at Ledgerly, B2B SaaS for accountants",
  medium: "Founder @tallyhq. Dad, runner, coffee snob",
  none: "Photographer. Coffee. Mountains.",
};

/** Founders of B2B SaaS companies, by filter too. */
export const foundersSegment = (fields: DefinitionInit = {}): DefinitionInit =>
  definition({ appliedSearchFilters: filters({ job_role: ["Founder"], industry: ["SaaS"] }), ...fields });

export { expectAppError } from "@leadstream/testing";
