import pg from "pg";
import { create, toBinary } from "@bufbuild/protobuf";
import { UsersChangedSchema, type SignalSpec } from "@leadstream/contracts";
import { usersChangedChannel } from "../db/change-triggers.js";
import type { Logger } from "../logger.js";
import type { Bus } from "./connection.js";

const RECONNECT_MS = 1_000;
/** Users per signal, so a signal stays far below NATS's payload limit. */
const MAX_IDS_PER_SIGNAL = 10_000;

/**
 * Forwards the notifications of the service schema's change triggers (usersChangedTriggersMigration)
 * to its UsersChanged signal on the bus, on a connection of its own that LISTENs. Notifications
 * that arrive together are sent as one signal. On start and after every reconnect it signals
 * all users: whatever committed while nobody listened went unannounced. Every replica of a
 * service forwards every notification; the signal is idempotent.
 */
export class ChangeFeed {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private pending = new Set<number>();
  private pendingAll = false;
  private flushing = false;

  private readonly channel: string;

  constructor(private readonly opts: { url: string; schema: string; name: string; bus: Bus; signal: SignalSpec<typeof UsersChangedSchema>; logger: Logger }) {
    this.channel = usersChangedChannel(opts.schema);
  }

  async start(): Promise<void> {
    await this.listen();
    // Signals published while the bus was away may be lost with its buffer.
    void (async () => {
      for await (const status of this.opts.bus.nc.status()) {
        if (this.stopped) return;
        if (status.type === "reconnect") {
          this.pendingAll = true;
          this.schedule();
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.url, application_name: `${this.opts.name}-changes` });
    client.on("notification", (msg) => {
      if (msg.channel !== this.channel) return;
      if (msg.payload === "*") this.pendingAll = true;
      else for (const id of (msg.payload ?? "").split(" ")) if (id) this.pending.add(Number(id));
      this.schedule();
    });
    const lost = (err?: Error) => {
      if (this.client !== client || this.stopped) return;
      this.client = null;
      this.opts.logger.warn({ err }, "change feed lost its database connection; reconnecting");
      void client.end().catch(() => undefined);
      this.retry = setTimeout(() => void this.reconnect(), RECONNECT_MS);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
    this.pendingAll = true;
    this.schedule();
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
    } catch (err) {
      this.opts.logger.warn({ err }, "change feed could not reconnect; retrying");
      this.retry = setTimeout(() => void this.reconnect(), RECONNECT_MS);
    }
  }

  /** Sends what arrived in this turn of the event loop as one signal. */
  private schedule(): void {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      const all = this.pendingAll;
      const ids = [...this.pending];
      this.pendingAll = false;
      this.pending.clear();
      const subject = this.opts.bus.subject(this.opts.signal.subject);
      const send = (message: { userIds?: number[]; allUsers?: boolean }) => this.opts.bus.nc.publish(subject, toBinary(UsersChangedSchema, create(UsersChangedSchema, message)));
      try {
        if (all) return send({ allUsers: true });
        for (let i = 0; i < ids.length; i += MAX_IDS_PER_SIGNAL) send({ userIds: ids.slice(i, i + MAX_IDS_PER_SIGNAL) });
      } catch (err) {
        // The bus is closed or away: the gateways clear their caches when they reconnect.
        this.opts.logger.warn({ err }, "could not signal changed users");
      }
    });
  }
}
