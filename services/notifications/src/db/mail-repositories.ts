import type { EntityManager } from "typeorm";
import { captureTraceHeaders } from "@leadstream/platform/tracing";
import type { DigestItem, DigestItemRepository, MailJob, MailJobRepository, MailMessage, MailRepositories, SettingsRepository, TelegramMessage } from "../app/ports.js";
import type { ScheduledFrequency } from "../domain/schedule.js";
import { DEFAULT_SETTINGS, type NotificationSettings, type SummaryFrequency } from "../domain/settings.js";

interface SettingsRow {
  summary_frequency: SummaryFrequency;
  email_summaries_enabled: boolean;
  telegram_summaries_enabled: boolean;
  telegram_chat_id: string | null;
}

const toSettings = (row: SettingsRow): NotificationSettings => ({
  summaryFrequency: row.summary_frequency,
  emailSummariesEnabled: row.email_summaries_enabled,
  telegramSummariesEnabled: row.telegram_summaries_enabled,
  telegramChatId: row.telegram_chat_id,
});

const UPSERT_SETTINGS = `INSERT INTO "notifications".settings (user_id, summary_frequency, email_summaries_enabled, telegram_summaries_enabled, telegram_chat_id) VALUES ($1, $2, $3, $4, $5)`;
const settingsValues = (userId: number, s: NotificationSettings) => [userId, s.summaryFrequency, s.emailSummariesEnabled, s.telegramSummariesEnabled, s.telegramChatId];

function settingsRepository(em: EntityManager): SettingsRepository {
  return {
    async get(userId, opts) {
      if (opts?.forUpdate) await em.query(`${UPSERT_SETTINGS} ON CONFLICT (user_id) DO NOTHING`, settingsValues(userId, DEFAULT_SETTINGS));
      const rows = (await em.query(`SELECT * FROM "notifications".settings WHERE user_id = $1${opts?.forUpdate ? " FOR UPDATE" : ""}`, [userId])) as SettingsRow[];
      return rows.length > 0 ? toSettings(rows[0]) : null;
    },
    async save(userId, settings) {
      await em.query(
        `${UPSERT_SETTINGS} ON CONFLICT (user_id) DO UPDATE SET summary_frequency = EXCLUDED.summary_frequency, email_summaries_enabled = EXCLUDED.email_summaries_enabled,
           telegram_summaries_enabled = EXCLUDED.telegram_summaries_enabled, telegram_chat_id = EXCLUDED.telegram_chat_id, updated_at = now()`,
        settingsValues(userId, settings),
      );
    },
  };
}

export function mailJobRepository(em: EntityManager): MailJobRepository {
  // The job keeps the trace it is queued in (a run's, when its completion queues it), like an outbox row.
  const add = async (userId: number, dedupeKey: string, channel: "email" | "telegram", message: MailMessage | TelegramMessage) => {
    const rows = (await em.query(
      `INSERT INTO "notifications".mail_jobs (user_id, dedupe_key, channel, message, trace) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [userId, dedupeKey, channel, JSON.stringify(message), JSON.stringify(captureTraceHeaders())],
    )) as unknown[];
    return rows.length > 0;
  };
  return {
    add: (userId, dedupeKey, message) => add(userId, dedupeKey, "email", message),
    addTelegram: (userId, dedupeKey, message) => add(userId, dedupeKey, "telegram", message),
    async claimDue(limit, leaseMs) {
      const [rows] = (await em.query(
        `WITH claimed AS (
           SELECT id FROM "notifications".mail_jobs
            WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now())
            ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
         )
         UPDATE "notifications".mail_jobs j
            SET status = 'sending', attempt_count = j.attempt_count + 1, lease_until = now() + make_interval(secs => $2::double precision / 1000), updated_at = now()
           FROM claimed WHERE j.id = claimed.id
         RETURNING j.id, j.dedupe_key, j.attempt_count, j.channel, j.message, j.trace`,
        [limit, leaseMs],
      )) as [{ id: number; dedupe_key: string; attempt_count: number; channel: "email" | "telegram"; message: MailMessage & TelegramMessage; trace: Record<string, string> }[], number];
      return rows.map((r): MailJob => ({ id: r.id, dedupeKey: r.dedupe_key, attemptCount: r.attempt_count, trace: r.trace, channel: r.channel, message: r.message }));
    },
    async record(id, outcome) {
      await em.query(`UPDATE "notifications".mail_jobs SET status = $2, last_error = $3, next_attempt_at = $4, lease_until = NULL, updated_at = now() WHERE id = $1`, [
        id,
        outcome.status,
        outcome.error,
        outcome.nextAttemptAt,
      ]);
    },
  };
}

interface DigestItemRow {
  id: number;
  user_id: number;
  channel: "email" | "telegram";
  frequency: ScheduledFrequency;
  run_id: number;
  stream_id: number;
  stream_name: string;
  leads: DigestItem["leads"];
  created_at: Date;
  trace: Record<string, string>;
}

function digestItemRepository(em: EntityManager): DigestItemRepository {
  return {
    // The item keeps the trace it is recorded in: its run's.
    async add(item) {
      const rows = (await em.query(
        `INSERT INTO "notifications".digest_items (user_id, channel, frequency, run_id, stream_id, stream_name, leads, created_at, trace) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (channel, run_id) DO NOTHING RETURNING id`,
        [item.userId, item.channel, item.frequency, item.runId, item.streamId, item.streamName, JSON.stringify(item.leads), item.createdAt, JSON.stringify(captureTraceHeaders())],
      )) as unknown[];
      return rows.length > 0;
    },
    async pendingUsers() {
      const rows = (await em.query(`SELECT DISTINCT user_id FROM "notifications".digest_items ORDER BY user_id`)) as { user_id: number }[];
      return rows.map((r) => r.user_id);
    },
    async pendingFor(userId) {
      return (await em.query(`SELECT DISTINCT channel, frequency FROM "notifications".digest_items WHERE user_id = $1 ORDER BY channel, frequency`, [userId])) as {
        channel: "email" | "telegram";
        frequency: ScheduledFrequency;
      }[];
    },
    async take(userId, channel, frequency, before) {
      const rows = (await em.query(
        `SELECT * FROM "notifications".digest_items WHERE user_id = $1 AND channel = $2 AND frequency = $3 AND created_at <= $4 ORDER BY created_at, id FOR UPDATE`,
        [userId, channel, frequency, before],
      )) as DigestItemRow[];
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        channel: r.channel,
        frequency: r.frequency,
        runId: r.run_id,
        streamId: r.stream_id,
        streamName: r.stream_name,
        leads: r.leads,
        createdAt: r.created_at,
        trace: r.trace,
      }));
    },
    async delete(ids) {
      if (ids.length > 0) await em.query(`DELETE FROM "notifications".digest_items WHERE id = ANY($1::int[])`, [ids]);
    },
  };
}

export const mailRepositoriesOn = (em: EntityManager): MailRepositories => ({ settings: settingsRepository(em), mailJobs: mailJobRepository(em), digestItems: digestItemRepository(em) });
