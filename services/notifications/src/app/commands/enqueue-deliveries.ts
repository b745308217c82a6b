import { inBatches } from "../../domain/batches.js";
import { matchesFeedback, matchesRunLead } from "../../domain/filter.js";
import { newSecret } from "../../domain/signature.js";
import type { AppDeps, NewDelivery, Repositories } from "../ports.js";

export interface RunCompleted {
  userId: number;
  runId: number;
  streamId: number;
  status: string;
  trace: Record<string, string>;
}

/**
 * Queues a succeeded run's new leads, in batches of 50, for every active subscription whose
 * filter matches and, for a `leads_plus_webhook` stream, its webhookUrl. `repos` are those of
 * the transaction that records the event as handled, so the batches are queued exactly once.
 */
export function enqueueRunDeliveries({ leads, peers, logger }: AppDeps) {
  return async (repos: Repositories, run: RunCompleted): Promise<number> => {
    if (run.status !== "succeeded") return 0;
    const found = await leads.runLeads(run.userId, run.runId);
    if (found.length === 0) return 0;
    const base = { userId: run.userId, streamId: run.streamId, runId: run.runId, trace: run.trace };
    const deliveries: NewDelivery[] = [];
    for (const sub of await repos.subscriptions.active(run.userId)) {
      for (const batch of inBatches(found.filter((lead) => matchesRunLead(sub.filter, lead)))) {
        deliveries.push({ ...base, subscriptionId: sub.id, targetUrl: sub.targetUrl, leads: batch });
      }
    }
    const stream = await peers.stream(run.userId, run.streamId);
    if (stream?.deliveryDestination === "leads_plus_webhook" && stream.webhookUrl) {
      // Signed with the user's own secret, created here if they have none yet (POST /webhooks/secret shows a new one).
      await repos.secrets.ensure(run.userId, newSecret());
      for (const batch of inBatches(found)) deliveries.push({ ...base, subscriptionId: null, targetUrl: stream.webhookUrl, leads: batch });
    }
    const queued = await repos.deliveries.add(deliveries);
    logger.info({ runId: run.runId, leads: found.length, batches: queued }, "webhook batches queued");
    return queued;
  };
}

export interface FeedbackRecorded {
  userId: number;
  leadId: number;
  feedback: string;
  trace: Record<string, string>;
}

/** Sends the lead to every subscription whose feedbackStatus is this verdict, once per lead per subscription. */
export function enqueueFeedbackDeliveries({ leads }: AppDeps) {
  return async (repos: Repositories, event: FeedbackRecorded): Promise<number> => {
    const subs = (await repos.subscriptions.active(event.userId)).filter((s) => s.filter.feedbackStatus === event.feedback);
    if (subs.length === 0) return 0;
    const lead = await leads.lead(event.userId, event.leadId);
    if (!lead) return 0;
    return repos.deliveries.add(
      subs
        .filter((sub) => matchesFeedback(sub.filter, lead, event.feedback))
        .map((sub) => ({ userId: event.userId, subscriptionId: sub.id, streamId: lead.streamId, runId: null, targetUrl: sub.targetUrl, leads: [lead], trace: event.trace, dedupeKey: `feedback:${sub.id}:${lead.id}` })),
    );
  };
}
