import type { FastifyReply, FastifyRequest } from "fastify";
import { principalOf } from "../auth/principal.js";
import type { ReadCache } from "./read-cache.js";

const JSON_TYPE = "application/json; charset=utf-8";

export interface CachedAnswer<T> {
  payload: T;
  /** When the answer changes with time alone (ms since the epoch), if it does. */
  validUntil?: number;
}

/**
 * Answers a read route from `cache` when it holds the caller's answer to this URL (path and
 * query), else computes it, serializes it with the route's response schema (or `schema`) and
 * keeps it. Only the caller's own answers are ever served to them: entries are per user.
 */
export async function serveCached<T extends object>(cache: ReadCache, request: FastifyRequest, reply: FastifyReply, compute: () => Promise<CachedAnswer<T>>, schema?: object): Promise<void> {
  const { userId } = principalOf(request);
  const hit = cache.get(userId, request.url);
  if (hit) return sent(reply.type(JSON_TYPE).send(hit));
  const ticket = cache.begin(userId);
  try {
    const { payload, validUntil } = await compute();
    const json = String(schema ? reply.serializeInput(payload as Record<string, unknown>, schema as Record<string, unknown>) : reply.serialize(payload));
    // Off the shared pool: a kept slice of it would keep the whole pool slab alive.
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
    body.write(json);
    cache.store(ticket, request.url, body, validUntil);
    await sent(reply.type(JSON_TYPE).send(body));
  } finally {
    cache.end(ticket);
  }
}

/**
 * Resolves once the reply is out. An async handler that sends must not resolve before that:
 * while the onSend hooks still run, Fastify would take its `undefined` for an answer and send
 * again. (The reply is a thenable that settles when the response ends; a client gone early is
 * no error here.)
 */
const sent = (reply: FastifyReply): Promise<void> => new Promise((resolve) => void reply.then(resolve, () => resolve()));
