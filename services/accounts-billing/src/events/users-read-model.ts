import { EVENT_STREAMS, on, type ConsumerDefinition } from "@leadstream/platform";
import { userRepository } from "../db/user-repository.js";
import { userSignedUpEvent } from "./accounts-events.js";

/** Keeps the local copy of identity's users (DESIGN rule 1); inbox-guarded, so a redelivery has no second effect. */
export const usersReadModelConsumer: ConsumerDefinition = {
  stream: EVENT_STREAMS.identity,
  durable: "accounts-billing-users",
  filterSubject: "identity.user.>",
  handlers: [
    on(userSignedUpEvent, async (event, { em }) => {
      await userRepository(em).upsert({
        userId: event.userId,
        teamId: event.teamId,
        email: event.email,
        signupIp: event.signupIp || null,
        plan: event.plan === "paid" ? "paid" : "free",
      });
    }),
  ],
};
