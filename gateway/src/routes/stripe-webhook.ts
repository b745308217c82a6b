import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errorResponse } from "../http/schemas.js";
import type { RouteDeps } from "./deps.js";

/**
 * Stripe's events, outside /api/v2: no credentials (the signature is the credential) and no rate
 * limit. The signature covers the exact bytes Stripe sent, so this scope keeps JSON bodies as a
 * Buffer and accounts-billing checks and parses them.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<Pick<RouteDeps, "accountsBilling" | "config">> = async (app, { accountsBilling, config }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/webhooks/stripe",
    {
      bodyLimit: config.BODY_LIMIT_BYTES,
      schema: {
        summary: "Stripe webhook endpoint (subscription and payment events)",
        tags: ["billing"],
        headers: Type.Object({ "stripe-signature": Type.String({ minLength: 1, description: "Stripe's signature of the body" }) }),
        body: Type.Unknown({ description: "A Stripe event, exactly as Stripe sent it" }),
        response: {
          200: Type.Object({ received: Type.Literal(true) }, { description: "Accepted (or a duplicate or ignored event)" }),
          400: errorResponse(400, "Missing or invalid Stripe-Signature, or not a Stripe event"),
          415: errorResponse(415),
          500: errorResponse(500),
          503: errorResponse(503),
        },
      },
    },
    async (request) => {
      await accountsBilling.handleStripeWebhook({ payload: request.body as Buffer, signature: request.headers["stripe-signature"] });
      return { received: true as const };
    },
  );
};
