// The baseline: a bare Fastify route, no auth, no RPC.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(JSON.stringify({ msg: "listening", port: (app.server.address() as { port: number }).port }));
