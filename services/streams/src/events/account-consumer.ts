import { timestampDate } from "@bufbuild/protobuf/wkt";
import { EVENT_FILTERS, EVENTS, type AccountChanged } from "@leadstream/contracts";
import { TIER } from "@leadstream/contracts/vocabulary";
import { on, type ConsumerDefinition, type HandlerContext, type Outbox } from "@leadstream/platform";
import { cancelQueuedRuns } from "../app/runs/end-runs.js";
import type { RunEnded } from "../adapters/run-metrics.js";
import { unitOfWorkOn } from "../db/database.js";

/**
 * Keeps the local copy of tracked accounts (handle, profile image, tier) that pairs are listed
 * with, and cancels the queued runs of an account that went to sleep.
 */
export function accountsConsumer(outbox: Outbox, runEnded: RunEnded): ConsumerDefinition {
  const upsert = async (event: AccountChanged, { em }: HandlerContext) => {
    const uow = unitOfWorkOn(em, outbox, runEnded);
    const changedAt = event.occurredAt ? timestampDate(event.occurredAt) : new Date();
    const newest = await uow.accounts.upsert(
      { id: event.accountId, userId: event.userId, handle: event.handle, profileImageUrl: event.profileImageUrl, tier: TIER.name(event.tier) },
      changedAt,
    );
    if (newest && !event.awake) await cancelQueuedRuns(uow, { accountId: event.accountId }, "Cancelled: account slept", new Date());
  };
  return {
    filter: EVENT_FILTERS.accountsBilling.account,
    durable: "streams-accounts",
    handlers: [
      on(EVENTS.accountsBilling.accountCreated, upsert),
      on(EVENTS.accountsBilling.accountUpdated, upsert),
      on(EVENTS.accountsBilling.accountReleased, (event, { em }) => unitOfWorkOn(em, outbox, runEnded).accounts.remove(event.accountId)),
    ],
  };
}
