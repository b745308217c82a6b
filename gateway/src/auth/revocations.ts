import { fromBinary } from "@bufbuild/protobuf";
import { ApiKeyRevokedSchema } from "@leadstream/contracts";
import type { Bus, Logger } from "@leadstream/platform";

const API_KEY_REVOKED = "identity.api_key.revoked";

export interface RevocationHandlers {
  revoked(keyId: number): void;
  /** Events may have been lost (a reconnect to NATS): forget every cached key. */
  missedEvents(): void;
}

/**
 * Follows identity's key revocations. A core NATS subscription, not a JetStream consumer: every
 * replica must see every event, and a replica that restarts starts with an empty cache anyway.
 * Core NATS drops what is published while we are disconnected, hence `missedEvents` on reconnect.
 * Returns the function that stops following.
 */
export function followKeyRevocations(bus: Bus, logger: Logger, handlers: RevocationHandlers): () => void {
  const subscription = bus.nc.subscribe(bus.subject(API_KEY_REVOKED), {
    callback: (err, msg) => {
      if (err) {
        logger.error({ err }, "key revocation subscription failed");
        return;
      }
      try {
        handlers.revoked(fromBinary(ApiKeyRevokedSchema, msg.data).keyId);
      } catch (decodeErr) {
        logger.warn({ err: decodeErr }, "ignoring an undecodable key revocation event");
      }
    },
  });
  void (async () => {
    for await (const status of bus.nc.status()) {
      if (status.type === "reconnect" && !subscription.isClosed()) handlers.missedEvents();
    }
  })();
  return () => subscription.unsubscribe();
}
