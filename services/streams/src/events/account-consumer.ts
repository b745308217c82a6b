import { timestampDate } from "@bufbuild/protobuf/wkt";
import { AccountChangedSchema } from "@leadstream/contracts";
import { defineEvent, EVENT_STREAMS, on, type ConsumerDefinition, type Outbox } from "@leadstream/platform";
import { cancelQueuedRuns } from "../app/runs/end-runs.js";
import { unitOfWorkOn } from "../db/database.js";

// accounts.account.created, .updated and .released share one payload type, so one handler serves all three.
const accountChanged = defineEvent("accounts.account.*", AccountChangedSchema);
const RELEASED = "accounts.account.released";

/**
 * Keeps the local copy of tracked accounts (handle, profile image, tier) that pairs are listed
 * with, and cancels the queued runs of an account that went to sleep.
 */
export function accountsConsumer(outbox: Outbox): ConsumerDefinition {
  return {
    stream: EVENT_STREAMS.accounts,
    durable: "streams-accounts",
    filterSubject: "accounts.account.*",
    handlers: [
      on(accountChanged, async (event, { em, subject }) => {
        const uow = unitOfWorkOn(em, outbox);
        if (subject === RELEASED) return uow.accounts.remove(event.accountId);
        const changedAt = event.occurredAt ? timestampDate(event.occurredAt) : new Date();
        const newest = await uow.accounts.upsert(
          { id: event.accountId, userId: event.userId, handle: event.handle, profileImageUrl: event.profileImageUrl, tier: event.tier },
          changedAt,
        );
        if (newest && !event.awake) await cancelQueuedRuns(uow, { accountId: event.accountId }, "Cancelled: account slept", new Date());
      }),
    ],
  };
}
