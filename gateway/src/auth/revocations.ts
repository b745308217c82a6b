import { fromBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { EVENTS, type EventSpec } from "@leadstream/contracts";
import type { Bus, Logger } from "@leadstream/platform";

export interface RevocationHandlers {
  keyRevoked(keyId: number): void;
  sessionRevoked(tokenHash: string): void;
  /** Events may have been lost (a reconnect to NATS): forget every cached credential. */
  missedEvents(): void;
}

/**
 * Follows identity's key and session revocations. Core NATS subscriptions, not JetStream
 * consumers: every replica must see every event, and a replica that restarts starts with empty
 * caches anyway. Core NATS drops what is published while we are disconnected, hence
 * `missedEvents` on reconnect. Returns the function that stops following.
 */
export function followRevocations(bus: Bus, logger: Logger, handlers: RevocationHandlers): () => void {
  const follow = <Desc extends DescMessage>({ subject, schema }: EventSpec<Desc>, handle: (event: MessageShape<Desc>) => void) =>
    bus.nc.subscribe(bus.subject(subject), {
      callback: (err, msg) => {
        if (err) return logger.error({ err, subject }, "revocation subscription failed");
        try {
          handle(fromBinary(schema, msg.data));
        } catch (decodeErr) {
          logger.warn({ err: decodeErr, subject }, "ignoring an undecodable revocation event");
        }
      },
    });
  const subscriptions = [
    follow(EVENTS.identity.apiKeyRevoked, (e) => handlers.keyRevoked(e.keyId)),
    follow(EVENTS.identity.sessionRevoked, (e) => handlers.sessionRevoked(e.tokenHash)),
  ];
  void (async () => {
    for await (const status of bus.nc.status()) {
      if (status.type === "reconnect" && !subscriptions[0].isClosed()) handlers.missedEvents();
    }
  })();
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
