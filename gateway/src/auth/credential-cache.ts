import { hash } from "node:crypto";
import type { Principal } from "./principal.js";

interface Entry<Id> {
  principal: Principal;
  id: Id;
  expiresAt: number;
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
 */
export class CredentialCache<Id> {
  private readonly entries = new Map<string, Entry<Id>>();
  private readonly revoked = new Map<Id, number>();

  constructor(
    private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number },
    /** What a revocation names this credential by. */
    private readonly idOf: (principal: Principal, hash: string) => Id,
  ) {}

  get(credential: string): Principal | undefined {
    const hash = credentialHash(credential);
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.principal;
  }

  set(credential: string, principal: Principal): void {
    const now = this.now();
    const hash = credentialHash(credential);
    const id = this.idOf(principal, hash);
    if (this.opts.ttlMs <= 0 || (this.revoked.get(id) ?? 0) > now) return;
    this.entries.delete(hash);
    if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { principal, id, expiresAt: now + this.opts.ttlMs });
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

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}

export type KeyCache = CredentialCache<number>;
export type SessionCache = CredentialCache<string>;

export const keyCache = (opts: ConstructorParameters<typeof CredentialCache>[0]): KeyCache => new CredentialCache<number>(opts, (principal) => principal.apiKeyId);
export const sessionCache = (opts: ConstructorParameters<typeof CredentialCache>[0]): SessionCache => new CredentialCache<string>(opts, (_principal, hash) => hash);
