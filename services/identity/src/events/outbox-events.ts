import { timestampNow } from "@bufbuild/protobuf/wkt";
import { EVENTS } from "@leadstream/contracts";
import { API_KEY_REVOCATION_REASON, PLAN } from "@leadstream/contracts/vocabulary";
import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { IdentityEvents } from "../app/ports.js";

/** Identity events written to the outbox inside the transaction `em` belongs to. */
export function outboxEvents(outbox: Outbox, em: EntityManager): IdentityEvents {
  return {
    async userSignedUp(user) {
      await outbox.add(em, EVENTS.identity.userSignedUp, {
        userId: user.id,
        teamId: user.teamId,
        email: user.email,
        signupIp: user.signupIp ?? "",
        plan: PLAN.value(user.plan),
        occurredAt: timestampNow(),
      });
    },
    async apiKeyRevoked(key, reason) {
      await outbox.add(em, EVENTS.identity.apiKeyRevoked, { keyId: key.id, userId: key.userId, reason: API_KEY_REVOCATION_REASON.value(reason), occurredAt: timestampNow() });
    },
    async sessionRevoked(tokenHash, userId) {
      await outbox.add(em, EVENTS.identity.sessionRevoked, { tokenHash, userId, occurredAt: timestampNow() });
    },
  };
}
