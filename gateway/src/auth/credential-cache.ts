import { hash } from "node:crypto";
import type { Principal } from "./principal.js";

interface Entry<Id> {
  principal: Principal;
  id: Id;
  expiresAt: number;
  /** When a request that finds the entry has it renewed; Infinity once a renewal has started. */
  renewAt: number;
}

export interface CredentialCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /**
   * Asks identity again for a credential whose entry is past its renewal time (between half and
   * three quarters of the TTL, at random): undefined if identity no longer accepts it.
   */
  renew?: (credential: string) => Promise<Principal | undefined>;
}

/** SHA-256 (hex) of a credential: what the caches key on, and how identity stores session tokens. */
export function credentialHash(credential: string): string {
  return hash("sha256", credential, "hex");
}

/**
 * Credential -> principal for this replica, so most calls skip the identity round trip: one for
 * API keys (revoked by key id), one for sessions (revoked by token hash). Keyed by the
 * credential's hash (the credential itself is never kept). Bounded: the oldest entry is evicted
 * first. A revoked id is dropped at once and not re-cached for one TTL, so a lookup that was in
 * flight when the revocation arrived cannot put it back.
 *
 * A credential in use is renewed before it expires: the first request past the entry's renewal
 * time still gets the cached principal and starts a lookup that replaces the entry (or drops it,
 * if identity refuses the credential). So a polling client never waits for identity after its
 * first call, and the renewals of many clients cached at once spread over a quarter of the TTL.
 * An entry is never served past its TTL.
 */
export class CredentialCache<Id> {
  private readonly entries = new Map<string, Entry<Id>>();
  private readonly revoked = new Map<Id, number>();

  constructor(
    private readonly opts: CredentialCacheOptions,
    /** What a revocation names this credential by. */
    private readonly idOf: (principal: Principal, hash: string) => Id,
  ) {}

  get(credential: string): Principal | undefined {
    const hash = credentialHash(credential);
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    if (entry.renewAt <= now && this.opts.renew) this.renew(credential, hash, entry, this.opts.renew);
    return entry.principal;
  }

  set(credential: string, principal: Principal): void {
    const now = this.now();
    const hash = credentialHash(credential);
    const id = this.idOf(principal, hash);
    if (this.opts.ttlMs <= 0 || (this.revoked.get(id) ?? 0) > now) return;
    this.entries.delete(hash);
    if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { principal, id, expiresAt: now + this.opts.ttlMs, renewAt: now + this.opts.ttlMs * (0.5 + Math.random() / 4) });
  }

  /** Forgets every cached lookup revoked under `id` (a revoked or replaced key, a signed-out session). */
  forget(id: Id): void {
    const now = this.now();
    for (const [hash, entry] of this.entries) {
      if (entry.id === id) this.entries.delete(hash);
    }
    for (const [revokedId, until] of this.revoked) {
      if (until <= now) this.revoked.delete(revokedId);
    }
    this.revoked.set(id, now + this.opts.ttlMs);
  }

  clear(): void {
    this.entries.clear();
  }

  private renew(credential: string, hash: string, entry: Entry<Id>, renew: NonNullable<CredentialCacheOptions["renew"]>): void {
    entry.renewAt = Infinity;
    renew(credential).then(
      (principal) => {
        if (principal) this.set(credential, principal);
        else if (this.entries.get(hash) === entry) this.entries.delete(hash);
      },
      // Identity did not answer: the entry expires as it would have, and the next request asks
      // identity itself (and reports the failure).
      () => undefined,
    );
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}

export type KeyCache = CredentialCache<number>;
export type SessionCache = CredentialCache<string>;

export const keyCache = (opts: CredentialCacheOptions): KeyCache => new CredentialCache<number>(opts, (principal) => principal.apiKeyId);
export const sessionCache = (opts: CredentialCacheOptions): SessionCache => new CredentialCache<string>(opts, (_principal, hash) => hash);
