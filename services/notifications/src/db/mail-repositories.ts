import type { EntityManager } from "typeorm";
import type { MailJob, MailJobRepository, MailMessage, MailRepositories, SettingsRepository } from "../app/ports.js";
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

function mailJobRepository(em: EntityManager): MailJobRepository {
  return {
    async add(userId, dedupeKey, message) {
      const rows = (await em.query(`INSERT INTO "notifications".mail_jobs (user_id, dedupe_key, message) VALUES ($1, $2, $3) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`, [
        userId,
        dedupeKey,
        JSON.stringify(message),
      ])) as unknown[];
      return rows.length > 0;
    },
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
         RETURNING j.id, j.dedupe_key, j.attempt_count, j.message`,
        [limit, leaseMs],
      )) as [{ id: number; dedupe_key: string; attempt_count: number; message: MailMessage }[], number];
      return rows.map((r): MailJob => ({ id: r.id, dedupeKey: r.dedupe_key, attemptCount: r.attempt_count, message: r.message }));
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

export const mailRepositoriesOn = (em: EntityManager): MailRepositories => ({ settings: settingsRepository(em), mailJobs: mailJobRepository(em) });
