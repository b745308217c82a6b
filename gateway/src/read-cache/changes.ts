import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { SIGNALS, UsersChangedSchema } from "@leadstream/contracts";
import type { onSendAsyncHookHandler } from "fastify";
import type { Bus, Logger } from "@leadstream/platform";
import type { ReadCache } from "./read-cache.js";

/**
 * Keeps `cache` in step with the users' data: follows every context's UsersChanged signal and
 * drops the users it names (or everything). Core NATS, like the revocations: every replica must
 * see every signal, and one missed while disconnected is gone, so the cache is cleared and
 * bypassed from a disconnect until the reconnect. Returns the function that stops following.
 */
export function followChanges(bus: Bus, logger: Logger, cache: ReadCache): () => void {
  const subscriptions = Object.values(SIGNALS.usersChanged).map(({ subject, schema }) =>
    bus.nc.subscribe(bus.subject(subject), {
      callback: (err, msg) => {
        if (err) {
          cache.clear();
          return logger.error({ err, subject }, "changes subscription failed");
        }
        try {
          const { userIds, allUsers } = fromBinary(schema, msg.data);
          if (allUsers) cache.clear();
          else cache.dropUsers(userIds);
        } catch (decodeErr) {
          cache.clear();
          logger.warn({ err: decodeErr, subject }, "undecodable changes signal; dropped every cached answer");
        }
      },
    }),
  );
  void (async () => {
    for await (const status of bus.nc.status()) {
      if (status.type === "disconnect") cache.setAvailable(false);
      if (status.type === "reconnect") cache.setAvailable(true);
    }
  })();
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

const FLUSH_TIMEOUT_MS = 1_000;

/**
 * onSend hook for state-changing routes: the user of such a request may have changed what their reads answer.
 * Drop it here and have every other replica drop it, before the answer leaves: the services' own
 * signals follow their commits, but could reach a replica after the caller's next read. (Waits at
 * most a second for NATS: a replica that cannot reach it bypasses its cache anyway.)
 */
export function dropCachedReadsOnWrite(bus: Bus, cache: ReadCache): onSendAsyncHookHandler {
  const subject = bus.subject(SIGNALS.usersChanged.gateway.subject);
  return async function dropCachedReads(request, _reply, payload) {
    const principal = request.principal;
    if (!principal) return payload;
    cache.dropUsers([principal.userId]);
    try {
      bus.nc.publish(subject, toBinary(UsersChangedSchema, create(UsersChangedSchema, { userIds: [principal.userId] })));
      await Promise.race([bus.nc.flush(), new Promise((_, reject) => setTimeout(() => reject(new Error("NATS flush timed out")), FLUSH_TIMEOUT_MS).unref())]);
    } catch (err) {
      request.log.warn({ err }, "could not signal the other replicas that a user's data changed");
    }
    return payload;
  };
}
