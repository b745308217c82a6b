import { RUN_STATUS, type BUDGET_KIND, type RUN_MODE, type RUN_SOURCE } from "@leadstream/contracts/vocabulary";
import type { BotFilterReport } from "./bot-filter.js";
import { invalidField } from "./errors.js";
import { isValidId } from "./ids.js";

/** DECISIONS "Streams and runs": queued -> running -> succeeded | failed; queued -> cancelled. */
export type RunStatus = (typeof RUN_STATUS.names)[number];
export type RunSource = (typeof RUN_SOURCE.names)[number];
/** `sync-then-search` is a run, `search-only` a re-test. */
export type RunMode = (typeof RUN_MODE.names)[number];
export type BudgetKind = (typeof BUDGET_KIND.names)[number];

/** The accounts-billing budget a run of this mode uses. */
export const budgetKind = (mode: RunMode): BudgetKind => (mode === "sync-then-search" ? "sync" : "retest");

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
  /** What the bot filter did, written when the run ends (a failed run: as far as it got); null before, and for runs that never classified. */
  botFilter: BotFilterReport | null;
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
  const status = raw.status || null;
  if (status !== null && !RUN_STATUS.has(status)) throw invalidField("status", `status must be one of ${RUN_STATUS.names.join(", ")}.`);
  return { streamId: raw.streamId || null, status, limit: validRunsLimit(raw.limit) };
}
