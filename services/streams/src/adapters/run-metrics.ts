import { METRIC_ATTRIBUTES, METRICS } from "@leadstream/contracts";
import type { ProcessMetrics } from "@leadstream/platform";
import type { Run } from "../domain/run.js";

/** Records a run that ended: leadstream.runs, its leadstream.run.duration and, if it succeeded, its leads by fit. */
export type RunEnded = (run: Run) => void;

export function runMetrics(metrics: ProcessMetrics): RunEnded {
  const runs = metrics.counter(METRICS.runs);
  const duration = metrics.histogram(METRICS.runDuration);
  const leads = metrics.counter(METRICS.leads);
  return (run) => {
    const attributes = { [METRIC_ATTRIBUTES.runOutcome]: run.status, [METRIC_ATTRIBUTES.runMode]: run.mode };
    runs.add(1, attributes);
    if (run.startedAt && run.completedAt) duration.record((run.completedAt.getTime() - run.startedAt.getTime()) / 1000, attributes);
    if (run.status === "succeeded") {
      leads.add(run.candidatesPassedCount - run.mediumFitCount, { [METRIC_ATTRIBUTES.leadFit]: "high" });
      leads.add(run.mediumFitCount, { [METRIC_ATTRIBUTES.leadFit]: "medium" });
    }
  };
}
