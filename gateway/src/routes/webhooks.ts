import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { AppError } from "@leadstream/platform/errors";
import { Type } from "typebox";
import { principalOf } from "../auth/principal.js";
import { errorResponse, IdParams } from "../http/schemas.js";
import { present } from "../mapping/proto.js";
import { toAttemptJson, toDeliveriesRequest, toDeliveryJson, toFilter, toSubscriptionJson } from "../mapping/webhooks.js";
import { DeliveriesPage, DeliveriesQuery, DeliveryJson, Secret, SubscribeBody, Subscribed, SubscriptionList, TestBody, TestResult, UnsubscribeBody } from "../schemas/webhooks.js";
import type { RouteDeps } from "./deps.js";

const tags = ["webhooks"];
const INVALID_URL = "`invalid_request` (`param`: `targetUrl`): not an https URL resolving to a public address";

export const webhookRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { notifications }) => {
  app.post(
    "/webhooks/subscribe",
    {
      config: { auth: "any", idempotent: true },
      schema: {
        summary: "Subscribe a URL to new leads (same URL again: replaces its filter, keeps the id)",
        tags,
        body: SubscribeBody,
        response: {
          200: Subscribed,
          400: errorResponse(400, `${INVALID_URL}; \`invalid_filter\` (\`param\`: \`filterConfig.<key>\`): an unknown key or a bad value`),
          404: errorResponse(404, "`not_found` (`param`: `filterConfig.streamId` or `filterConfig.accountId`): not one of your streams or tracked accounts"),
        },
      },
    },
    async (request) => {
      const res = await notifications.subscribe({ userId: principalOf(request).userId, targetUrl: request.body.targetUrl, filter: toFilter(request.body.filterConfig) });
      return { id: res.id, ...(res.secret && { secret: res.secret }) };
    },
  );

  app.delete(
    "/webhooks/subscribe",
    {
      config: { auth: "any" },
      schema: {
        summary: "Unsubscribe (an unknown id, or another user's, is 200 `{success: false}` and changes nothing)",
        tags,
        body: UnsubscribeBody,
        response: { 200: Type.Object({ success: Type.Boolean({ description: "Whether a subscription of yours was deleted" }) }) },
      },
    },
    // The spec (4.7) answers a non-existent id with 200; another user's id answers the same, so
    // the answer tells nothing about other users' subscriptions.
    async (request) => {
      try {
        await notifications.unsubscribe({ userId: principalOf(request).userId, id: request.body.id });
        return { success: true };
      } catch (err) {
        if (err instanceof AppError && err.code === "not_found") return { success: false };
        throw err;
      }
    },
  );

  app.get("/webhooks", { config: { auth: "any" }, schema: { summary: "Your webhook subscriptions", tags, response: { 200: SubscriptionList } } }, async (request) => {
    const res = await notifications.listSubscriptions({ userId: principalOf(request).userId });
    return { subscriptions: res.subscriptions.map(toSubscriptionJson) };
  });

  app.post(
    "/webhooks/secret",
    { config: { auth: "any" }, schema: { summary: "Create or rotate your signing secret for stream webhookUrl deliveries (shown once)", tags, response: { 200: Secret } } },
    async (request) => ({ secret: (await notifications.rotateSecret({ userId: principalOf(request).userId })).secret }),
  );

  app.get(
    "/webhooks/deliveries",
    { config: { auth: "any" }, schema: { summary: "Your webhook batches and their attempts, newest first", tags, querystring: DeliveriesQuery, response: { 200: DeliveriesPage } } },
    async (request) => {
      const res = await notifications.listDeliveries(toDeliveriesRequest(principalOf(request).userId, request.query));
      return { deliveries: res.deliveries.map(toDeliveryJson), nextCursor: res.nextCursor || null };
    },
  );

  app.post(
    "/webhooks/deliveries/:id/retry",
    {
      config: { auth: "any" },
      schema: {
        summary: "Send a failed batch again (same webhook-id)",
        tags,
        params: IdParams,
        response: { 200: DeliveryJson, 404: errorResponse(404, "`not_found`: no such delivery of yours"), 409: errorResponse(409, "`conflict`: the batch has not failed") },
      },
    },
    async (request) => {
      const res = await notifications.retryDelivery({ userId: principalOf(request).userId, deliveryId: request.params.id });
      return toDeliveryJson(present(res.delivery, "the delivery"));
    },
  );

  app.post(
    "/webhooks/test",
    { config: { auth: "any" }, schema: { summary: "Send one signed sample batch to a URL now", tags, body: TestBody, response: { 200: TestResult, 400: errorResponse(400, INVALID_URL) } } },
    async (request) => {
      const res = await notifications.sendTestDelivery({ userId: principalOf(request).userId, targetUrl: request.body.targetUrl });
      return { webhookId: res.webhookId, attempt: toAttemptJson(present(res.attempt, "the attempt")) };
    },
  );
};
