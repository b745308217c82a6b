import type { EntityManager } from "typeorm";
import type { Attempt, ClaimedDelivery, Delivery, DeliveryRepository, Repositories, SecretRepository, Subscription, SubscriptionRepository } from "../app/ports.js";
import { mailJobRepository } from "./mail-repositories.js";
import { fromStoredFilter, toStoredFilter } from "../domain/filter.js";
import { newWebhookId } from "../domain/webhook-lead.js";

interface SubscriptionRow {
  id: number;
  user_id: number;
  target_url: string;
  filter: Record<string, unknown>;
  secret: string;
  active: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  userId: row.user_id,
  targetUrl: row.target_url,
  filter: fromStoredFilter(row.filter),
  secret: row.secret,
  active: row.active,
  disabledReason: row.disabled_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

function subscriptionRepository(em: EntityManager): SubscriptionRepository {
  return {
    async upsert(userId, targetUrl, filter, secret) {
      const [row] = (await em.query(
        `INSERT INTO "notifications".subscriptions (user_id, target_url, filter, secret) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, md5(target_url)) DO UPDATE SET filter = EXCLUDED.filter, active = true, disabled_reason = NULL, updated_at = now(),
           enabled_at = CASE WHEN "notifications".subscriptions.active THEN "notifications".subscriptions.enabled_at ELSE now() END
         RETURNING id, (xmax = 0) AS created`,
        [userId, targetUrl, JSON.stringify(toStoredFilter(filter)), secret],
      )) as { id: number; created: boolean }[];
      return row;
    },
    async delete(userId, id) {
      const [rows] = (await em.query(`DELETE FROM "notifications".subscriptions WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])) as [{ id: number }[], number];
      return rows.length > 0;
    },
    async list(userId) {
      const rows = (await em.query(`SELECT * FROM "notifications".subscriptions WHERE user_id = $1 ORDER BY id`, [userId])) as SubscriptionRow[];
      return rows.map(toSubscription);
    },
    async active(userId) {
      const rows = (await em.query(`SELECT * FROM "notifications".subscriptions WHERE user_id = $1 AND active ORDER BY id`, [userId])) as SubscriptionRow[];
      return rows.map(toSubscription);
    },
    async disable(id, reason) {
      const [rows] = (await em.query(
        `UPDATE "notifications".subscriptions SET active = false, disabled_reason = $2, updated_at = now() WHERE id = $1 AND active RETURNING target_url, updated_at`,
        [id, reason],
      )) as [{ target_url: string; updated_at: Date }[], number];
      return rows.length > 0 ? { targetUrl: rows[0].target_url, disabledAt: rows[0].updated_at } : null;
    },
  };
}

function secretRepository(em: EntityManager): SecretRepository {
  return {
    async ensure(userId, fresh) {
      await em.query(`INSERT INTO "notifications".user_secrets (user_id, secret) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, fresh]);
      const [row] = (await em.query(`SELECT secret FROM "notifications".user_secrets WHERE user_id = $1`, [userId])) as { secret: string }[];
      return row.secret;
    },
    async replace(userId, secret) {
      await em.query(
        `INSERT INTO "notifications".user_secrets (user_id, secret) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, updated_at = now()`,
        [userId, secret],
      );
    },
  };
}

interface DeliveryRow {
  id: number;
  webhook_id: string;
  user_id: number;
  subscription_id: number | null;
  stream_id: number | null;
  run_id: number | null;
  target_url: string;
  status: string;
  lead_count: number;
  created_at: Date;
  next_attempt_at: Date | null;
  attempts: { attempted_at: string; status_code: number | null; duration_ms: number; error: string | null }[];
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  webhookId: row.webhook_id,
  userId: row.user_id,
  subscriptionId: row.subscription_id,
  streamId: row.stream_id,
  runId: row.run_id,
  targetUrl: row.target_url,
  // A batch in flight is still pending to its owner.
  status: row.status === "sending" ? "pending" : (row.status as Delivery["status"]),
  leadCount: row.lead_count,
  attempts: row.attempts.map((a) => ({ attemptedAt: new Date(a.attempted_at), statusCode: a.status_code, durationMs: a.duration_ms, error: a.error })),
  createdAt: row.created_at,
  nextAttemptAt: row.status === "pending" || row.status === "sending" ? row.next_attempt_at : null,
});

const DELIVERY_COLUMNS = `d.id, d.webhook_id, d.user_id, d.subscription_id, d.stream_id, d.run_id, d.target_url, d.status, d.lead_count, d.created_at, d.next_attempt_at,
  COALESCE((SELECT json_agg(json_build_object('attempted_at', a.attempted_at, 'status_code', a.status_code, 'duration_ms', a.duration_ms, 'error', a.error) ORDER BY a.id)
              FROM "notifications".delivery_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts`;

/**
 * A batch to send now. The claim's locking query says it again: a batch another dispatcher claimed
 * and committed after this statement's snapshot is re-read when locked, and no longer due.
 */
const DUE = `((status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now()))`;

