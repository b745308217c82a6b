import type { API_KEY_REVOCATION_REASON } from "@leadstream/contracts/vocabulary";
import type { DatabasePort } from "@leadstream/platform";
import type { ApiKey } from "../domain/api-key.js";
import type { Principal } from "../domain/principal.js";
import type { Plan, User } from "../domain/user.js";

export interface NewUser {
  teamId: number;
  email: string;
  passwordHash: string | null;
  displayName: string;
  timezone: string;
  plan: Plan;
  signupIp: string | null;
}

export interface UserRepository {
  createTeam(name: string): Promise<number>;
  /** Throws email_taken when the address is already registered. */
  create(user: NewUser): Promise<User>;
  recordSignupIp(userId: number, ip: string): Promise<void>;
  /** With forUpdate, the row stays locked until the transaction ends (serialises key changes per user). */
  findById(id: number, opts?: { forUpdate?: boolean }): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findCredentials(email: string): Promise<{ user: User; passwordHash: string | null } | null>;
}

export interface SessionRepository {
  create(userId: number, tokenHash: string, ttlDays: number): Promise<void>;
  /** The session's principal when it is neither revoked nor expired. */
  findPrincipal(tokenHash: string): Promise<Principal | null>;
  /** The session's user when this call revoked it; null when unknown or already revoked. */
  revoke(tokenHash: string): Promise<number | null>;
}

export interface NewApiKey {
  userId: number;
  keyHash: string;
  hint: string;
  legacy: boolean;
}

export interface ApiKeyRepository {
  /** Inserts the key; `replacing` (a key id) is revoked first and linked to the new key. Throws conflict on a duplicate key. */
  add(key: NewApiKey, replacing: number | null): Promise<ApiKey>;
  findActive(userId: number): Promise<ApiKey | null>;
  findOwned(userId: number, keyId: number): Promise<ApiKey | null>;
  revoke(keyId: number): Promise<void>;
  /** Newest first. */
  listByUser(userId: number): Promise<ApiKey[]>;
  /** The principal of an active key with this hash, among legacy or v2 keys. */
  findPrincipal(keyHash: string, legacy: boolean): Promise<Principal | null>;
  /** Records use, at most once a minute per key. */
  touchLastUsed(keyId: number): Promise<void>;
}

export type RevocationReason = (typeof API_KEY_REVOCATION_REASON.names)[number];

/** Events go to the outbox of the transaction they are written in. */
export interface IdentityEvents {
  userSignedUp(user: User): Promise<void>;
  apiKeyRevoked(key: ApiKey, reason: RevocationReason): Promise<void>;
  sessionRevoked(tokenHash: string, userId: number): Promise<void>;
}

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
  apiKeys: ApiKeyRepository;
}

export interface UnitOfWork extends Repositories {
  events: IdentityEvents;
}

export type Database = DatabasePort<Repositories, UnitOfWork>;

export interface AppDeps {
  db: Database;
  /** Publishes committed events now, best effort (publishAfterCommit in @leadstream/platform). */
  publishEvents(): Promise<void>;
}
