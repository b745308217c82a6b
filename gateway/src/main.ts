// Composition root: telemetry first (it must see every module load), then the gateway.
import { startTelemetry } from "@leadstream/platform/telemetry";

startTelemetry("gateway");
const { startGateway } = await import("./start.js");
try {
  const gateway = await startGateway();
  const stop = () => void gateway.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (err) {
  console.error(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
