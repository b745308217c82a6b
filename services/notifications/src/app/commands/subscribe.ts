import { checkFilter, type WebhookFilter } from "../../domain/filter.js";
import { filterTargetNotFound, subscriptionNotFound } from "../../domain/errors.js";
import { newSecret } from "../../domain/signature.js";
import type { AppDeps } from "../ports.js";

/**
 * Subscribes `targetUrl`, or replaces the filter of the user's subscription to it (same id).
 * The filter's stream and account must be the user's: another user's id is answered as unknown.
 */
export function subscribe({ db, peers, checkUrl }: AppDeps) {
  return async (input: { userId: number; targetUrl: string; filter: WebhookFilter }): Promise<{ id: number; secret: string | null }> => {
    await checkUrl(input.targetUrl, "targetUrl");
    const filter = checkFilter(input.filter);
    if (filter.streamId !== null && !(await peers.stream(input.userId, filter.streamId))) throw filterTargetNotFound("streamId");
    if (filter.accountId !== null && !(await peers.ownsAccount(input.userId, filter.accountId))) throw filterTargetNotFound("accountId");
    const secret = newSecret();
    const { id, created } = await db.repositories.subscriptions.upsert(input.userId, input.targetUrl, filter, secret);
    return { id, secret: created ? secret : null };
  };
}

/** Deletes the user's subscription (and its batches); an unknown id, or another user's, is not_found and deletes nothing. */
export function unsubscribe({ db }: AppDeps) {
  return async (input: { userId: number; id: number }): Promise<void> => {
    if (!(await db.repositories.subscriptions.delete(input.userId, input.id))) throw subscriptionNotFound();
  };
}

/** Creates or replaces the user's secret for stream webhookUrl deliveries; shown only here. */
export function rotateSecret({ db }: AppDeps) {
  return async (input: { userId: number }): Promise<string> => {
    const secret = newSecret();
    await db.repositories.secrets.replace(input.userId, secret);
    return secret;
  };
}
