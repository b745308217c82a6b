import { randomInt, randomUUID } from "node:crypto";
import { create, toBinary, type MessageInitShape } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { ClassificationService, SegmentDefinitionSchema, StreamChangedSchema } from "@leadstream/contracts";
import { AppError, createRpcClient, startService, type RunningService } from "@leadstream/platform";
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
export async function startClassification(): Promise<Harness> {
  const svc = await startService(classificationService, testEnv());
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

/** Resolves once the stream-links consumer has handled (or dropped) the message. */
export async function handled(svc: RunningService<unknown>, messageId: string): Promise<void> {
  await expect
    .poll(async () => ((await svc.deps.ds.query(`SELECT 1 FROM "classification".inbox WHERE message_id = $1 AND consumer = 'classification-stream-links'`, [messageId])) as unknown[]).length)
    .toBe(1);
}

/** Awaits `call` and asserts it failed with this AppError code (and these details, when given). */
export async function expectAppError(call: Promise<unknown>, code: string, details?: Record<string, unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (details !== undefined) expect((err as AppError).details).toEqual(details);
  return err as AppError;
}
