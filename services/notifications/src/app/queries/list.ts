import type { AppDeps, Delivery, DeliveryQuery, Subscription } from "../ports.js";

/** The user's subscriptions, oldest first. */
export function listSubscriptions({ db }: AppDeps) {
  return (input: { userId: number }): Promise<Subscription[]> => db.repositories.subscriptions.list(input.userId);
}

/** The user's batches, newest first, one page: `limit + 1` are read to know whether there is a next page. */
export function listDeliveries({ db }: AppDeps) {
  return async (input: { userId: number; query: DeliveryQuery }): Promise<{ deliveries: Delivery[]; nextBeforeId: number | null }> => {
    const rows = await db.repositories.deliveries.page(input.userId, { ...input.query, limit: input.query.limit + 1 });
    const deliveries = rows.slice(0, input.query.limit);
    return { deliveries, nextBeforeId: rows.length > input.query.limit ? deliveries[deliveries.length - 1].id : null };
  };
}
