import { randomInt } from "node:crypto";
import { fromBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { LeadSourceType, LeadsService, MatchConfidence } from "@leadstream/contracts";
import { createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv } from "@leadstream/testing";
import { leadsService } from "../../src/service.js";

export type LeadsClient = Client<typeof LeadsService>;

export interface Harness {
  svc: RunningService<unknown>;
  client: LeadsClient;
}

/** The real leads service on this run's database and NATS, and a client calling it over RPC. */
export async function startLeads(): Promise<Harness> {
  const svc = await startService(leadsService, testEnv());
  const client = createRpcClient(LeadsService, { baseUrl: svc.url, internalToken: "test-internal-token", caller: "test" });
  return { svc, client };
}

/** An id no other test uses (test files share one database): users, streams, segments, accounts. */
export const uniqueId = (): number => randomInt(1, 2 ** 31 - 1);

let nextXUserId = randomInt(1, 1e9) * 1000;

export interface TestProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  profileImageUrl: string;
  followerCount: number;
  bio: string;
}

export interface TestCandidate {
  profile?: TestProfile;
  matchConfidence: MatchConfidence;
  sourceType: LeadSourceType;
  matchReasons: string[];
}

/** A matched profile with a fresh X user id; `fields` override the defaults. */
export function candidate(fields: Partial<TestCandidate> = {}): TestCandidate {
  const xUserId = String(++nextXUserId);
  return {
    profile: { xUserId, handle: `lead_${xUserId}`, displayName: `Lead ${xUserId}`, profileImageUrl: `https://img.example/${xUserId}.jpg`, followerCount: 120, bio: "Builds things." },
    matchConfidence: MatchConfidence.HIGH,
    sourceType: LeadSourceType.NEW_FOLLOWER,
    matchReasons: ["job_role: founder"],
    ...fields,
  };
}

export const candidates = (n: number, fields: Partial<TestCandidate> = {}): TestCandidate[] => Array.from({ length: n }, () => candidate(fields));

export interface Source {
  userId: number;
  streamId: number;
  streamName: string;
  runId: number;
  trackedAccountId: number;
  trackedAccountHandle: string;
  segmentId: number;
}

/** Where a test's leads come from: a new user, stream, account, segment and run unless given. */
export function source(fields: Partial<Source> = {}): Source {
  return { userId: uniqueId(), streamId: uniqueId(), streamName: "Founders · @acme", runId: uniqueId(), trackedAccountId: uniqueId(), trackedAccountHandle: "acme", segmentId: uniqueId(), ...fields };
}

/** Moves leads in time, so tests control the order of discovery. */
export async function setDiscoveredAt(h: Harness, leadIds: number[], at: Date): Promise<void> {
  await h.svc.deps.ds.query(`UPDATE "leads".leads SET discovered_at = $2 WHERE id = ANY($1)`, [leadIds, at]);
}

/** Records events of `subject` as NATS delivers them, from now on. */
export async function watchEvents<Desc extends DescMessage>(h: Harness, subject: string, schema: Desc) {
  const { bus } = h.svc.deps;
  const events: MessageShape<Desc>[] = [];
  const sub = bus.nc.subscribe(bus.subject(subject), {
    callback: (_err, msg) => {
      events.push(fromBinary(schema, msg.data));
    },
  });
  await bus.nc.flush();
  return { events, stop: () => sub.unsubscribe() };
}

export { expectAppError } from "@leadstream/testing";
