import { newSecret } from "../../domain/signature.js";
import { newWebhookId, SAMPLE_LEAD } from "../../domain/webhook-lead.js";
import type { AppDeps, SendResult } from "../ports.js";
import { webhookHeaders } from "./deliver.js";

/**
 * One signed sample batch to `targetUrl`, now, once: signed with the secret of the user's
 * subscription to that URL, else with the user's own secret (created if they have none).
 */
export function sendTestDelivery({ db, sender, checkUrl, now = () => new Date() }: AppDeps) {
  return async (input: { userId: number; targetUrl: string }): Promise<{ webhookId: string; attemptedAt: Date; result: SendResult }> => {
    await checkUrl(input.targetUrl, "targetUrl");
    const subscription = (await db.repositories.subscriptions.list(input.userId)).find((s) => s.targetUrl === input.targetUrl);
    const secret = subscription?.secret ?? (await db.repositories.secrets.ensure(input.userId, newSecret()));
    const webhookId = newWebhookId();
    const body = JSON.stringify([SAMPLE_LEAD]);
    const attemptedAt = now();
    const result = await sender.post(input.targetUrl, webhookHeaders(secret, webhookId, body, attemptedAt), body);
    return { webhookId, attemptedAt, result };
  };
}
