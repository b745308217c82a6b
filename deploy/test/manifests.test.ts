import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { METRIC_ATTRIBUTES, METRICS } from "@leadstream/contracts";
import { commonConfigSpec, ConfigError, loadConfig, SERVICE_PORTS, serviceUrlEnv, startService, type ServiceDefinition, type ServiceName } from "@leadstream/platform";
import { freePort } from "@leadstream/testing";
import { loadGatewayConfig } from "../../gateway/src/config.js";
import { startGateway } from "../../gateway/src/start.js";
import { stripeSettings, type AccountsBillingConfig } from "../../services/accounts-billing/src/config.js";
import { accountsBillingService } from "../../services/accounts-billing/src/service.js";
import { classificationService } from "../../services/classification/src/service.js";
import { identityService } from "../../services/identity/src/service.js";
import { enrichmentProviderFrom } from "../../services/leads/src/adapters/enrichment/index.js";
import type { LeadsConfig } from "../../services/leads/src/config.js";
import { leadsService } from "../../services/leads/src/service.js";
import { notificationsService } from "../../services/notifications/src/service.js";
import { streamsService } from "../../services/streams/src/service.js";

// Renders deploy/k8s with kubectl (as an operator would) and checks what it renders against the
// code: processes, ports, probes, every environment variable, autoscalers, disruption budgets,
// NATS, the collector, images and the alert rules' metric names.

const root = new URL("../../", import.meta.url).pathname;
const hasKubectl = spawnSync("kubectl", ["version", "--client"], { stdio: "ignore" }).status === 0;

interface Doc {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const render = (dir: string): Doc[] =>
  parseAllDocuments(execFileSync("kubectl", ["kustomize", join(root, dir)], { encoding: "utf8" })).map((d) => d.toJS() as Doc);
const read = (path: string) => readFileSync(join(root, path), "utf8");

const definitions: Record<ServiceName, ServiceDefinition<any, unknown>> = {
  identity: identityService,
  "accounts-billing": accountsBillingService,
  streams: streamsService,
  classification: classificationService,
  leads: leadsService,
  notifications: notificationsService,
};
const services = Object.keys(SERVICE_PORTS) as ServiceName[];
const processes = [...services, "gateway"] as const;
type Process = (typeof processes)[number];
const secrets = parseAllDocuments(read("deploy/k8s/secret.example.yaml")).map((d) => d.toJS() as Doc);

/** The paths each process's HTTP listener answers, as its source spells them. */
const servedPaths = (process: Process): string => (process === "gateway" ? read("gateway/src/routes/health.ts") + read("gateway/src/routes/metrics.ts") : read("packages/platform/src/rpc/server.ts"));

/**
 * The environment names a process reads: it is started with `env` behind a proxy that records
 * every name asked for, and with a database (services) or NATS (gateway) nobody listens on, so
 * it reads its whole configuration and then stops at the first connection. Peers' URLs are read
 * later, when the service builds its peer clients: those come from the `peer(..., "<name>")`
 * calls in its source. Names read from process.env directly (telemetry) come from the source too.
 */
async function namesRead(process: Process, env: Record<string, string>): Promise<{ names: Set<string>; failure: unknown }> {
  const names = new Set<string>();
  const closed = `127.0.0.1:${await freePort()}`;
  const target: Record<string, string> = { ...env, LEADSTREAM_NEVER_READ: "x", OTEL_EXPORTER_OTLP_ENDPOINT: "" };
  if (process === "gateway") target.NATS_URL = `nats://${closed}`;
  else target.DATABASE_URL = `postgres://nobody@${closed}/nothing`;
  const proxy = new Proxy(target, {
    get(t, key) {
      if (typeof key === "string") names.add(key);
      return t[key as string];
    },
  });
  const start = process === "gateway" ? startGateway(proxy) : startService(definitions[process], proxy);
  const failure = await start.then(
    async (running) => {
      await running.stop();
      return undefined;
    },
    (err: unknown) => err,
  );
  if (process !== "gateway") {
    for (const file of sourceFiles(join(root, "services", process, "src"))) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bpeer\(\s*\w+,\s*"([a-z-]+)"\s*\)/g)) names.add(serviceUrlEnv(m[1] as ServiceName));
    }
  }
  for (const file of sourceFiles(join(root, "packages/platform/src"))) {
    for (const m of readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z0-9_]+)/g)) names.add(m[1]);
  }
  return { names, failure };
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name));

