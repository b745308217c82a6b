import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { METRICS } from "@leadstream/contracts";
import { prometheusName } from "@leadstream/testing";

// The compose observability files against each other and against the metric catalog: Prometheus
// scrapes every process where compose runs it, and the Grafana dashboard charts only (and all)
// the metrics the code defines.

const ROOT = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), "utf8");
const yaml = (path: string) => parse(read(path), { merge: true });

interface ComposeService {
  build?: { args?: { SERVICE?: string } };
  environment?: Record<string, string | number>;
  volumes?: string[];
  command?: string[];
}
const compose = yaml("docker-compose.yml") as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const prometheus = yaml("deploy/prometheus/prometheus.yml") as { scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[] };
const dashboard = JSON.parse(read("deploy/grafana/dashboards/leadstream.json"));
const datasources = yaml("deploy/grafana/provisioning/datasources/prometheus.yaml").datasources as { uid: string; url: string; type: string }[];
const providers = yaml("deploy/grafana/provisioning/dashboards/leadstream.yaml").providers as { options: { path: string } }[];

/** Compose services that run a Leadstream process (the gateway and services/*, not tools/). */
const processes = Object.entries(compose.services)
  .filter(([, s]) => /^(gateway|services\/)/.test(s.build?.args?.SERVICE ?? ""))
  .map(([name]) => name);

/** Where `host` mounts `source` (a path relative to the compose file). */
const mountOf = (service: string, source: string) => compose.services[service].volumes?.find((v) => v.startsWith(`${source}:`))?.split(":")[1];

const FUNCTIONS_AND_KEYWORDS = new Set(["by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless", "bool", "offset"]);

/** The metric names a PromQL expression reads: identifiers outside label matchers, groupings and ranges that are not called. */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\[[^\]]*\]/g, " ");
  return [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)(?![\w:]|\s*\()/g)].map((m) => m[1]).filter((id) => !FUNCTIONS_AND_KEYWORDS.has(id));
}

/** Every series name the catalog's metrics are exposed under. */
const exposed = new Map<string, string>(
  Object.values(METRICS).flatMap((spec) => {
    const base = prometheusName(spec);
    const names = spec.kind === "histogram" ? [`${base}_bucket`, `${base}_sum`, `${base}_count`] : [base];
    return names.map((n): [string, string] => [n, spec.name]);
  }),
);
// Prometheus's own: whether the last scrape of a target worked.
const PROMETHEUS_SERIES = new Set(["up"]);

const panels = (dashboard.panels as { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string; datasource?: { uid: string } }[] }[]).filter((p) => p.type !== "row");
const exprs = panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));

describe("Prometheus in docker compose", () => {
  it("scrapes /metrics of every Leadstream process at its compose name and PORT, one job each, named after it", () => {
    expect(processes.sort()).toEqual(["accounts-billing", "classification", "gateway", "identity", "leads", "notifications", "streams"]);
    const jobs = prometheus.scrape_configs.map((c) => c.job_name);
    expect([...jobs].sort()).toEqual([...processes].sort());
    for (const config of prometheus.scrape_configs) {
      expect(config.metrics_path ?? "/metrics").toBe("/metrics");
      const targets = config.static_configs.flatMap((s) => s.targets);
      expect(targets, config.job_name).toEqual([`${config.job_name}:${compose.services[config.job_name].environment?.PORT}`]);
    }
  });

  it("reads its config from deploy/prometheus and keeps its data in a volume", () => {
    const config = mountOf("prometheus", "./deploy/prometheus/prometheus.yml");
    expect(compose.services.prometheus.command).toContain(`--config.file=${config}`);
    expect(Object.keys(compose.volumes)).toContain(compose.services.prometheus.volumes?.find((v) => !v.startsWith("./"))?.split(":")[0]);
  });

  it("the collector takes the OTLP metrics the processes push", () => {
    const collector = yaml("deploy/otel/collector.yaml");
    expect(collector.service.pipelines.metrics.receivers).toContain("otlp");
    expect(compose.services.gateway.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe("http://otel-collector:4318");
  });
});

describe("Grafana in docker compose", () => {
  it("provisions the compose Prometheus and loads the dashboards from where compose mounts them", () => {
    expect(datasources).toHaveLength(1);
    expect(datasources[0]).toMatchObject({ type: "prometheus", url: "http://prometheus:9090" });
    expect(mountOf("grafana", "./deploy/grafana/provisioning")).toBe("/etc/grafana/provisioning");
    expect(providers.map((p) => p.options.path)).toEqual([mountOf("grafana", "./deploy/grafana/dashboards")]);
  });

  it("the dashboard reads the provisioned datasource in every panel and query", () => {
    expect(dashboard.uid).toBe("leadstream-overview");
    for (const p of panels) {
      expect(p.datasource?.uid, p.title).toBe(datasources[0].uid);
      for (const t of p.targets ?? []) expect(t.datasource?.uid ?? p.datasource?.uid, p.title).toBe(datasources[0].uid);
    }
  });

  it("charts runs, leads, deliveries, errors and latency", () => {
    const rows = (dashboard.panels as { type: string; title: string }[]).filter((p) => p.type === "row").map((p) => p.title);
    expect(rows).toEqual(["Runs", "Leads", "Deliveries", "Errors", "Latency"]);
  });

  it("queries only metrics the code defines, and every one of them", () => {
    expect(exprs.length).toBeGreaterThan(0);
    const used = new Set<string>();
    for (const { panel, expr } of exprs) {
      const names = metricsIn(expr);
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) {
        expect(exposed.has(name) || PROMETHEUS_SERIES.has(name), `${panel}: ${name} is not a metric the code defines`).toBe(true);
        if (exposed.has(name)) used.add(exposed.get(name)!);
      }
    }
    expect([...used].sort()).toEqual(Object.values(METRICS).map((s) => s.name).sort());
  });

  it("finds the metric names in PromQL (the check above depends on it)", () => {
    expect(metricsIn('histogram_quantile(0.95, sum by (le, http_route) (rate(http_server_request_duration_bucket{error_type!="", x="a{b}"}[5m])))')).toEqual(["http_server_request_duration_bucket"]);
    expect(metricsIn("sum(increase(a_total[1h])) / sum without (job) (b_count offset 5m) * 60")).toEqual(["a_total", "b_count"]);
    expect(metricsIn("up")).toEqual(["up"]);
  });
});
