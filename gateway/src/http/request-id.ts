import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps a caller's X-Request-Id only when it is a UUID, so logs cannot be flooded or forged with arbitrary text. */
export function requestIdFor(req: Pick<IncomingMessage, "headers">): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && UUID.test(given) ? given.toLowerCase() : randomUUID();
}
