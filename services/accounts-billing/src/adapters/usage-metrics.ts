import { METRICS } from "@leadstream/contracts";
import type { ProcessMetrics } from "@leadstream/platform";
import type { UsageMetrics } from "../app/ports.js";

export function usageMetrics(metrics: ProcessMetrics): UsageMetrics {
  const spent = metrics.counter(METRICS.creditsSpent);
  return { creditsSpent: (credits) => spent.add(credits) };
}