function deliveryRepository(em: EntityManager): DeliveryRepository {
  const findOwned = async (userId: number, id: number): Promise<Delivery | null> => {
    const rows = (await em.query(`SELECT ${DELIVERY_COLUMNS} FROM "notifications".deliveries d WHERE d.id = $1 AND d.user_id = $2`, [id, userId])) as DeliveryRow[];
    return rows.length > 0 ? toDelivery(rows[0]) : null;
  };
  return {
    async add(deliveries) {
      let added = 0;
      for (const d of deliveries) {
        const inserted = (await em.query(
          `INSERT INTO "notifications".deliveries (webhook_id, user_id, subscription_id, stream_id, run_id, dedupe_key, target_url, body, lead_count, trace)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
          [newWebhookId(), d.userId, d.subscriptionId, d.streamId, d.runId, d.dedupeKey ?? null, d.targetUrl, JSON.stringify(d.leads), d.leads.length, JSON.stringify(d.trace)],
        )) as unknown[];
        added += inserted.length;
      }
      return added;
    },
    async page(userId, q) {
      const values: unknown[] = [userId];
      const param = (v: unknown) => `$${values.push(v)}`;
      const conditions = ["d.user_id = $1"];
      if (q.subscriptionId !== null) conditions.push(`d.subscription_id = ${param(q.subscriptionId)}`);
      if (q.streamId !== null) conditions.push(`d.stream_id = ${param(q.streamId)}`);
      if (q.status === "pending") conditions.push(`d.status IN ('pending', 'sending')`);
      else if (q.status !== null) conditions.push(`d.status = ${param(q.status)}`);
      if (q.beforeId !== null) conditions.push(`d.id < ${param(q.beforeId)}`);
      const rows = (await em.query(
        `SELECT ${DELIVERY_COLUMNS} FROM "notifications".deliveries d WHERE ${conditions.join(" AND ")} ORDER BY d.id DESC LIMIT ${param(q.limit)}`,
        values,
      )) as DeliveryRow[];
      return rows.map(toDelivery);
    },
    async requeue(userId, id) {
      const rows = (await em.query(
        `UPDATE "notifications".deliveries SET status = 'pending', attempt_count = 0, next_attempt_at = now(), lease_until = NULL, updated_at = now()
          WHERE id = $1 AND user_id = $2 AND status = 'failed' RETURNING id`,
        [id, userId],
      )) as [unknown[], number];
      return rows[1] > 0 ? findOwned(userId, id) : null;
    },
    findOwned,
    async claimDue(limit, busyUrls, leaseMs) {
      const rows = (await em.query(
        `WITH due AS (
           SELECT DISTINCT ON (target_url) id FROM "notifications".deliveries
            WHERE ${DUE} AND NOT (target_url = ANY($2::text[]))
            ORDER BY target_url, next_attempt_at, id
         ), claimed AS (
           SELECT id FROM "notifications".deliveries WHERE id IN (SELECT id FROM due) AND ${DUE}
            ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
         )
         UPDATE "notifications".deliveries d
            SET status = 'sending', attempt_count = d.attempt_count + 1, lease_until = now() + make_interval(secs => $3::double precision / 1000), updated_at = now()
           FROM claimed WHERE d.id = claimed.id
         RETURNING d.id, d.webhook_id, d.user_id, d.subscription_id, d.stream_id, d.run_id, d.target_url, d.body, d.attempt_count, d.trace,
           CASE WHEN d.subscription_id IS NULL THEN (SELECT secret FROM "notifications".user_secrets u WHERE u.user_id = d.user_id)
                ELSE (SELECT secret FROM "notifications".subscriptions s WHERE s.id = d.subscription_id AND s.active) END AS secret`,
        [limit, busyUrls, leaseMs],
      )) as [
        { id: number; webhook_id: string; user_id: number; subscription_id: number | null; stream_id: number | null; run_id: number | null; target_url: string; body: string; attempt_count: number; trace: Record<string, string>; secret: string | null }[],
        number,
      ];
      return rows[0].map(
        (r): ClaimedDelivery => ({
          id: r.id,
          webhookId: r.webhook_id,
          userId: r.user_id,
          subscriptionId: r.subscription_id,
          streamId: r.stream_id,
          runId: r.run_id,
          targetUrl: r.target_url,
          body: r.body,
          attemptCount: r.attempt_count,
          trace: r.trace,
          secret: r.secret,
        }),
      );
    },
    async recordAttempt(id, attempt: Attempt, next) {
      await em.query(
        `INSERT INTO "notifications".delivery_attempts (delivery_id, attempted_at, status_code, duration_ms, error) VALUES ($1, $2, $3, $4, $5)`,
        [id, attempt.attemptedAt, attempt.statusCode, attempt.durationMs, attempt.error],
      );
      await em.query(`UPDATE "notifications".deliveries SET status = $2, next_attempt_at = $3, lease_until = NULL, updated_at = now() WHERE id = $1`, [id, next.status, next.nextAttemptAt]);
    },
    async lastAllFailed(subscriptionId, n) {
      const [row] = (await em.query(
        `SELECT count(*)::int AS finished, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM (
           SELECT d.status FROM "notifications".deliveries d JOIN "notifications".subscriptions s ON s.id = d.subscription_id
           WHERE d.subscription_id = $1 AND d.status IN ('delivered', 'failed') AND d.updated_at >= s.enabled_at ORDER BY d.updated_at DESC LIMIT $2
         ) last`,
        [subscriptionId, n],
      )) as { finished: number; failed: number }[];
      return row.finished === n && row.failed === n;
    },
    async purge(before) {
      const attempts = (await em.query(`DELETE FROM "notifications".delivery_attempts WHERE attempted_at < $1`, [before])) as [unknown[], number];
      const batches = (await em.query(`DELETE FROM "notifications".deliveries WHERE status IN ('delivered', 'failed') AND updated_at < $1`, [before])) as [unknown[], number];
      return attempts[1] + batches[1];
    },
  };
}

export const repositoriesOn = (em: EntityManager): Repositories => ({
  subscriptions: subscriptionRepository(em),
  secrets: secretRepository(em),
  deliveries: deliveryRepository(em),
  mailJobs: mailJobRepository(em),
});
