import type { Tier } from "../../domain/pairs.js";
import { scheduledSyncAt, type Stream } from "../../domain/stream.js";
import type { AccountSnapshot, AppDeps } from "../ports.js";

/** A pair as listed inside a stream (spec 2.2). */
export interface PairView {
  streamPairId: number;
  trackedAccountId: number;
  xHandle: string;
  profileImageUrl: string;
  /** Null for an account accounts-billing no longer knows. */
  tier: Tier | null;
  segmentId: number;
  segmentName: string | null;
  segmentDescription: string;
}

export interface StreamView extends Omit<Stream, "pairs"> {
  pairs: PairView[];
}

export interface StreamDetail extends StreamView {
  /** Null when the stream is paused, archived or has no pairs. */
  nextSyncAt: Date | null;
  /** When its latest successful run completed; null before the first. */
  lastRunAt: Date | null;
}

/** Streams with their pairs' accounts shown from the local read model. */
export async function describeStreams(deps: Pick<AppDeps, "db" | "accounts">, userId: number, streams: Stream[]): Promise<StreamView[]> {
  const accounts = await accountSnapshots(deps, userId, [...new Set(streams.flatMap((s) => s.pairs.map((p) => p.accountId)))]);
  return streams.map(({ pairs, ...stream }) => ({
    ...stream,
    pairs: pairs.map((pair) => {
      const account = accounts.get(pair.accountId);
      return {
        streamPairId: pair.id,
        trackedAccountId: pair.accountId,
        xHandle: account?.handle ?? "",
        profileImageUrl: account?.profileImageUrl ?? "",
        tier: account?.tier ?? null,
        segmentId: pair.segmentId,
        segmentName: pair.segmentName,
        segmentDescription: pair.segmentDescription,
      };
    }),
  }));
}

/** One stream as GET /streams/{id} shows it: the list element plus its next sync and last run. */
export async function describeStream(deps: Pick<AppDeps, "db" | "accounts" | "now">, stream: Stream): Promise<StreamDetail> {
  const [view] = await describeStreams(deps, stream.userId, [stream]);
  return { ...view, nextSyncAt: scheduledSyncAt(stream, deps.now()), lastRunAt: await deps.db.repositories.runs.lastSucceededAt(stream.id) };
}

/** From the read model; accounts it lacks yet (events lag behind writes) are asked of accounts-billing. */
export async function accountSnapshots({ db, accounts }: Pick<AppDeps, "db" | "accounts">, userId: number, ids: number[]): Promise<Map<number, Omit<AccountSnapshot, "userId">>> {
  const found = new Map<number, Omit<AccountSnapshot, "userId">>((await db.repositories.accounts.findByIds(ids)).map((a) => [a.id, a]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) for (const account of await accounts.getAccounts(userId, missing)) found.set(account.id, account);
  return found;
}
