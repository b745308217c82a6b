import type { XRequest } from "../../domain/follower-sync.js";
import type { ProfilePage } from "../../domain/profiles.js";
import type { RateLimited, XApi } from "../ports.js";

/** The request for a page of a list a sync pages through: the account's followers or a post's likers. */
export type ListPageRequest = Extract<XRequest, { kind: "followers" | "likers" }>;

export type ListPageAnswer = ProfilePage | RateLimited;

/** X's answer to a list page request, as a direct request would have given it. */
export const askX = (x: XApi, xUserId: string, request: ListPageRequest): Promise<ListPageAnswer> =>
  request.kind === "followers" ? x.followersPage(xUserId, request.paginationToken, request.maxResults) : x.likingUsers(request.postId, request.paginationToken);

/** The account, the list, its cursor and (for followers) the page size: what makes two requests the same. */
const keyOf = (accountId: number, request: ListPageRequest): string =>
  JSON.stringify(request.kind === "followers" ? [accountId, "followers", request.paginationToken, request.maxResults] : [accountId, "likers", request.postId, request.paginationToken]);

type Settled = { answer: ListPageAnswer } | { error: unknown };

interface Entry {
  settled: Promise<Settled>;
  expiry: ReturnType<typeof setTimeout>;
}

/**
 * X's answers to list pages asked for ahead of the call that needs them, in this process only: a
 * call that steps a page asks for the next one while it saves and answers, and the next call takes
 * that answer instead of asking X again. An optimisation, never a source of truth: a call that
 * finds nothing here (another replica's, a later one) asks X itself. Bounded: at most `maxEntries`
 * answers (the oldest dropped first), each dropped after `ttlMs` if no call took it (a sync
 * superseded, failed or stopped between pages).
 */
export class PagesAhead {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: { maxEntries: number; ttlMs: number }) {}

  /** Starts `ask` for the page unless its answer is already asked for. Its failure is kept for the taker, never thrown here. */
  askAhead(accountId: number, request: ListPageRequest, ask: () => Promise<ListPageAnswer>): void {
    const key = keyOf(accountId, request);
    if (this.limits.maxEntries <= 0 || this.entries.has(key)) return;
    while (this.entries.size >= this.limits.maxEntries) this.drop(this.entries.keys().next().value!);
    const settled = Promise.resolve()
      .then(ask)
      .then(
        (answer): Settled => ({ answer }),
        (error: unknown): Settled => ({ error }),
      );
    const expiry = setTimeout(() => this.drop(key), this.limits.ttlMs);
    expiry.unref();
    this.entries.set(key, { settled, expiry });
  }

  /** The answer asked for ahead (X's page, its rate limit or its error), taken out; null when none is kept. */
  take(accountId: number, request: ListPageRequest): Promise<ListPageAnswer> | null {
    const key = keyOf(accountId, request);
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.drop(key);
    return entry.settled.then((settled) => {
      if ("error" in settled) throw settled.error;
      return settled.answer;
    });
  }

  /** Answers kept now (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    clearTimeout(entry.expiry);
    this.entries.delete(key);
  }
}
