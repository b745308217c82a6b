import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";

declare module "fastify" {
  interface FastifyRequest {
    /** A JSON body's bytes as sent (idempotency fingerprints). */
    rawBody?: Buffer;
  }
}

/** Replaces this scope's JSON parser with Fastify's own that also keeps the bytes it parsed. */
export function keepRawJsonBody(app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJson(request, body.toString(), done);
  });
}
