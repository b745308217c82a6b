import { fromBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { AckPolicy, type Consumer, type JsMsg } from "@nats-io/jetstream";
import { nanos } from "@nats-io/nats-core";
import { SpanKind, SpanStatusCode, context, trace } from "@opentelemetry/api";
import type { StreamSpec } from "@leadstream/contracts";
import type { Logger } from "../logger.js";
import { runWithRequestContext } from "../request-context.js";
import type { Bus } from "./connection.js";
import type { EventType } from "./events.js";
import { ensureStream } from "./streams.js";
import { contextFromNatsHeaders, messagingAttributes } from "./trace-headers.js";

export interface Job {
  messageId: string;
  /** 1 on the first delivery. */
  deliveryCount: number;
  /** No redelivery follows if this attempt fails: the handler should record the failure. */
  lastAttempt: boolean;
}

export interface WorkQueueOptions<Desc extends DescMessage> {
  bus: Bus;
  logger: Logger;
  /** A stream with `retention: "workqueue"`: each message is taken by one worker. */
  stream: StreamSpec;
  durable: string;
  filterSubject: string;
  event: EventType<Desc>;
  handle(message: MessageShape<Desc>, job: Job): Promise<void>;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Redelivery after this long without a heartbeat (a crashed worker's jobs come back). */
  ackWaitMs?: number;
  maxDeliver?: number;
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Long-running jobs from a JetStream work queue. Unlike DurableConsumer there is no transaction
 * around the handler: a job may run for minutes, so it must be idempotent and resumable on its
 * own (it is redelivered if the worker dies). While a job runs, its message is kept alive with
 * heartbeats; a failure is retried with a delay, up to maxDeliver attempts.
 */
export class WorkQueueConsumer<Desc extends DescMessage> {
  private stopped = false;
  private loops: Promise<void>[] = [];
  private readonly ackWaitMs: number;
  private readonly maxDeliver: number;

  constructor(private readonly opts: WorkQueueOptions<Desc>) {
    this.ackWaitMs = opts.ackWaitMs ?? 60_000;
    this.maxDeliver = opts.maxDeliver ?? 5;
  }

  async start(): Promise<void> {
    const { bus, durable, filterSubject } = this.opts;
    const streamName = await ensureStream(bus, { ...this.opts.stream, retention: "workqueue" });
    const config = { durable_name: durable, ack_policy: AckPolicy.Explicit, ack_wait: nanos(this.ackWaitMs), max_deliver: this.maxDeliver, filter_subject: bus.subject(filterSubject) };
    await bus.jsm.consumers.add(streamName, config).catch(async () => {
      await bus.jsm.consumers.update(streamName, durable, { ack_wait: config.ack_wait, max_deliver: config.max_deliver });
    });
    const consumer = await bus.js.consumers.get(streamName, durable);
    this.stopped = false;
    this.loops = Array.from({ length: this.opts.concurrency ?? 2 }, () => this.loop(consumer));
  }

  /** Takes no new job and waits for the ones running to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  private async loop(consumer: Consumer): Promise<void> {
    while (!this.stopped) {
      const m = await consumer.next({ expires: 1000 }).catch((err: unknown) => {
        if (!this.stopped) this.opts.logger.warn({ err, durable: this.opts.durable }, "work queue fetch failed");
        return null;
      });
      if (m) await this.run(m);
      else if (!this.stopped) await new Promise((r) => setTimeout(r, 100));
    }
  }

  private async run(m: JsMsg): Promise<void> {
    const { bus, logger, event, durable } = this.opts;
    const subject = bus.unprefixed(m.subject);
    const messageId = m.headers?.get("Nats-Msg-Id") || `${m.info.stream}:${m.seq}`;
    const job: Job = { messageId, deliveryCount: m.info.deliveryCount, lastAttempt: m.info.deliveryCount >= this.maxDeliver };
    const parent = contextFromNatsHeaders(m.headers);
    const span = trace.getTracer("leadstream.work-queue").startSpan(`${subject} process`, { kind: SpanKind.CONSUMER, attributes: { ...messagingAttributes(subject, "process"), "messaging.message.id": messageId, "messaging.consumer.group.name": durable } }, parent);
    const heartbeat = setInterval(() => m.working(), Math.max(this.ackWaitMs / 3, 200));
    try {
      const payload = fromBinary(event.schema, m.data);
      await context.with(trace.setSpan(parent, span), () =>
        runWithRequestContext({ requestId: m.headers?.get("x-request-id") || messageId }, () => this.opts.handle(payload, job)),
      );
      m.ack();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      if (job.lastAttempt) {
        logger.error({ err, subject, messageId, attempt: job.deliveryCount }, "job failed on its last attempt");
        m.term(String(err));
      } else {
        logger.warn({ err, subject, messageId, attempt: job.deliveryCount }, "job failed; will retry");
        m.nak(this.opts.retryDelayMs?.(job.deliveryCount) ?? Math.min(1000 * 2 ** (job.deliveryCount - 1), 30_000));
      }
    } finally {
      clearInterval(heartbeat);
      span.end();
    }
  }
}
