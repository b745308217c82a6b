// The gateway as gateway/src/main.ts starts it, plus one route under /api/v2 that calls no
// service: GET /api/v2/bench/noop runs every hook an API route runs (request id, CORS, OTel,
// auth from the credential cache, the shared NATS KV rate limit, idempotency, the response
// schema) and answers what the bare Fastify route answers, so the two compare the gateway's own
// cost. Only `pnpm bench reads` starts this entry.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("gateway");
const { startGateway } = await import("../../gateway/src/start.js");
type ApiArea = NonNullable<Parameters<typeof startGateway>[1]>["extraApiRoutes"];

const noop: NonNullable<ApiArea>[number] = async (app) => {
  app.get("/bench/noop", { config: { auth: "any" }, schema: { hide: true, response: { 200: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] } } } }, async () => ({ ok: true }));
};

try {
  const gateway = await startGateway(process.env, { extraApiRoutes: [noop] });
  const stop = () => void gateway.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (err) {
  console.error(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
