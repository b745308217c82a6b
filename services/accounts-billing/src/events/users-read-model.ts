import { EVENT_FILTERS, EVENTS } from "@leadstream/contracts";
import { PLAN } from "@leadstream/contracts/vocabulary";
import { on, type ConsumerDefinition } from "@leadstream/platform";
import { userRepository } from "../db/user-repository.js";

/** Keeps the local copy of identity's users (DESIGN rule 1); inbox-guarded, so a redelivery has no second effect. */
export const usersReadModelConsumer: ConsumerDefinition = {
  filter: EVENT_FILTERS.identity.user,
  durable: "accounts-billing-users",
  handlers: [
    on(EVENTS.identity.userSignedUp, async (event, { em }) => {
      await userRepository(em).upsert({
        userId: event.userId,
        teamId: event.teamId,
        email: event.email,
        signupIp: event.signupIp || null,
        plan: PLAN.nameOrNull(event.plan) ?? "free",
      });
    }),
  ],
};
