import { nextSyncAt } from "./schedule.js";
import type { StreamSettings } from "./settings.js";

export interface StreamPair {
  id: number;
  accountId: number;
  segmentId: number;
  /** Copied when the pair was added; segments never change. */
  segmentName: string | null;
  segmentDescription: string;
}

export interface Stream extends StreamSettings {
  id: number;
  userId: number;
  /** Increases with every write; carried by StreamChanged. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  pairs: StreamPair[];
}

export interface PairKey {
  accountId: number;
  segmentId: number;
}

const keyOf = (pair: PairKey): string => `${pair.accountId}:${pair.segmentId}`;

export const distinctAccountIds = (pairs: PairKey[]): number[] => [...new Set(pairs.map((p) => p.accountId))];

export const distinctSegmentIds = (pairs: PairKey[]): number[] => [...new Set(pairs.map((p) => p.segmentId))];

/** Full-replace semantics: wanted pairs the stream lacks are added, stream pairs not wanted are removed. */
export function diffPairs<P extends PairKey>(current: StreamPair[], wanted: P[]): { added: P[]; removed: StreamPair[] } {
  const currentKeys = new Set(current.map(keyOf));
  const wantedKeys = new Set(wanted.map(keyOf));
  return {
    added: wanted.filter((pair) => !currentKeys.has(keyOf(pair))),
    removed: current.filter((pair) => !wantedKeys.has(keyOf(pair))),
  };
}

interface CapState {
  isArchived: boolean;
  accountIds: number[];
}

/**
 * The accounts whose stream cap a write must check (only non-archived streams count): none when
 * the stream ends archived, all of them when it is new or un-archived, else those new to it.
 * Accounts already on a live stream are never re-checked, so a downgrade cannot block edits.
 */
export function accountsToCapCheck(before: CapState | null, after: CapState): number[] {
  if (after.isArchived) return [];
  if (!before || before.isArchived) return after.accountIds;
  return after.accountIds.filter((id) => !before.accountIds.includes(id));
}

/** When the scheduler next syncs the stream; null when it is paused, archived or has no pairs. */
export const scheduledSyncAt = (stream: Stream, now: Date): Date | null =>
  stream.isActive && !stream.isArchived && stream.pairs.length > 0 ? nextSyncAt(stream.syncTimes, stream.timezone, now) : null;
