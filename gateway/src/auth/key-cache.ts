import { createHash } from "node:crypto";
import type { Principal } from "./principal.js";

interface Entry {
  principal: Principal;
  expiresAt: number;
}

/**
 * API key -> principal for this replica, so most Bearer calls skip the identity round trip.
 * Keyed by SHA-256 of the key (the key itself is never kept). Bounded: the oldest entry is
 * evicted first. A revoked key id is dropped at once and not re-cached for one TTL, so a lookup
 * that was in flight when the revocation arrived cannot put the key back.
 */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly revoked = new Map<number, number>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get(apiKey: string): Principal | undefined {
    const hash = hashKey(apiKey);
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.principal;
  }

  set(apiKey: string, principal: Principal): void {
    const now = this.now();
    if (this.opts.ttlMs <= 0 || (this.revoked.get(principal.apiKeyId) ?? 0) > now) return;
    const hash = hashKey(apiKey);
    this.entries.delete(hash);
    if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { principal, expiresAt: now + this.opts.ttlMs });
  }

  /** Forgets every cached lookup of this key id (a revoked or replaced key). */
  forgetKeyId(apiKeyId: number): void {
    const now = this.now();
    for (const [hash, entry] of this.entries) {
      if (entry.principal.apiKeyId === apiKeyId) this.entries.delete(hash);
    }
    for (const [id, until] of this.revoked) {
      if (until <= now) this.revoked.delete(id);
    }
    this.revoked.set(apiKeyId, now + this.opts.ttlMs);
  }

  clear(): void {
    this.entries.clear();
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}

const hashKey = (apiKey: string): string => createHash("sha256").update(apiKey).digest("base64");
