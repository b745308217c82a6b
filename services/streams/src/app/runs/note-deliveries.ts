import type { ProgressEntry } from "../../domain/run.js";

/** Notes added to a run's progressLog after it ended (its worker's entries stop at completion). */
export interface RunNotes {
  /** Appends the entry to the user's run, whatever its status; false when there is no such run. */
  append(userId: number, runId: number, entry: ProgressEntry): Promise<boolean>;
}

export interface DeliveriesQueued {
  userId: number;
  runId: number;
  /** Batches per destination (a subscription or the stream's webhookUrl). */
  batchCounts: number[];
  at: Date;
}

/** "N webhook batches queued for delivery to M destinations", from notifications' DeliveryQueued. */
export function deliveriesQueuedMessage(batchCounts: number[]): string {
  const batches = batchCounts.reduce((sum, n) => sum + n, 0);
  const destinations = batchCounts.filter((n) => n > 0).length;
  return `${batches} webhook batch${batches === 1 ? "" : "es"} queued for delivery to ${destinations} destination${destinations === 1 ? "" : "s"}`;
}

/** Notes in the run's progressLog how many webhook batches its leads were queued in. */
export async function noteDeliveriesQueued(notes: RunNotes, event: DeliveriesQueued): Promise<void> {
  if (event.batchCounts.every((n) => n === 0)) return;
  await notes.append(event.userId, event.runId, { at: event.at, message: deliveriesQueuedMessage(event.batchCounts) });
}
