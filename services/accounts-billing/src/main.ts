// Composition root: telemetry first (it must see every module load), then the service.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("accounts-billing");
const { runServiceMain } = await import("@leadstream/platform");
const { accountsBillingService } = await import("./service.js");
await runServiceMain(accountsBillingService);
