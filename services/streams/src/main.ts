// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("streams");
const { runServiceMain } = await import("@leadstream/platform");
const { streamsService } = await import("./service.js");
await runServiceMain(streamsService);
