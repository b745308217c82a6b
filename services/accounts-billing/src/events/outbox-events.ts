import { timestampNow } from "@bufbuild/protobuf/wkt";
import { EVENTS } from "@leadstream/contracts";
import { SUBSCRIPTION_STATUS, TIER } from "@leadstream/contracts/vocabulary";
import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { AccountEvents } from "../app/ports.js";
import type { TrackedAccount } from "../domain/account.js";

const accountChanged = (account: TrackedAccount) => ({
  accountId: account.id,
  userId: account.userId,
  xUserId: account.xUserId,
  handle: account.handle,
  profileImageUrl: account.profileImageUrl,
  tier: TIER.value(account.tier),
  awake: account.awake,
  occurredAt: timestampNow(),
});

/** Accounts events written to the outbox inside the transaction `em` belongs to. */
export function outboxEvents(outbox: Outbox, em: EntityManager): AccountEvents {
  return {
    async created(account) {
      await outbox.add(em, EVENTS.accountsBilling.accountCreated, accountChanged(account));
    },
    async updated(account) {
      await outbox.add(em, EVENTS.accountsBilling.accountUpdated, accountChanged(account));
    },
    async released(account) {
      await outbox.add(em, EVENTS.accountsBilling.accountReleased, accountChanged(account));
    },
    async subscriptionChanged(userId, status) {
      await outbox.add(em, EVENTS.accountsBilling.subscriptionChanged, { userId, status: SUBSCRIPTION_STATUS.value(status), occurredAt: timestampNow() });
    },
  };
}