/** One rendering of the manifests (the base or an overlay), with lookups. */
function manifests(dir: string) {
  const docs = render(dir);
  const find = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
  const get = (kind: string, name: string): Doc => {
    const doc = find(kind, name);
    if (!doc) throw new Error(`${dir}: no ${kind} ${name}`);
    return doc;
  };
  const container = (deployment: string) => get("Deployment", deployment).spec.template.spec.containers.find((c: any) => c.name === "app");

  /** The environment a Deployment's container gets: ConfigMaps, the example Secrets, env entries. */
  const envOf = (deployment: string): Record<string, string> => {
    const d = get("Deployment", deployment);
    const c = container(deployment);
    const env: Record<string, string> = {};
    const secret = (name: string) => {
      const s = secrets.find((x) => x.kind === "Secret" && x.metadata.name === name);
      if (!s) throw new Error(`${deployment}: Secret ${name} is not in secret.example.yaml`);
      return s.stringData ?? {};
    };
    for (const from of c.envFrom ?? []) {
      if (from.configMapRef) Object.assign(env, get("ConfigMap", from.configMapRef.name).data ?? {});
      else if (from.secretRef) Object.assign(env, secret(from.secretRef.name));
      else throw new Error(`${deployment}: unexpected envFrom ${JSON.stringify(from)}`);
    }
    for (const e of c.env ?? []) {
      if (e.value !== undefined) env[e.name] = e.value;
      else if (e.valueFrom?.secretKeyRef) {
        const value = secret(e.valueFrom.secretKeyRef.name)[e.valueFrom.secretKeyRef.key];
        if (value === undefined) throw new Error(`${deployment}: ${e.name} names a key the Secret lacks`);
        env[e.name] = value;
      } else if (e.valueFrom?.fieldRef) {
        const label = /^metadata\.labels\['(.+)'\]$/.exec(e.valueFrom.fieldRef.fieldPath)?.[1];
        if (!label) throw new Error(`${deployment}: unexpected fieldRef ${e.valueFrom.fieldRef.fieldPath}`);
        env[e.name] = d.spec.template.metadata.labels[label];
      } else throw new Error(`${deployment}: unexpected env ${JSON.stringify(e)}`);
    }
    return env;
  };

  /** The port the process listens on: PORT, else the code's default. */
  const listeningPort = (process: Process): number => {
    const env = envOf(process);
    return process === "gateway" ? loadGatewayConfig(env).PORT : Number(env.PORT ?? SERVICE_PORTS[process]);
  };
  const containerPort = (deployment: string, port: string | number, c = container(deployment)): number => {
    if (typeof port === "number") return port;
    const found = (c.ports ?? []).find((p: any) => p.name === port);
    if (!found) throw new Error(`${deployment}: no container port named ${port}`);
    return found.containerPort;
  };
  /** The container port a Service port reaches on its Deployment's pods. */
  const servicePortTarget = (service: string, port: number): number | undefined => {
    const svc = get("Service", service);
    const sp = svc.spec.ports.find((p: any) => p.port === port);
    if (!sp) return undefined;
    const deployment = docs.find((d) => d.kind === "Deployment" && selects(svc.spec.selector, d.spec.template.metadata.labels));
    if (!deployment) throw new Error(`Service ${service} selects no Deployment`);
    return containerPort(deployment.metadata.name, sp.targetPort ?? sp.port, deployment.spec.template.spec.containers[0]);
  };
  return { docs, find, get, container, envOf, listeningPort, containerPort, servicePortTarget };
}

const selects = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels?.[k] === v);

/** Names a PromQL expression reads as metrics, each with the label names its selector uses. */
function metricsIn(expr: string): { name: string; labels: string[] }[] {
  const out: { name: string; labels: string[] }[] = [];
  const text = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  for (const m of text.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*\{([^}]*)\}/g)) {
    out.push({ name: m[1], labels: [...m[2].matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]) });
  }
  const bare = text
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/gi, " ");
  const keywords = new Set(["and", "or", "unless", "bool", "offset"]);
  for (const m of bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(?![a-zA-Z0-9_:])(?!\s*\()/g)) {
    if (!keywords.has(m[1]) && !out.some((o) => o.name === m[1])) out.push({ name: m[1], labels: [] });
  }
  return out;
}

