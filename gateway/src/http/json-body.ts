import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { AppError } from "@leadstream/platform";

declare module "fastify" {
  interface FastifyRequest {
    /** A JSON body's bytes as sent (idempotency fingerprints). */
    rawBody?: Buffer;
  }
}

/** Deeper than any body this API takes (a stream pair's inline segment is 4 levels down). */
export const MAX_JSON_DEPTH = 32;

/**
 * Replaces this scope's JSON parser with Fastify's own (which refuses `__proto__` and
 * `constructor.prototype` keys), after two cheap checks: an empty body is no body, as many HTTP
 * clients send bodiless POSTs with `Content-Type: application/json`; nesting deeper than
 * MAX_JSON_DEPTH is refused before parsing, so no later step recurses deeply. Keeps the bytes.
 */
export function parseJsonBodies(app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    const text = bytes.toString();
    if (text.trim() === "") return done(null, undefined);
    if (nestingDepth(text) > MAX_JSON_DEPTH) {
      return done(new AppError("invalid_request", `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`, { param: "body" }), undefined);
    }
    parseJson(request, text, done);
  });
}

/** The deepest nesting of arrays and objects in JSON text, in one pass (brackets inside strings do not count). */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
