/**
 * Answers of the polled read routes, serialized, per user, in this replica's memory: a poll whose
 * answer has not changed costs no service call. An entry is dropped as soon as anything it was
 * read from may have changed: every service signals the users whose rows a commit changed
 * (changes.<context>, from PostgreSQL triggers), and every replica signals the user of a
 * state-changing request before it answers (changes.gateway); see followChanges. Entries also
 * end at their own time (an answer that changes with time alone says until when it holds) and
 * after the TTL at the latest, and the whole cache is dropped, and bypassed, while the bus is
 * away (signals could be missed). Bounded by bytes, least recently used first out.
 *
 * A read that started before its user's data changed must not store what it read: each read
 * holds a ticket from `begin`, and a ticket whose user was signalled meanwhile stores nothing.
 */

export interface ReadCacheOptions {
  maxBytes: number;
  /** 0 turns the cache off. */
  ttlMs: number;
  now?: () => number;
  /** 0..1, for the TTL's spread (Math.random). */
  random?: () => number;
  /** Told the result of every lookup (for metrics). */
  onLookup?: (result: LookupResult) => void;
}

export type LookupResult = "hit" | "absent" | "expired" | "bypassed";

/**
 * An entry lives between 75 % and 100 % of the TTL, at random: answers stored together (every
 * user's first poll after a deploy) then do not all expire in the same second and send every
 * poll of that second to the services at once.
 */
const TTL_SPREAD = 0.25;

interface Entry {
  userId: number;
  body: Buffer;
  bytes: number;
  expiresAt: number;
}

export interface Ticket {
  userId: number;
  stale: boolean;
}

/** What a Map entry and its key cost besides the body. */
const ENTRY_OVERHEAD_BYTES = 160;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly reads = new Map<number, Set<Ticket>>();
  private bytes = 0;
  private available = true;

  constructor(private readonly opts: ReadCacheOptions) {}

  get enabled(): boolean {
    return this.opts.ttlMs > 0 && this.available;
  }

  /** The stored answer to `key` for `userId`, if it still holds. */
  get(userId: number, key: string): Buffer | undefined {
    if (!this.enabled) return this.looked("bypassed");
    const id = entryId(userId, key);
    const entry = this.entries.get(id);
    if (!entry) return this.looked("absent");
    if (entry.expiresAt <= this.now()) {
      this.remove(id, entry);
      return this.looked("expired");
    }
    this.opts.onLookup?.("hit");
    // Most recently used last.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.body;
  }

  /** Starts a read for `userId`; pass the ticket to `store` and then to `end`. */
  begin(userId: number): Ticket {
    const ticket = { userId, stale: false };
    let tickets = this.reads.get(userId);
    if (!tickets) this.reads.set(userId, (tickets = new Set()));
    tickets.add(ticket);
    return ticket;
  }

  /** Keeps `body` as the answer to `key` until `validUntil` (ms since the epoch) or the (spread) TTL, unless the user's data changed since `begin`. */
  store(ticket: Ticket, key: string, body: Buffer, validUntil = Infinity): void {
    if (!this.enabled || ticket.stale) return;
    const expiresAt = Math.min(this.now() + this.opts.ttlMs * (1 - TTL_SPREAD * (this.opts.random ?? Math.random)()), validUntil);
    const bytes = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (expiresAt <= this.now() || bytes > this.opts.maxBytes) return;
    const id = entryId(ticket.userId, key);
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    this.entries.set(id, { userId: ticket.userId, body, bytes, expiresAt });
    let keys = this.keysOf.get(ticket.userId);
    if (!keys) this.keysOf.set(ticket.userId, (keys = new Set()));
    keys.add(id);
    this.bytes += bytes;
    for (const [oldestId, oldest] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.remove(oldestId, oldest);
    }
  }

  end(ticket: Ticket): void {
    const tickets = this.reads.get(ticket.userId);
    tickets?.delete(ticket);
    if (tickets?.size === 0) this.reads.delete(ticket.userId);
  }

  /** The users' data changed: drop their answers, and keep reads in flight from storing theirs. */
  dropUsers(userIds: Iterable<number>): void {
    for (const userId of userIds) {
      for (const ticket of this.reads.get(userId) ?? []) ticket.stale = true;
      for (const id of this.keysOf.get(userId) ?? []) this.remove(id, this.entries.get(id)!);
    }
  }

  /** Any user's data may have changed. */
  clear(): void {
    for (const tickets of this.reads.values()) for (const ticket of tickets) ticket.stale = true;
    this.entries.clear();
    this.keysOf.clear();
    this.bytes = 0;
  }

  /** While the bus is away changes could go unsignalled: nothing is served or stored, and what was stored is dropped. */
  setAvailable(available: boolean): void {
    this.available = available;
    this.clear();
  }

  /** Stored answers and their bytes, for tests and metrics. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
    const keys = this.keysOf.get(entry.userId);
    keys?.delete(id);
    if (keys?.size === 0) this.keysOf.delete(entry.userId);
  }

  private looked(result: Exclude<LookupResult, "hit">): undefined {
    this.opts.onLookup?.(result);
    return undefined;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}

const entryId = (userId: number, key: string) => `${userId} ${key}`;