describe.skipIf(!hasKubectl)(`deploy/k8s rendered with kubectl kustomize${hasKubectl ? "" : " (skipped: kubectl is not installed)"}`, () => {
  it("knows every service of the repository", () => {
    const dirs = readdirSync(join(root, "services"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(dirs.sort()).toEqual([...services].sort());
    for (const name of services) expect(definitions[name].name).toBe(name);
  });

  describe.each(["deploy/k8s/base", "deploy/k8s/overlays/production"])("%s", (dir) => {
    const m = manifests(dir);
    const leadstream = m.docs.filter((d) => d.kind === "Deployment" && ["rpc-service", "gateway"].includes(d.metadata.labels?.["app.kubernetes.io/component"] ?? ""));

    it("has one Deployment and one Service per process, and nothing else of ours", () => {
      expect(leadstream.map((d) => d.metadata.name).sort()).toEqual([...processes].sort());
      for (const p of processes) {
        const svc = m.get("Service", p);
        expect(selects(svc.spec.selector, m.get("Deployment", p).spec.template.metadata.labels), p).toBe(true);
        expect(selects(m.get("Deployment", p).spec.selector.matchLabels, m.get("Deployment", p).spec.template.metadata.labels), p).toBe(true);
      }
    });

    it.each(processes)("%s: its Service reaches the port the code listens on, and its peers' URLs reach theirs", (p) => {
      const port = m.listeningPort(p);
      expect(m.container(p).ports.map((x: any) => x.containerPort)).toEqual([port]);
      for (const sp of m.get("Service", p).spec.ports) expect(m.servicePortTarget(p, sp.port), `${p} Service port ${sp.port}`).toBe(port);
      const env = m.envOf(p);
      for (const peer of services) {
        const value = env[serviceUrlEnv(peer)];
        if (value === undefined) continue;
        const url = new URL(value);
        expect(url.hostname, serviceUrlEnv(peer)).toBe(peer);
        expect(m.servicePortTarget(peer, Number(url.port)), `${p}: ${serviceUrlEnv(peer)}=${value}`).toBe(m.listeningPort(peer));
      }
    });

    it.each(processes)("%s: readiness, liveness and start-up probes the code answers, and resources", (p) => {
      const c = m.container(p);
      const port = m.listeningPort(p);
      for (const kind of ["readinessProbe", "livenessProbe", "startupProbe"]) {
        const probe = c[kind];
        expect(probe, `${p} ${kind}`).toBeDefined();
        if (probe.httpGet) {
          expect(m.containerPort(p, probe.httpGet.port), `${p} ${kind} port`).toBe(port);
          expect(servedPaths(p), `${p} ${kind} ${probe.httpGet.path}`).toContain(`"${probe.httpGet.path}"`);
        } else if (probe.grpc) {
          expect(p, "only the services speak gRPC").not.toBe("gateway");
          expect(probe.grpc.port).toBe(port);
          expect(servedPaths(p)).toMatch(/router\.service\(Health,/);
        } else throw new Error(`${p} ${kind}: neither httpGet nor grpc`);
      }
      // Liveness must not depend on PostgreSQL or NATS: an outage would restart every pod.
      expect(c.livenessProbe.httpGet?.path).toBe("/healthz");
      expect(c.resources.requests.cpu && c.resources.requests.memory && c.resources.limits.memory, p).toBeTruthy();
    });

    it.each(processes)("%s: every variable it is given is one the code reads, and its configuration loads in production", async (p) => {
      const env = m.envOf(p);
      expect(env.NODE_ENV).toBe("production");
      if (p === "gateway") {
        const config = loadGatewayConfig(env);
        expect(config.COOKIE_SECURE).toBe(true);
        for (const origin of config.PUBLIC_ORIGINS) expect(origin).toMatch(/^https:/);
      } else {
        loadConfig(commonConfigSpec, env);
        const own = loadConfig(definitions[p].config ?? {}, env) as Record<string, unknown>;
        // What the services check when they build their adapters.
        if (p === "accounts-billing") expect(stripeSettings({ ...(own as unknown as AccountsBillingConfig), NODE_ENV: env.NODE_ENV })).not.toBeNull();
        if (p === "leads") {
          expect(own.ENRICHMENT_BASE_URL, "no sandbox enrichment in a cluster").toMatch(/^https:/);
          enrichmentProviderFrom(own as unknown as LeadsConfig);
        }
        if (p === "notifications") expect(own.SMTP_URL, "without SMTP e-mails go to files in the container").not.toBe("");
        if ("WEBHOOKS_ALLOW_PRIVATE" in own) expect(own.WEBHOOKS_ALLOW_PRIVATE).toBe(false);
      }
      const { names, failure } = await namesRead(p, env);
      expect(failure, "the process must stop at its first connection, not at its configuration").not.toBeInstanceOf(ConfigError);
      expect(String(failure)).toMatch(/ECONNREFUSED|connection refused/i);
      expect(names.has("LEADSTREAM_NEVER_READ"), "the proxy records only names the code asks for").toBe(false);
      expect(Object.keys(env).filter((name) => !names.has(name)), `${p} is given variables it never reads`).toEqual([]);
    });

    it("gives every Deployment of ours an autoscaler and a disruption budget, and each targets a workload that exists", () => {
      const hpas = m.docs.filter((d) => d.kind === "HorizontalPodAutoscaler");
      const pdbs = m.docs.filter((d) => d.kind === "PodDisruptionBudget");
      for (const hpa of hpas) {
        expect(hpa.apiVersion).toBe("autoscaling/v2");
        expect(hpa.spec.scaleTargetRef.kind).toBe("Deployment");
        m.get("Deployment", hpa.spec.scaleTargetRef.name);
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
        expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
        expect(hpa.spec.metrics).toContainEqual({ type: "Resource", resource: { name: "cpu", target: expect.objectContaining({ type: "Utilization" }) } });
      }
      for (const pdb of pdbs) {
        const workloads = m.docs.filter((d) => ["Deployment", "StatefulSet"].includes(d.kind) && selects(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels));
        expect(workloads.map((w) => w.metadata.name), `PodDisruptionBudget ${pdb.metadata.name}`).toHaveLength(1);
      }
      for (const d of leadstream) {
        const name = d.metadata.name;
        expect(hpas.filter((h) => h.spec.scaleTargetRef.name === name), name).toHaveLength(1);
        expect(d.spec.replicas, `${name}: the autoscaler owns the replica count`).toBeUndefined();
        expect(pdbs.filter((b) => selects(b.spec.selector.matchLabels, d.spec.template.metadata.labels)), name).toHaveLength(1);
      }
    });

    it("runs NATS as a 3-node JetStream cluster on file storage, and the streams with 3 replicas", () => {
      const sts = m.get("StatefulSet", "nats");
      expect(sts.spec.replicas).toBe(3);
      const conf = m.get("ConfigMap", sts.spec.template.spec.volumes.find((v: any) => v.name === "config").configMap.name).data!["nats.conf"];
      const storeDir = /store_dir:\s*(\S+)/.exec(conf)?.[1];
      const nats = sts.spec.template.spec.containers[0];
      const dataMount = nats.volumeMounts.find((v: any) => v.name === "data");
      expect(dataMount.mountPath).toBe(storeDir);
      const claim = sts.spec.volumeClaimTemplates.find((t: any) => t.metadata.name === "data");
      const gi = (q: string) => Number(/^(\d+)Gi$/.exec(q)?.[1]);
      expect(Number(/max_file_store:\s*(\d+)G/.exec(conf)?.[1]), "JetStream refuses writes before the volume is full").toBeLessThan(gi(claim.spec.resources.requests.storage));
      const headless = m.get("Service", sts.spec.serviceName);
      expect(headless.spec.clusterIP).toBe("None");
      const clusterPort = Number(/cluster\s*\{[^}]*port:\s*(\d+)/.exec(conf)?.[1]);
      expect(nats.ports.map((p: any) => p.containerPort)).toContain(clusterPort);
      const routes = [.../routes:\s*\[([^\]]*)\]/.exec(conf)![1].matchAll(/nats:\/\/(\S+)/g)].map((r) => r[1]);
      expect(routes).toEqual([0, 1, 2].map((i) => `nats-${i}.${sts.spec.serviceName}:${clusterPort}`));
      const common = m.envOf("identity");
      expect(Number(common.NATS_STREAM_REPLICAS)).toBe(sts.spec.replicas);
      const url = new URL(common.NATS_URL);
      const client = m.get("Service", url.hostname).spec.ports.find((p: any) => p.port === Number(url.port));
      expect(nats.ports.find((p: any) => p.name === client.targetPort).containerPort).toBe(Number(/^port:\s*(\d+)/m.exec(conf)?.[1]));
    });

    it("sends telemetry to the collector it deploys, which receives OTLP/HTTP and forwards traces and metrics", () => {
      const endpoint = new URL(m.envOf("gateway").OTEL_EXPORTER_OTLP_ENDPOINT);
      const target = m.servicePortTarget(endpoint.hostname, Number(endpoint.port));
      const deployment = m.get("Deployment", endpoint.hostname);
      const collector = deployment.spec.template.spec.containers[0];
      const config = parse(m.get("ConfigMap", collector.volumeMounts && deployment.spec.template.spec.volumes[0].configMap.name).data!["collector.yaml"]);
      expect(config.receivers.otlp.protocols.http.endpoint).toBe(`0.0.0.0:${target}`);
      for (const pipeline of ["traces", "metrics"]) expect(config.service.pipelines[pipeline].receivers).toContain("otlp");
      const settings = Object.assign({}, ...collector.envFrom.map((f: any) => m.get("ConfigMap", f.configMapRef.name).data));
      for (const [, name] of read("deploy/k8s/base/otel-collector/collector.yaml").matchAll(/\$\{env:([A-Z_]+)\}/g)) expect(settings, name).toHaveProperty(name);
      expect(`0.0.0.0:${m.containerPort(endpoint.hostname, collector.readinessProbe.httpGet.port, collector)}`).toBe(config.extensions.health_check.endpoint);
    });

    it("names each image after its process, built from that process's directory", () => {
      const images = leadstream.map((d) => ({ name: d.metadata.name, image: m.container(d.metadata.name).image as string }));
      for (const { name, image } of images) {
        const parsed = /^(?<registry>.*\/)?leadstream\/(?<process>[a-z-]+)(?::(?<tag>[\w.-]+))?$/.exec(image)?.groups;
        expect(parsed?.process, image).toBe(name);
        expect(existsSync(join(root, name === "gateway" ? "gateway" : `services/${name}`, "src/main.ts")), image).toBe(true);
      }
      if (dir.includes("overlays")) {
        const parts = images.map(({ image }) => /^(.*\/)leadstream\/[a-z-]+:(.+)$/.exec(image)?.slice(1));
        expect(new Set(parts.map((x) => x?.join(" "))).size, "one registry and one tag for every image").toBe(1);
        expect(parts[0]?.[1]).not.toBe("latest");
      }
    });
  });

  describe("monitoring (deploy/k8s/monitoring, in overlays/production)", () => {
    const prod = manifests("deploy/k8s/overlays/production");
    const rules = prod.docs.filter((d) => d.kind === "PrometheusRule").flatMap((r) => r.spec.groups.flatMap((g: any) => g.rules));
    const ours = new Map(
      Object.values(METRICS).flatMap((spec) => {
        const base = spec.name.replace(/\./g, "_");
        const names = spec.kind === "counter" ? [`${base}_total`] : spec.kind === "histogram" ? [`${base}_bucket`, `${base}_count`, `${base}_sum`] : [base];
        return names.map((n) => [n, spec] as const);
      }),
    );
    // kube-state-metrics, the kubelet and Prometheus itself.
    const external = new Set([
      "up",
      "kube_deployment_status_replicas_available",
      "kube_deployment_spec_replicas",
      "kube_pod_container_status_restarts_total",
      "kube_horizontalpodautoscaler_status_current_replicas",
      "kube_horizontalpodautoscaler_spec_max_replicas",
      "kube_statefulset_status_replicas_ready",
      "kubelet_volume_stats_available_bytes",
      "kubelet_volume_stats_capacity_bytes",
    ]);
    const ourAttributes = new Set(Object.values(METRIC_ATTRIBUTES).map((a) => a.replace(/\./g, "_")));

    it("reads only metrics the code records (or Kubernetes exports), in this namespace, with our attribute names", () => {
      expect(rules.length).toBeGreaterThan(10);
      for (const rule of rules) {
        const used = metricsIn(rule.expr);
        expect(used.length, rule.alert).toBeGreaterThan(0);
        for (const { name, labels } of used) {
          expect(ours.has(name) || external.has(name), `${rule.alert}: ${name}`).toBe(true);
          expect(labels, `${rule.alert}: ${name} outside the namespace`).toContain("namespace");
          for (const label of labels.filter((l) => l.startsWith("leadstream_"))) expect(ourAttributes.has(label), `${rule.alert}: ${label}`).toBe(true);
        }
        expect(rule.expr).not.toMatch(/namespace="(?!leadstream")/);
      }
      expect(new Set(rules.map((r: any) => r.alert)).size).toBe(rules.length);
    });

    it("scrapes /metrics on a port every process of ours has, which the code serves", () => {
      const monitor = prod.get("PodMonitor", "leadstream");
      const ports = monitor.spec.podMetricsEndpoints.map((e: any) => e.port);
      for (const p of processes) {
        const names = prod.container(p).ports.map((x: any) => x.name);
        expect(ports.filter((port: string) => names.includes(port)), p).toHaveLength(1);
        expect(servedPaths(p), p).toContain('"/metrics"');
        const labels = prod.get("Deployment", p).spec.template.metadata.labels;
        expect(
          monitor.spec.selector.matchExpressions.every((e: any) => e.operator === "In" && e.values.includes(labels[e.key])),
          p,
        ).toBe(true);
      }
      for (const e of monitor.spec.podMetricsEndpoints) expect(e.path).toBe("/metrics");
    });

    it("explains every alert in docs/operations.md", () => {
      const runbook = read("docs/operations.md");
      for (const rule of rules) expect(runbook, rule.alert).toContain(rule.alert);
    });
  });
});
