// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("classification");
const { runServiceMain } = await import("@leadstream/platform");
const { classificationService } = await import("./service.js");
await runServiceMain(classificationService);
