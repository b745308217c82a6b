import { timestampDate } from "@bufbuild/protobuf/wkt";
import { AccountChangedSchema } from "@leadstream/contracts";
import { defineEvent, EVENT_STREAMS, on, type ConsumerDefinition } from "@leadstream/platform";
import { accountReadModel } from "../db/account-read-model.js";

// accounts.account.created, .updated and .released share one payload type, so one handler serves all three.
const accountChanged = defineEvent("accounts.account.*", AccountChangedSchema);
const RELEASED = "accounts.account.released";

/** Keeps the local copy of tracked accounts (handle, profile image, tier) that pairs are listed with. */
export const accountsConsumer: ConsumerDefinition = {
  stream: EVENT_STREAMS.accounts,
  durable: "streams-accounts",
  filterSubject: "accounts.account.*",
  handlers: [
    on(accountChanged, async (event, { em, subject }) => {
      const accounts = accountReadModel(em);
      if (subject === RELEASED) return accounts.remove(event.accountId);
      const changedAt = event.occurredAt ? timestampDate(event.occurredAt) : new Date();
      await accounts.upsert(
        { id: event.accountId, userId: event.userId, handle: event.handle, profileImageUrl: event.profileImageUrl, tier: event.tier },
        changedAt,
      );
    }),
  ],
};
