import type { EntityManager } from "typeorm";
import type { NewRun, RunRepository } from "../app/ports.js";
import type { BotFilterReport } from "../domain/bot-filter.js";
import type { Run, RunMode, RunSource, RunStatus } from "../domain/run.js";

interface RunRow {
  id: number;
  user_id: number;
  stream_id: number;
  stream_name: string;
  stream_pair_id: number;
  account_id: number;
  x_handle: string;
  segment_id: number;
  segment_name: string | null;
  source: RunSource;
  mode: RunMode;
  status: RunStatus;
  slot_at: Date | null;
  triggered_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  new_followers_count: number;
  candidates_passed_count: number;
  medium_fit_count: number;
  enriched_count: number;
  error_message: string | null;
  progress_log: { at: string; message: string }[];
  /** jsonb, as the BotFilterReport was written. */
  bot_filter: BotFilterReport | null;
}

const toRun = (row: RunRow): Run => ({
  id: row.id,
  userId: row.user_id,
  streamId: row.stream_id,
  streamName: row.stream_name,
  streamPairId: row.stream_pair_id,
  accountId: row.account_id,
  xHandle: row.x_handle,
  segmentId: row.segment_id,
  segmentName: row.segment_name,
  source: row.source,
  mode: row.mode,
  status: row.status,
  slotAt: row.slot_at,
  triggeredAt: row.triggered_at,
  startedAt: row.started_at,
  completedAt: row.completed_at,
  newFollowersCount: row.new_followers_count,
  candidatesPassedCount: row.candidates_passed_count,
  mediumFitCount: row.medium_fit_count,
  enrichedCount: row.enriched_count,
  errorMessage: row.error_message,
  progressLog: row.progress_log.map((e) => ({ at: new Date(e.at), message: e.message })),
  botFilter: row.bot_filter,
});

const TABLE = `"streams".runs`;

const jsonOrNull = (value: object | null): string | null => (value === null ? null : JSON.stringify(value));

// Columns $1..$12 of an insert, from a NewRun.
const NEW_RUN_COLUMNS = `user_id, stream_id, stream_name, stream_pair_id, account_id, x_handle, segment_id, segment_name, source, mode, slot_at, triggered_at`;
const newRunParams = (r: NewRun): unknown[] => [
  r.userId,
  r.streamId,
  r.streamName,
  r.streamPairId,
  r.accountId,
  r.xHandle,
  r.segmentId,
  r.segmentName,
  r.source,
  r.mode,
  r.slotAt,
  r.triggeredAt,
];

