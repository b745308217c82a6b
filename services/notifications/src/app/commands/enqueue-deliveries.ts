import { inBatches } from "../../domain/batches.js";
import { matchesFeedback, matchesRunLead } from "../../domain/filter.js";
import { newSecret } from "../../domain/signature.js";
import type { AppDeps, NewDelivery, QueuedForDestination, Repositories, UnitOfWork } from "../ports.js";

export interface RunCompleted {
  userId: number;
  runId: number;
  streamId: number;
  trace: Record<string, string>;
}

/**
 * Queues a finished run's new leads, in batches of 50, for every active subscription whose
 * filter matches and, for a `leads_plus_webhook` stream, its webhookUrl. `repos` are those of
 * the transaction that records the event as handled, so the batches are queued exactly once, and
 * so is the DeliveryQueued event that tells streams how many (none when nothing was queued).
 * Whatever the run's outcome: a run that failed or was cancelled partway keeps the leads it
 * recorded (the lead list shows them, and a later run taking over its sync does not record them
 * again), so they are pushed like any other.
 */
export function enqueueRunDeliveries({ leads, peers, logger }: AppDeps) {
  return async (repos: UnitOfWork, run: RunCompleted): Promise<number> => {
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
    if (queued > 0) await repos.events.deliveryQueued(run, perDestination(deliveries));
    return queued;
  };
}

/** Batches and leads per destination, in the order the destinations were queued. */
function perDestination(deliveries: NewDelivery[]): QueuedForDestination[] {
  const byDestination = new Map<number | null, QueuedForDestination>();
  for (const d of deliveries) {
    const entry = byDestination.get(d.subscriptionId) ?? { subscriptionId: d.subscriptionId, batchCount: 0, leadCount: 0 };
    entry.batchCount += 1;
    entry.leadCount += d.leads.length;
    byDestination.set(d.subscriptionId, entry);
  }
  return [...byDestination.values()];
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
