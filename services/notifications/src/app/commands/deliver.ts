import { contextFromTraceHeaders, failSpan, inSpan, SPAN_ATTRIBUTES, tracer as tracerOf } from "@leadstream/platform/tracing";
import { isRetryable, isSuccess, retryDelayMs } from "../../domain/batches.js";
import { signatureFor } from "../../domain/signature.js";
import { subscriptionDisabledEmail } from "../../domain/subscription-disabled.js";
import type { AppDeps, ClaimedDelivery, SendResult } from "../ports.js";

const tracer = tracerOf("notifications");

/** Standard Webhooks headers for one attempt (the POST's span adds traceparent). */
export function webhookHeaders(secret: string, webhookId: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "Leadstream-Webhooks/1",
    "webhook-id": webhookId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureFor(secret, webhookId, timestamp, body),
  };
}

/**
 * One attempt of a claimed batch: sign, POST, log the attempt, then delivered, pending again
 * (network error, timeout, 429, 5xx while retries are left) or failed. 410 disables the
 * subscription; so do `disableAfterFailures` failed batches in a row. Each attempt is a span of
 * the trace that queued the batch (a run's), its POST a child span.
 */
export function deliver(deps: AppDeps) {
  const attempt = deliverOnce(deps);
  return (batch: ClaimedDelivery): Promise<SendResult> => {
    const attributes = {
      "leadstream.delivery_id": batch.id,
      "leadstream.webhook_id": batch.webhookId,
      "leadstream.attempt": batch.attemptCount,
      ...(batch.runId !== null && { [SPAN_ATTRIBUTES.runId]: batch.runId }),
      ...(batch.streamId !== null && { [SPAN_ATTRIBUTES.streamId]: batch.streamId }),
    };
    return inSpan(tracer, "webhook deliver", { attributes, parent: contextFromTraceHeaders(batch.trace) }, async (span) => {
      const result = await attempt(batch);
      if (result.error !== null || !isSuccess(result.statusCode)) failSpan(span, result.error ?? `answered ${result.statusCode}`);
      return result;
    });
  };
}

function deliverOnce(deps: AppDeps) {
  const { db, sender, checkUrl, policy, logger, now = () => new Date() } = deps;
  const disable = disableSubscription(deps);
  return async (batch: ClaimedDelivery): Promise<SendResult> => {
    const { deliveries } = db.repositories;
    const started = now();
    const result: SendResult = batch.secret === null
      ? { statusCode: null, durationMs: 0, error: "subscription disabled" }
      : await checkUrl(batch.targetUrl, "targetUrl").then(
          () => sender.post(batch.targetUrl, webhookHeaders(batch.secret!, batch.webhookId, batch.body, started), batch.body),
          (err: Error) => ({ statusCode: null, durationMs: 0, error: err.message }),
        );
    const delay = batch.secret !== null && isRetryable(result.statusCode) && !isSuccess(result.statusCode) ? retryDelayMs(policy.retryDelaysMs, batch.attemptCount) : null;
    const status = isSuccess(result.statusCode) ? "delivered" : delay === null ? "failed" : "pending";
    await deliveries.recordAttempt(batch.id, { attemptedAt: started, ...result }, { status, nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay) });
    logger.info({ deliveryId: batch.id, webhookId: batch.webhookId, attempt: batch.attemptCount, statusCode: result.statusCode, error: result.error, durationMs: result.durationMs, status }, "webhook attempt");
    if (batch.subscriptionId !== null && batch.secret !== null) {
      if (result.statusCode === 410) await disable(batch.userId, batch.subscriptionId, "the receiver answered 410 Gone");
      else if (status === "failed" && (await deliveries.lastAllFailed(batch.subscriptionId, policy.disableAfterFailures))) {
        await disable(batch.userId, batch.subscriptionId, `the last ${policy.disableAfterFailures} batches all failed`);
      }
    }
    return result;
  };
}

/**
 * Disables the subscription and, in the same transaction, queues the e-mail to its owner
 * (`webhook-disabled:<id>:<disabledAt>`: once per disabling, again after a re-enable). The
 * address is asked of identity before the transaction, as digests do; a deleted account gets none.
 * A failed lookup leaves the subscription active: its next failed batch tries again.
 */
function disableSubscription({ db, mail, logger }: AppDeps) {
  return async (userId: number, subscriptionId: number, reason: string): Promise<void> => {
    try {
      const user = await mail.peers.user(userId);
      const disabled = await db.transaction(async (repos) => {
        const sub = await repos.subscriptions.disable(subscriptionId, reason);
        if (sub && user) {
          const message = { to: [user.email], cc: [], attachments: [], ...subscriptionDisabledEmail(sub.targetUrl, reason) };
          await repos.mailJobs.add(userId, `webhook-disabled:${subscriptionId}:${sub.disabledAt.toISOString()}`, message);
        }
        return sub !== null;
      });
      if (disabled) logger.warn({ subscriptionId, userId, reason, emailed: user !== null }, "webhook subscription disabled");
    } catch (err) {
      logger.error({ err, subscriptionId }, "disabling the webhook subscription failed; tried again after its next failed batch");
    }
  };
}
