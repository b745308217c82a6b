import { periodicTask, type BackgroundTask, type Logger } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";

/**
 * Sends due batches. Each poll (and each finished send) claims up to the free slots, at most one
 * batch per target URL in flight, and does not wait for the sends: a slow or dead receiver holds
 * one slot for at most the timeout and never delays another receiver's batches. Claims are
 * leases taken with SKIP LOCKED, so replicas share the work.
 */
export function webhookDispatcher(app: NotificationsApp, opts: { pollMs: number; maxConcurrency: number; timeoutMs: number; logger: Logger }): BackgroundTask {
  const inFlight = new Map<number, { url: string; done: Promise<void> }>();
  // A crashed sender's lease expires well after any attempt could still be running.
  const leaseMs = opts.timeoutMs * 3;
  let claiming: Promise<void> | null = null;
  let stopped = false;

  const claim = async () => {
    const free = opts.maxConcurrency - inFlight.size;
    if (free <= 0 || stopped) return;
    const batches = await app.claimDue(free, [...new Set([...inFlight.values()].map((f) => f.url))], leaseMs);
    for (const batch of batches) {
      const done = app
        .deliver(batch)
        .then(
          () => undefined,
          (err: unknown) => opts.logger.error({ err, deliveryId: batch.id }, "webhook delivery failed to record; its lease will expire and it is sent again"),
        )
        .finally(() => {
          inFlight.delete(batch.id);
          kick();
        });
      inFlight.set(batch.id, { url: batch.targetUrl, done });
    }
  };
  const kick = (): Promise<void> => {
    claiming ??= claim()
      .catch((err: unknown) => opts.logger.error({ err }, "claiming webhook batches failed"))
      .finally(() => (claiming = null));
    return claiming;
  };

  const poll = periodicTask("webhook dispatcher", opts.pollMs, kick, opts.logger);
  return {
    name: poll.name,
    start: () => {
      stopped = false;
      return poll.start();
    },
    async stop() {
      stopped = true;
      await poll.stop();
      await claiming;
      await Promise.all([...inFlight.values()].map((f) => f.done));
    },
  };
}
