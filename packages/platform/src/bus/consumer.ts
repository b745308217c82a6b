import { fromBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from "@nats-io/jetstream";
import { nanos } from "@nats-io/nats-core";
import { SpanKind, SpanStatusCode, context, trace } from "@opentelemetry/api";
import type { DataSource, EntityManager } from "typeorm";
import type { SubjectFilter } from "@leadstream/contracts";
import type { Logger } from "../logger.js";
import { runWithRequestContext } from "../request-context.js";
import type { Bus } from "./connection.js";
import type { EventType } from "./events.js";
import { ensureStream } from "./streams.js";
import { contextFromNatsHeaders, messagingAttributes } from "./trace-headers.js";

export interface HandlerContext {
  /** The transaction the inbox row was written in: write the effect (and any outbox rows) here. */
  em: EntityManager;
  messageId: string;
}

export interface EventHandler<Desc extends DescMessage = DescMessage> {
  event: EventType<Desc>;
  handle(message: MessageShape<Desc>, ctx: HandlerContext): Promise<void>;
}

export const on = <Desc extends DescMessage>(event: EventType<Desc>, handle: EventHandler<Desc>["handle"]): EventHandler<Desc> => ({ event, handle });

export interface ConsumerOptions {
  bus: Bus;
  ds: DataSource;
  /** The consuming service's schema (its inbox and dead_letters tables). */
  schema: string;
  logger: Logger;
  /** One subject filter (nats-server 2.9 refuses several) on one stream, un-prefixed, wildcards allowed. */
  filter: SubjectFilter;
  /** Durable name, `<consumer-service>-<purpose>`. */
  durable: string;
  /** One per subject; a message on a subject without one is acked and ignored. */
  // Payload types differ; bivariance lets the handlers share one array.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: EventHandler<any>[];
  maxDeliver?: number;
  ackWaitMs?: number;
  /** Delay before redelivery after a failed attempt n (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

const tracer = trace.getTracer("leadstream.consumer");

/**
 * About 8 minutes of retries (1, 2, 4, 8, 16 s, then every 30 s): a peer or the database being
 * restarted or briefly away must not send a run's completion to dead_letters, where nothing
 * replays it.
 */
const DEFAULT_MAX_DELIVER = 20;

class PoisonMessage extends Error {}

/**
 * A durable pull consumer whose handler runs in one transaction with an inbox row keyed by the
 * message id, so a redelivered message has no second effect. Failures are retried with a
 * bounded backoff; after maxDeliver attempts (or an undecodable payload) the message is
 * parked in dead_letters and terminated. Handlers are chosen by subject; a subject with no
 * handler (an event type added after this consumer was written) is acked without effect.
 */
export class DurableConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private readonly maxDeliver: number;
  private readonly bySubject: Map<string, EventHandler>;

  constructor(private readonly opts: ConsumerOptions) {
    this.maxDeliver = opts.maxDeliver ?? DEFAULT_MAX_DELIVER;
    this.bySubject = new Map(opts.handlers.map((h) => [h.event.subject, h]));
  }

  async start(): Promise<void> {
    const { bus, filter, durable } = this.opts;
    const streamName = await ensureStream(bus, filter.stream);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.opts.ackWaitMs ?? 30_000),
      max_deliver: this.maxDeliver,
      filter_subject: bus.subject(filter.subject),
    };
    await bus.jsm.consumers.add(streamName, config).catch(async () => {
      await bus.jsm.consumers.update(streamName, durable, { ack_wait: config.ack_wait, max_deliver: config.max_deliver, filter_subject: config.filter_subject });
    });
    const consumer = await bus.js.consumers.get(streamName, durable);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = (async () => {
      for await (const m of this.messages!) await this.process(m);
    })();
  }

  /** Stops fetching, finishes the message in hand, leaves the rest for redelivery. */
  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop?.catch(() => undefined);
  }

  private async process(m: JsMsg): Promise<void> {
    const { bus, ds, schema, logger, durable } = this.opts;
    const subject = bus.unprefixed(m.subject);
    const messageId = m.headers?.get("Nats-Msg-Id") || `${m.info.stream}:${m.seq}`;
    const requestId = m.headers?.get("x-request-id") || messageId;
    const parent = contextFromNatsHeaders(m.headers);
    const span = tracer.startSpan(`${subject} process`, { kind: SpanKind.CONSUMER, attributes: { ...messagingAttributes(subject, "process"), "messaging.message.id": messageId, "messaging.consumer.group.name": durable } }, parent);
    await context.with(trace.setSpan(parent, span), () =>
      runWithRequestContext({ requestId }, async () => {
        try {
          const handler = this.bySubject.get(subject);
          if (!handler) {
            logger.debug({ subject, messageId, durable }, "no handler for this event type; acked");
            m.ack();
            return;
          }
          const payload = this.decode(m, handler);
          await ds.transaction(async (em) => {
            const inserted: unknown[] = await em.query(
              `INSERT INTO "${schema}".inbox (message_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING message_id`,
              [messageId, durable],
            );
            if (inserted.length === 0) return; // already handled: ack again, no second effect
            await handler.handle(payload, { em, messageId });
          });
          m.ack();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          const attempt = m.info.deliveryCount;
          if (err instanceof PoisonMessage || attempt >= this.maxDeliver) {
            logger.error({ err, subject, messageId, attempt }, "message parked in dead_letters");
            await this.park(m, subject, messageId, err).catch((parkErr: unknown) => logger.error({ err: parkErr }, "could not park message"));
            m.term(String(err));
          } else {
            logger.warn({ err, subject, messageId, attempt }, "message handling failed; will retry");
            m.nak(this.opts.retryDelayMs?.(attempt) ?? Math.min(1000 * 2 ** (attempt - 1), 30_000));
          }
        } finally {
          span.end();
        }
      }),
    );
  }

  private decode(m: JsMsg, handler: EventHandler): MessageShape<DescMessage> {
    try {
      return fromBinary(handler.event.schema, m.data);
    } catch (err) {
      throw new PoisonMessage(`undecodable ${handler.event.schema.typeName}: ${String(err)}`);
    }
  }

  private async park(m: JsMsg, subject: string, messageId: string, err: unknown): Promise<void> {
    const { ds, schema, durable } = this.opts;
    await ds.query(
      `INSERT INTO "${schema}".dead_letters (consumer, subject, message_id, payload, error, deliveries) VALUES ($1, $2, $3, $4, $5, $6)`,
      [durable, subject, messageId, Buffer.from(m.data), String(err), m.info.deliveryCount],
    );
  }
}
