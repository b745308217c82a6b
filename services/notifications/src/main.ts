// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("notifications");
const { runServiceMain } = await import("@leadstream/platform");
const { notificationsService } = await import("./service.js");
await runServiceMain(notificationsService);
