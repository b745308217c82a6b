import { randomUUID } from "node:crypto";
import { create, toBinary, type DescMessage, type MessageInitShape } from "@bufbuild/protobuf";
import { headers as natsHeaders } from "@nats-io/nats-core";
import { SpanKind, propagation, trace } from "@opentelemetry/api";
import type { DataSource, EntityManager } from "typeorm";
import type { Logger } from "../logger.js";
import { currentRequestContext } from "../request-context.js";
import type { Bus } from "./connection.js";
import type { EventType } from "./events.js";
import { failureStreak, type FailureStreak } from "../failure-streak.js";
import { failSpan } from "../tracing.js";
import { captureTraceHeaders, contextFromTraceHeaders, messagingAttributes } from "./trace-headers.js";

/** Writes events into the service's outbox inside the caller's transaction (DESIGN rule 3). */
export class Outbox {
  constructor(private readonly schema: string) {}

  async add<Desc extends DescMessage>(em: EntityManager, event: EventType<Desc>, init: MessageInitShape<Desc>): Promise<string> {
    const id = randomUUID();
    const message = create(event.schema, init);
    const headers = captureTraceHeaders();
    const requestId = currentRequestContext()?.requestId;
    if (requestId) headers["x-request-id"] = requestId;
    await em.query(
      `INSERT INTO "${this.schema}".outbox (id, subject, event_type, payload, headers) VALUES ($1, $2, $3, $4, $5)`,
      [id, event.subject, event.schema.typeName, Buffer.from(toBinary(event.schema, message)), headers],
    );
    return id;
  }
}

interface OutboxRow {
  id: string;
  subject: string;
  event_type: string;
  payload: Buffer;
  headers: Record<string, string>;
  /** bigint, as pg returns it: a string. */
  seq: string;
}

export interface OutboxRelayOptions {
  ds: DataSource;
  schema: string;
  bus: Bus;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row stays invisible to other relays while it is being published. */
  leaseMs?: number;
}

const tracer = trace.getTracer("leadstream.outbox");

/**
 * Publishes outbox rows to JetStream with Nats-Msg-Id = row id. Rows are claimed in one
 * statement (UPDATE ... FOR UPDATE SKIP LOCKED), so two relays never publish a row at the same
 * time; a crash between publish and mark re-publishes the same id, which JetStream drops.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private chain: Promise<number> = Promise.resolve(0);
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private sweeps = 0;
  /** Passes that failed (PostgreSQL away), and publishes that failed (NATS away): each logged as a streak. */
  private readonly failures: FailureStreak;
  private readonly publishFailures: FailureStreak;

  constructor(private readonly opts: OutboxRelayOptions) {
    this.pollMs = opts.pollMs ?? 200;
    this.batchSize = opts.batchSize ?? 100;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.failures = failureStreak(opts.logger, "outbox relay pass failed", { schema: opts.schema });
    this.publishFailures = failureStreak(opts.logger, "outbox publish failed; will retry", { schema: opts.schema });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain.catch(() => undefined);
  }

  /** Publishes everything pending now (serialised with the polling loop); returns how many rows. */
  publishPending(): Promise<number> {
    this.chain = this.chain.catch(() => 0).then(() => this.drain());
    return this.chain;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.publishPending()
        .then(() => this.failures.succeeded(), (err: unknown) => this.failures.failed(err))
        .finally(() => this.schedule(this.pollMs));
    }, delay);
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) break;
      total += await this.publish(rows);
      if (rows.length < this.batchSize) break;
    }
    if (++this.sweeps % 3000 === 0) await this.purge();
    return total;
  }

  private async claim(): Promise<OutboxRow[]> {
    const { ds, schema } = this.opts;
    return ds.query(
      `UPDATE "${schema}".outbox SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (SELECT id FROM "${schema}".outbox
                      WHERE published_at IS NULL AND locked_until < now()
                      ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, subject, event_type, payload, headers, seq`,
      [this.batchSize, this.leaseMs / 1000],
    ).then((result: [OutboxRow[], number] | OutboxRow[]) => {
      const rows = Array.isArray(result[0]) ? (result[0] as OutboxRow[]) : (result as OutboxRow[]);
      // RETURNING does not keep the subquery's ORDER BY.
      return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    });
  }

  private async publish(rows: OutboxRow[]): Promise<number> {
    const { ds, schema, bus } = this.opts;
    const published: string[] = [];
    // Rows are published in creation order; the first failure stops the batch so order holds.
    for (const [index, row] of rows.entries()) {
      // The span continues the trace of the transaction that wrote the row, whichever pass publishes it.
      const parent = contextFromTraceHeaders(row.headers);
      const span = tracer.startSpan(`${row.subject} publish`, { kind: SpanKind.PRODUCER, attributes: { ...messagingAttributes(row.subject, "publish"), "messaging.message.id": row.id } }, parent);
      try {
        const h = natsHeaders();
        propagation.inject(trace.setSpan(parent, span), h, { set: (carrier, key, value) => carrier.set(key, value) });
        if (row.headers["x-request-id"]) h.set("x-request-id", row.headers["x-request-id"]);
        h.set("event-type", row.event_type);
        await bus.js.publish(bus.subject(row.subject), row.payload, { msgID: row.id, headers: h });
        published.push(row.id);
        this.publishFailures.succeeded();
      } catch (err) {
        failSpan(span, err);
        this.publishFailures.failed(err, { outboxId: row.id, subject: row.subject });
        const unpublished = rows.slice(index).map((r) => r.id);
        await ds.query(`UPDATE "${schema}".outbox SET last_error = $2, locked_until = now() + interval '1 second' WHERE id = ANY($1::uuid[])`, [unpublished, String(err)]);
        break;
      } finally {
        span.end();
      }
    }
    if (published.length > 0) {
      await ds.query(`UPDATE "${schema}".outbox SET published_at = now(), last_error = NULL WHERE id = ANY($1::uuid[])`, [published]);
    }
    return published.length;
  }

  private async purge(): Promise<void> {
    const { ds, schema } = this.opts;
    await ds.query(`DELETE FROM "${schema}".outbox WHERE published_at < now() - interval '1 day'`);
  }
}
