// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("leads");
const { runServiceMain } = await import("@leadstream/platform");
const { leadsService } = await import("./service.js");
await runServiceMain(leadsService);
