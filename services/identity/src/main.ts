// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("identity");
const { runServiceMain } = await import("@leadstream/platform");
const { identityService } = await import("./service.js");
await runServiceMain(identityService);
