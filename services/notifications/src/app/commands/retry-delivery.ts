import { deliveryNotFailed, deliveryNotFound } from "../../domain/errors.js";
import type { AppDeps, Delivery } from "../ports.js";

/** Sends a failed batch again (same webhook-id), with a fresh set of retries. */
export function retryDelivery({ db }: AppDeps) {
  return async (input: { userId: number; deliveryId: number }): Promise<Delivery> => {
    const requeued = await db.repositories.deliveries.requeue(input.userId, input.deliveryId);
    if (requeued) return requeued;
    if (await db.repositories.deliveries.findOwned(input.userId, input.deliveryId)) throw deliveryNotFailed();
    throw deliveryNotFound();
  };
}