export function runRepository(em: EntityManager): RunRepository {
  const select = async (where: string, params: unknown[], tail = ""): Promise<Run[]> =>
    ((await em.query(`SELECT * FROM ${TABLE} WHERE ${where} ${tail}`, params)) as RunRow[]).map(toRun);

  /** The runs `UPDATE runs SET <setAndWhere>` changed (TypeORM answers [rows, count] for updates). */
  const update = async (setAndWhere: string, params: unknown[]): Promise<Run[]> => {
    const [rows] = (await em.query(`UPDATE ${TABLE} SET ${setAndWhere} RETURNING *`, params)) as [RunRow[], number];
    return rows.map(toRun);
  };
  const first = (runs: Run[]): Run | null => runs[0] ?? null;

  return {
    async insertQueued(run) {
      // No conflict target: both the slot key and the one-sync-at-a-time index turn the insert into nothing.
      const rows = (await em.query(
        `INSERT INTO ${TABLE} (${NEW_RUN_COLUMNS}, status, last_progress_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'queued', $12)
         ON CONFLICT DO NOTHING RETURNING id`,
        newRunParams(run),
      )) as { id: number }[];
      return rows[0]?.id ?? null;
    },

    async insertSkipped(run, reason) {
      await em.query(
        `INSERT INTO ${TABLE} (${NEW_RUN_COLUMNS}, status, last_progress_at, completed_at, error_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'cancelled', $12, $12, $13)
         ON CONFLICT DO NOTHING`,
        [...newRunParams(run), `Skipped: ${reason}`],
      );
    },

    async delete(runId) {
      await em.query(`DELETE FROM ${TABLE} WHERE id = $1`, [runId]);
    },

    find: async (runId) => first(await select(`id = $1`, [runId])),

    start: async (runId, at) =>
      first(await update(`status = 'running', started_at = COALESCE(started_at, $2), last_progress_at = $2 WHERE id = $1 AND status IN ('queued', 'running')`, [runId, at])),

    async appendProgress(runId, { at, message }) {
      // Returns the id only: the whole row would bring the growing log back with every entry.
      const [rows] = (await em.query(
        `UPDATE ${TABLE} SET progress_log = progress_log || jsonb_build_array(jsonb_build_object('at', $2::text, 'message', $3::text)), last_progress_at = $2::timestamptz
          WHERE id = $1 AND status = 'running' RETURNING id`,
        [runId, at.toISOString(), message],
      )) as [{ id: number }[], number];
      return rows.length > 0;
    },

    touch: async (runId, at) => (await update(`last_progress_at = $2 WHERE id = $1 AND status = 'running'`, [runId, at])).length > 0,

    // The report replaces whatever was there (one pass of the run), never adds to it.
    succeed: async (runId, counts, botFilter, at) =>
      first(
        await update(
          `status = 'succeeded', completed_at = $2, last_progress_at = $2,
             new_followers_count = $3, candidates_passed_count = $4, medium_fit_count = $5, enriched_count = $6, bot_filter = $7::jsonb
           WHERE id = $1 AND status = 'running'`,
          [runId, at, counts.newFollowersCount, counts.candidatesPassedCount, counts.mediumFitCount, counts.enrichedCount, jsonOrNull(botFilter)],
        ),
      ),

    fail: async (runId, errorMessage, at, botFilter = null) =>
      first(
        await update(`status = 'failed', error_message = $2, completed_at = $3, bot_filter = $4::jsonb WHERE id = $1 AND status = 'running'`, [
          runId,
          errorMessage,
          at,
          jsonOrNull(botFilter),
        ]),
      ),

    cancelQueued: (of, errorMessage, at) =>
      "accountId" in of
        ? update(`status = 'cancelled', error_message = $2, completed_at = $3 WHERE account_id = $1 AND status = 'queued'`, [of.accountId, errorMessage, at])
        : update(`status = 'cancelled', error_message = $2, completed_at = $3 WHERE stream_pair_id = ANY($1::int[]) AND status = 'queued'`, [of.pairIds, errorMessage, at]),

    failStalled: (cutoff, errorMessage, at) =>
      update(`status = 'failed', error_message = $2, completed_at = $3 WHERE status = 'running' AND last_progress_at < $1`, [cutoff, errorMessage, at]),

    failNeverStarted: (cutoff, errorMessage, at) =>
      update(`status = 'failed', error_message = $2, completed_at = $3 WHERE status = 'queued' AND triggered_at < $1`, [cutoff, errorMessage, at]),

    findOwned: async (userId, streamId, runId) => first(await select(`id = $1 AND stream_id = $2 AND user_id = $3`, [runId, streamId, userId])),

    listForCurrentPairs: (streamId, limit) =>
      select(
        `stream_id = $1 AND (account_id, segment_id) IN (SELECT account_id, segment_id FROM "streams".stream_pairs WHERE stream_id = $1)`,
        [streamId, limit],
        `ORDER BY triggered_at DESC, id DESC LIMIT $2`,
      ),

    listOwned: (userId, filter) =>
      select(`user_id = $1 AND stream_id = COALESCE($2, stream_id) AND status = COALESCE($3, status)`, [userId, filter.streamId, filter.status, filter.limit], `ORDER BY triggered_at DESC, id DESC LIMIT $4`),

    async lastSucceededAt(streamId) {
      const [row] = (await em.query(`SELECT max(completed_at) AS at FROM ${TABLE} WHERE stream_id = $1 AND status = 'succeeded'`, [streamId])) as { at: Date | null }[];
      return row.at;
    },
  };
}
