import { randomUUID } from "node:crypto";
import { ValueType, type Attributes, type Counter, type Histogram, type HrTime, type ObservableGauge } from "@opentelemetry/api";
import { hrTime } from "@opentelemetry/core";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { PrometheusSerializer } from "@opentelemetry/exporter-prometheus";
import { defaultResource, resourceFromAttributes, type Resource } from "@opentelemetry/resources";
import {
  AggregationTemporality,
  DataPointType,
  InstrumentType,
  MeterProvider,
  MetricReader,
  PeriodicExportingMetricReader,
  type CollectionResult,
  type HistogramMetricData,
  type MetricProducer,
} from "@opentelemetry/sdk-metrics";
import { ATTR_SERVICE_INSTANCE_ID, ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import type { DataSource, EntityManager, QueryRunner } from "typeorm";
import { METRICS, type MetricSpec } from "@leadstream/contracts";
import type { Bus } from "./bus/connection.js";
import { int, loadConfig, optionalStr, url } from "./config.js";
import type { Logger } from "./logger.js";

export type { Attributes, Counter, Histogram } from "@opentelemetry/api";

type Env = Record<string, string | undefined>;

/** What `GET /metrics` answers with: the Prometheus text format. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** An observable gauge's callback that takes longer than this is left out of that collection. */
const OBSERVE_TIMEOUT_MS = 1_000;

const metricsConfigSpec = {
  OTEL_SERVICE_NAME: optionalStr(),
  OTEL_EXPORTER_OTLP_ENDPOINT: url({ protocols: ["http", "https"], optional: true }),
  OTEL_METRIC_EXPORT_INTERVAL: int({ default: 60_000, min: 100, max: 3_600_000 }),
};

/**
 * Counters and histograms are cumulative (what Prometheus expects). A gauge reports only what its
 * callback observed in this collection: cumulative, the SDK would repeat the last value of a
 * series it no longer observes (a consumer's lag from before NATS went down).
 */
const temporality = (type: InstrumentType): AggregationTemporality =>
  type === InstrumentType.OBSERVABLE_GAUGE ? AggregationTemporality.DELTA : AggregationTemporality.CUMULATIVE;

/** Collects when asked: what GET /metrics serves. */
class PullReader extends MetricReader {
  constructor(producer: MetricProducer) {
    super({ aggregationTemporalitySelector: temporality, metricProducers: [producer] });
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

class OtlpExporter extends OTLPMetricExporter {
  override selectAggregationTemporality(type: InstrumentType): AggregationTemporality {
    return temporality(type);
  }
}

export interface GaugeReading {
  spec: MetricSpec<"gauge">;
  value: number;
  attributes?: Attributes;
}

/** A JetStream durable consumer whose lag the process reports. */
export interface WatchedConsumer {
  bus: Bus;
  /** The stream's name as the bus names it (prefixed). */
  stream: string;
  durable: string;
  /** The consumer's filter subject, un-prefixed. */
  subject: string;
}

/**
 * The metrics of one process (one service or gateway: tests run several in one process, each with
 * its own): instruments made from the catalog's specs, read by `GET /metrics` (scrape) and, when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, pushed over OTLP/HTTP every OTEL_METRIC_EXPORT_INTERVAL ms.
 */
export interface ProcessMetrics {
  counter(spec: MetricSpec<"counter">): Counter;
  histogram(spec: MetricSpec<"histogram">): Histogram;
  /**
   * A histogram for a hot path, whose series are each bound to their attributes once: recording
   * into a series only adds to its buckets (the SDK's histogram hashes the attributes of every
   * record, about 2 µs). Read with the other instruments, cumulative; a series appears once it
   * has a value.
   */
  boundHistogram(spec: MetricSpec<"histogram">): (attributes: Attributes) => HistogramSeries;
  /**
   * Gauges read together by `read` at each collection. A read that fails or takes over a second
   * leaves them out of that collection: a scrape never fails or waits on a dependency that is down.
   */
  gauges(specs: MetricSpec<"gauge">[], read: () => Promise<GaugeReading[]>): void;
  /** Reports the consumer's lag (leadstream.messaging.consumer.lag) from JetStream at each collection. */
  watchConsumer(consumer: WatchedConsumer): void;
  /** Every instrument now, in the Prometheus text format. */
  scrape(): Promise<string>;
  /** Pushes the last OTLP export, if any, and stops. */
  shutdown(): Promise<void>;
}

/** Records one value into a bound histogram series. */
export type HistogramSeries = (value: number) => void;

/** The SDK's default boundaries of an explicit-bucket histogram. */
const DEFAULT_BOUNDARIES = [0, 5, 10, 25, 50, 75, 100, 250, 500, 750, 1000, 2500, 5000, 7500, 10000];

interface Series {
  attributes: Attributes;
  startTime: HrTime;
  /** counts[i]: values ≤ boundaries[i] and above the boundary before (the last: above all), as the SDK counts them. */
  counts: number[];
  count: number;
  sum: number;
  min: number;
  max: number;
}

/** The bound histograms of a process, handed to its readers as one more producer of metrics. */
class BoundHistograms implements MetricProducer {
  /** By name: a spec bound twice is one histogram. */
  private readonly histograms = new Map<string, { spec: MetricSpec<"histogram">; boundaries: number[]; series: Map<string, Series> }>();

  constructor(private readonly resource: Resource) {}

  add(spec: MetricSpec<"histogram">): (attributes: Attributes) => HistogramSeries {
    let histogram = this.histograms.get(spec.name);
    if (!histogram) this.histograms.set(spec.name, (histogram = { spec, boundaries: [...(spec.buckets ?? DEFAULT_BOUNDARIES)], series: new Map() }));
    const { boundaries, series: all } = histogram;
    return (attributes) => {
      // Binding twice to the same attributes records into the one series.
      const key = JSON.stringify(Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : 1)));
      let series = all.get(key);
      if (!series) {
        series = { attributes, startTime: hrTime(), counts: new Array<number>(boundaries.length + 1).fill(0), count: 0, sum: 0, min: Infinity, max: -Infinity };
        all.set(key, series);
      }
      const s = series;
      return (value) => {
        if (Number.isNaN(value)) return;
        let bucket = 0;
        while (bucket < boundaries.length && boundaries[bucket] < value) bucket++;
        s.counts[bucket]++;
        s.count++;
        s.sum += value;
        if (value < s.min) s.min = value;
        if (value > s.max) s.max = value;
      };
    };
  }

  async collect(): Promise<CollectionResult> {
    const endTime = hrTime();
    const metrics = [...this.histograms.values()].map(
      ({ spec, boundaries, series }): HistogramMetricData => ({
        descriptor: { name: spec.name, description: spec.description, unit: spec.unit, valueType: ValueType.DOUBLE },
        aggregationTemporality: AggregationTemporality.CUMULATIVE,
        dataPointType: DataPointType.HISTOGRAM,
        dataPoints: [...series.values()]
          .filter((s) => s.count > 0)
          .map((s) => ({ attributes: s.attributes, startTime: s.startTime, endTime, value: { buckets: { boundaries, counts: [...s.counts] }, count: s.count, sum: s.sum, min: s.min, max: s.max } })),
      }),
    );
    return { resourceMetrics: { resource: this.resource, scopeMetrics: [{ scope: { name: "leadstream" }, metrics: metrics.filter((m) => m.dataPoints.length > 0) }] }, errors: [] };
  }
}

export function createProcessMetrics(opts: { name: string; env: Env; logger: Logger }): ProcessMetrics {
  const config = loadConfig(metricsConfigSpec, opts.env);
  const resource = defaultResource().merge(
    resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME ?? opts.name, [ATTR_SERVICE_INSTANCE_ID]: randomUUID() }),
  );
  const bound = new BoundHistograms(resource);
  const pull = new PullReader(bound);
  const readers: MetricReader[] = [pull];
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    readers.push(
      new PeriodicExportingMetricReader({
        exporter: new OtlpExporter({ url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/metrics` }),
        exportIntervalMillis: config.OTEL_METRIC_EXPORT_INTERVAL,
        exportTimeoutMillis: Math.min(30_000, config.OTEL_METRIC_EXPORT_INTERVAL),
        metricProducers: [bound],
      }),
    );
  }
  const provider = new MeterProvider({ resource, readers });
  const meter = provider.getMeter("leadstream");
  const serializer = new PrometheusSerializer();
  const consumers: WatchedConsumer[] = [];

  const gauges: ProcessMetrics["gauges"] = (specs, read) => {
    const instruments = new Map<MetricSpec<"gauge">, ObservableGauge>(specs.map((spec) => [spec, meter.createObservableGauge(spec.name, { unit: spec.unit, description: spec.description })]));
    meter.addBatchObservableCallback(async (result) => {
      const readings = await withTimeout(read(), OBSERVE_TIMEOUT_MS).catch((err: unknown) => {
        opts.logger.debug({ err, metrics: specs.map((s) => s.name) }, "gauges left out of this collection");
        return [];
      });
      for (const r of readings) {
        const instrument = instruments.get(r.spec);
        if (instrument) result.observe(instrument, r.value, r.attributes);
      }
    }, [...instruments.values()]);
  };

  const metrics: ProcessMetrics = {
    counter: (spec) => meter.createCounter(spec.name, { unit: spec.unit, description: spec.description }),
    histogram: (spec) =>
      meter.createHistogram(spec.name, { unit: spec.unit, description: spec.description, ...(spec.buckets && { advice: { explicitBucketBoundaries: [...spec.buckets] } }) }),
    boundHistogram: (spec) => bound.add(spec),
    gauges,
    watchConsumer(consumer) {
      if (consumers.push(consumer) > 1) return;
      gauges([METRICS.consumerLag], async () => {
        const infos = await Promise.allSettled(consumers.map((c) => consumerLag(c)));
        return infos.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      });
    },
    async scrape() {
      const { resourceMetrics, errors } = await pull.collect();
      if (errors.length > 0) opts.logger.warn({ errors: errors.map(String) }, "metrics collection errors");
      return serializer.serialize(resourceMetrics);
    },
    shutdown: () => provider.shutdown(),
  };
  return metrics;
}

/** num_pending of one consumer; rejects when NATS does not answer within the gauge timeout. */
async function consumerLag(c: WatchedConsumer): Promise<GaugeReading> {
  if (c.bus.nc.isClosed()) throw new Error("NATS connection closed");
  const info = await withTimeout(c.bus.jsm.consumers.info(c.stream, c.durable), OBSERVE_TIMEOUT_MS);
  return {
    spec: METRICS.consumerLag,
    value: info.num_pending,
    attributes: { "messaging.system": "nats", "messaging.consumer.group.name": c.durable, "messaging.destination.name": c.subject },
  };
}

/** leadstream.outbox.backlog and .oldest_age of the outbox in `schema` (one indexed query per collection). */
export function observeOutbox(metrics: ProcessMetrics, ds: DataSource, schema: string): void {
  metrics.gauges([METRICS.outboxBacklog, METRICS.outboxOldestAge], async () => {
    const [row] = (await ds.query(
      `SELECT count(*)::int AS backlog,
              coalesce(extract(epoch FROM now() - (SELECT created_at FROM "${schema}".outbox WHERE published_at IS NULL ORDER BY seq LIMIT 1)), 0)::float8 AS age
         FROM "${schema}".outbox WHERE published_at IS NULL`,
    )) as { backlog: number; age: number }[];
    return [
      { spec: METRICS.outboxBacklog, value: row.backlog },
      { spec: METRICS.outboxOldestAge, value: Math.max(0, row.age) },
    ];
  });
}

const pendingRecords = new WeakMap<QueryRunner, (() => void)[]>();
const watchedSources = new WeakSet<DataSource>();

/**
 * Runs `record` once the transaction `em` belongs to commits, and never if it rolls back, so a
 * counter counts only what happened (outside a transaction: now). Savepoints are not tracked.
 */
export function recordAfterCommit(em: EntityManager, record: () => void): void {
  const runner = em.queryRunner;
  if (!runner?.isTransactionActive) return record();
  const ds = em.connection;
  if (!watchedSources.has(ds)) {
    watchedSources.add(ds);
    const settle = (queryRunner: QueryRunner, committed: boolean) => {
      if (queryRunner.isTransactionActive) return;
      const records = pendingRecords.get(queryRunner) ?? [];
      pendingRecords.delete(queryRunner);
      if (committed) for (const r of records) r();
    };
    ds.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => settle(queryRunner, true),
      afterTransactionRollback: ({ queryRunner }) => settle(queryRunner, false),
    });
  }
  const records = pendingRecords.get(runner) ?? [];
  records.push(record);
  pendingRecords.set(runner, records);
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
