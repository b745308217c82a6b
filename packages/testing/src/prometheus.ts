import type { MetricSpec } from "@leadstream/contracts";

/** One line of a Prometheus text exposition: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The series name a spec is exposed under, as @opentelemetry/exporter-prometheus writes it:
 * dots become underscores, counters end in `_total`; histograms add `_bucket`, `_sum`, `_count`.
 */
export const prometheusName = (spec: MetricSpec): string => spec.name.replace(/[^a-zA-Z0-9_:]/g, "_") + (spec.kind === "counter" ? "_total" : "");

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a text exposition (comments skipped); throws on a line that is not one. */
export function parsePrometheus(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const m = LINE.exec(line);
      if (!m) throw new Error(`not a Prometheus sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (m[2] ?? "").matchAll(LABEL)) labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

/** GET <base>/metrics: its samples (fails unless it is a 200 in the Prometheus text format). */
export async function scrapeMetrics(base: string): Promise<Sample[]> {
  const res = await fetch(`${base}/metrics`);
  const text = await res.text();
  if (res.status !== 200 || !(res.headers.get("content-type") ?? "").startsWith("text/plain")) throw new Error(`GET ${base}/metrics answered ${res.status}: ${text.slice(0, 200)}`);
  return parsePrometheus(text);
}

/** The samples named `name` whose labels include `labels`. */
export const samplesOf = (all: Sample[], name: string, labels: Record<string, string> = {}): Sample[] =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The sum of those samples' values (0 when there are none). */
export const sumOf = (all: Sample[], name: string, labels: Record<string, string> = {}): number => samplesOf(all, name, labels).reduce((sum, s) => sum + s.value, 0);
