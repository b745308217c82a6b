import { invalidField } from "./errors.js";
import { isValidId } from "./ids.js";

/** DECISIONS "Streams and runs": queued -> running -> succeeded | failed; queued -> cancelled. */
export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export type RunSource = "cron" | "manual";
/** `sync-then-search` is a run, `search-only` a re-test. */
export type RunMode = "sync-then-search" | "search-only";

/** The accounts-billing budget a run of this mode uses. */
export const budgetKind = (mode: RunMode): "sync" | "retest" => (mode === "sync-then-search" ? "sync" : "retest");

export interface ProgressEntry {
  at: Date;
  message: string;
}

export interface RunCounts {
  newFollowersCount: number;
  /** Leads the run recorded, high and medium. */
  candidatesPassedCount: number;
  mediumFitCount: number;
  enrichedCount: number;
}

/** A run of one (account, segment) pair; names are copied when it is triggered. */
export interface Run extends RunCounts {
  id: number;
  userId: number;
  streamId: number;
  streamName: string;
  streamPairId: number;
  accountId: number;
  xHandle: string;
  segmentId: number;
  segmentName: string | null;
  source: RunSource;
  mode: RunMode;
  status: RunStatus;
  /** The schedule slot a cron run fires for. */
  slotAt: Date | null;
  triggeredAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  errorMessage: string | null;
  progressLog: ProgressEntry[];
}

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/** A run list's page size: 0 (absent) means 30; at most 100. */
export function validRunsLimit(limit: number): number {
  if (limit === 0) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalidField("limit", `limit must be 1 to ${MAX_LIMIT}.`);
  return limit;
}

export interface RunsFilter {
  streamId: number | null;
  status: RunStatus | null;
  limit: number;
}

/** GET /runs query: `streamId` 0 and `status` "" mean any. */
export function validRunsFilter(raw: { streamId: number; status: string; limit: number }): RunsFilter {
  if (raw.streamId !== 0 && !isValidId(raw.streamId)) throw invalidField("streamId", "streamId must be a positive integer.");
  if (raw.status !== "" && !(RUN_STATUSES as readonly string[]).includes(raw.status)) {
    throw invalidField("status", `status must be one of ${RUN_STATUSES.join(", ")}.`);
  }
  return { streamId: raw.streamId || null, status: (raw.status || null) as RunStatus | null, limit: validRunsLimit(raw.limit) };
}
