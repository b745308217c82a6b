import { timestampNow } from "@bufbuild/protobuf/wkt";
import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { IdentityEvents } from "../app/ports.js";
import { apiKeyRevokedEvent, sessionRevokedEvent, userSignedUpEvent } from "./identity-events.js";

/** Identity events written to the outbox inside the transaction `em` belongs to. */
export function outboxEvents(outbox: Outbox, em: EntityManager): IdentityEvents {
  return {
    async userSignedUp(user) {
      await outbox.add(em, userSignedUpEvent, {
        userId: user.id,
        teamId: user.teamId,
        email: user.email,
        signupIp: user.signupIp ?? "",
        plan: user.plan,
        occurredAt: timestampNow(),
      });
    },
    async apiKeyRevoked(key, reason) {
      await outbox.add(em, apiKeyRevokedEvent, { keyId: key.id, userId: key.userId, reason, occurredAt: timestampNow() });
    },
    async sessionRevoked(tokenHash, userId) {
      await outbox.add(em, sessionRevokedEvent, { tokenHash, userId, occurredAt: timestampNow() });
    },
  };
}
