import type { FastifyPluginAsync } from "fastify";
import swaggerUi from "@fastify/swagger-ui";

/** The OpenAPI document at /api/v2/openapi.json and a browsable page at /docs. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/v2/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: "/docs" });
};
