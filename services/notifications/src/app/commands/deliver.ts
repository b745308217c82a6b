import { isRetryable, isSuccess, retryDelayMs } from "../../domain/batches.js";
import { signatureFor } from "../../domain/signature.js";
import type { AppDeps, ClaimedDelivery, SendResult } from "../ports.js";

/** Standard Webhooks headers for one attempt, plus the trace context to continue. */
export function webhookHeaders(secret: string, webhookId: string, body: string, now: Date, trace: Record<string, string> = {}): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    ...(trace.traceparent && { traceparent: trace.traceparent, ...(trace.tracestate && { tracestate: trace.tracestate }) }),
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
 * subscription; so do `disableAfterFailures` failed batches in a row.
 */
export function deliver({ db, sender, checkUrl, policy, logger, now = () => new Date() }: AppDeps) {
  return async (batch: ClaimedDelivery): Promise<SendResult> => {
    const { deliveries, subscriptions } = db.repositories;
    const started = now();
    const result: SendResult = batch.secret === null
      ? { statusCode: null, durationMs: 0, error: "subscription disabled" }
      : await checkUrl(batch.targetUrl, "targetUrl").then(
          () => sender.post(batch.targetUrl, webhookHeaders(batch.secret!, batch.webhookId, batch.body, started, batch.trace), batch.body),
          (err: Error) => ({ statusCode: null, durationMs: 0, error: err.message }),
        );
    const delay = batch.secret !== null && isRetryable(result.statusCode) && !isSuccess(result.statusCode) ? retryDelayMs(policy.retryDelaysMs, batch.attemptCount) : null;
    const status = isSuccess(result.statusCode) ? "delivered" : delay === null ? "failed" : "pending";
    await deliveries.recordAttempt(batch.id, { attemptedAt: started, ...result }, { status, nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay) });
    logger.info({ deliveryId: batch.id, webhookId: batch.webhookId, attempt: batch.attemptCount, statusCode: result.statusCode, error: result.error, durationMs: result.durationMs, status }, "webhook attempt");
    if (batch.subscriptionId !== null) {
      if (result.statusCode === 410) await subscriptions.disable(batch.subscriptionId, "the receiver answered 410 Gone");
      else if (status === "failed" && (await deliveries.lastAllFailed(batch.subscriptionId, policy.disableAfterFailures))) {
        await subscriptions.disable(batch.subscriptionId, `the last ${policy.disableAfterFailures} batches all failed`);
      }
    }
    return result;
  };
}
