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
  /** Delay before a parked message's replay n (0-based) from dead_letters. */
  replayDelayMs?: (replays: number) => number;
}

const tracer = trace.getTracer("leadstream.consumer");

/**
 * About 8 minutes of retries (1, 2, 4, 8, 16 s, then every 30 s): a peer or the database being
 * restarted or briefly away must not send a run's completion to dead_letters, where nothing
 * replays it.
 */
const DEFAULT_MAX_DELIVER = 20;

/**
 * A parked message is tried again 10 minutes after it was parked, then at twice the interval each
 * time up to every 6 hours, for as long as it fails: a peer down for hours, or a bug fixed by a
 * deploy, then costs no operator a replay. An undecodable payload is never tried again.
 */
const defaultReplayDelayMs = (replays: number): number => Math.min(10 * 60_000 * 2 ** replays, 6 * 3600_000);

interface ParkedRow {
  id: string;
  subject: string;
  message_id: string | null;
  payload: Buffer;
}

class PoisonMessage extends Error {}

/**
 * A durable pull consumer whose handler runs in one transaction with an inbox row keyed by the
 * message id, so a redelivered message has no second effect. Failures are retried with a
 * bounded backoff; after maxDeliver attempts (or an undecodable payload) the message is
 * parked in dead_letters and terminated; `replayParked` tries parked messages again later.
 * Handlers are chosen by subject; a subject with no handler (an event type added after this
 * consumer was written) is acked without effect.
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
    const { bus, ds, logger, durable } = this.opts;
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
          const payload = this.decode(m.data, handler);
          await ds.transaction((em) => this.handleOnce(em, handler, payload, messageId));
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

  /** Runs the handler in `em`'s transaction with the message's inbox row: a message already handled has no second effect. */
  private async handleOnce(em: EntityManager, handler: EventHandler, payload: MessageShape<DescMessage>, messageId: string): Promise<void> {
    const { schema, durable } = this.opts;
    const inserted: unknown[] = await em.query(`INSERT INTO "${schema}".inbox (message_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING message_id`, [messageId, durable]);
    if (inserted.length > 0) await handler.handle(payload, { em, messageId });
  }

  /**
   * Tries each parked message of this consumer whose replay is due once more, in the order they
   * were parked: handled (once, through the inbox) and removed from dead_letters in one
   * transaction, or left there with its next replay later. A row another replica is replaying
   * is skipped. Returns how many were handled.
   */
  async replayParked(limit = 50): Promise<number> {
    const { ds, schema, durable, logger } = this.opts;
    const due: { id: string; replays: number }[] = await ds.query(`SELECT id, replays FROM "${schema}".dead_letters WHERE consumer = $1 AND replay_after <= now() ORDER BY id LIMIT $2`, [durable, limit]);
    let handled = 0;
    for (const { id, replays } of due) {
      try {
        const done = await ds.transaction(async (em) => {
          const [row]: ParkedRow[] = await em.query(`SELECT id, subject, message_id, payload FROM "${schema}".dead_letters WHERE id = $1 AND replay_after <= now() FOR UPDATE SKIP LOCKED`, [id]);
          if (!row) return false;
          const handler = this.bySubject.get(row.subject);
          if (!handler) throw new PoisonMessage(`no handler for ${row.subject} any more`);
          const messageId = row.message_id ?? `dead-letter:${row.id}`;
          await runWithRequestContext({ requestId: messageId }, () => this.handleOnce(em, handler, this.decode(row.payload, handler), messageId));
          await em.query(`DELETE FROM "${schema}".dead_letters WHERE id = $1`, [id]);
          return true;
        });
        if (done) {
          handled++;
          logger.info({ deadLetterId: id, durable }, "parked message replayed");
        }
      } catch (err) {
        const poison = err instanceof PoisonMessage;
        logger.warn({ err, deadLetterId: id, durable }, poison ? "parked message cannot be replayed; left parked for good" : "parked message replay failed; will try again later");
        await ds
          .query(`UPDATE "${schema}".dead_letters SET replays = replays + 1, error = $2, replay_after = ${poison ? "'infinity'" : "now() + make_interval(secs => $3)"} WHERE id = $1`, [
            id,
            String(err),
            ...(poison ? [] : [this.replayDelay(replays + 1) / 1000]),
          ])
          .catch((updateErr: unknown) => logger.error({ err: updateErr, deadLetterId: id }, "could not reschedule a parked message"));
      }
    }
    return handled;
  }

  private replayDelay(replays: number): number {
    return (this.opts.replayDelayMs ?? defaultReplayDelayMs)(replays);
  }

  private decode(data: Uint8Array, handler: EventHandler): MessageShape<DescMessage> {
    try {
      return fromBinary(handler.event.schema, data);
    } catch (err) {
      throw new PoisonMessage(`undecodable ${handler.event.schema.typeName}: ${String(err)}`);
    }
  }

  private async park(m: JsMsg, subject: string, messageId: string, err: unknown): Promise<void> {
    const { ds, schema, durable } = this.opts;
    const replayAfter = err instanceof PoisonMessage ? "'infinity'" : "now() + make_interval(secs => $7)";
    await ds.query(
      `INSERT INTO "${schema}".dead_letters (consumer, subject, message_id, payload, error, deliveries, replay_after) VALUES ($1, $2, $3, $4, $5, $6, ${replayAfter})`,
      [durable, subject, messageId, Buffer.from(m.data), String(err), m.info.deliveryCount, ...(err instanceof PoisonMessage ? [] : [this.replayDelay(0) / 1000])],
    );
  }
}
