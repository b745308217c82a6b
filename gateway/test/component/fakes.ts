import { createHash, randomBytes } from "node:crypto";
import { create, toBinary, type DescMessage, type MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { EVENTS, SubscriptionStatus, type EventSpec, type GetBillingSummaryResponseSchema, type IdentityService } from "@leadstream/contracts";
import { apiKeyOf, BASE62, API_KEY_RANDOM_LENGTH } from "@leadstream/contracts/api-key-format";
import { AppError, type Bus } from "@leadstream/platform";
import { uniqueEmail, type FakeImpl } from "@leadstream/testing";

// Fakes of the gateway's peers for component tests, and the proto answers they give. What the
// real services decide (which key is valid, whose account it is) is their own tests' business;
// these only answer as the services do, so the gateway's side can be checked alone.

export interface TestUser {
  email: string;
  userId: number;
  apiKey: string;
  apiKeyId: number;
}

const now = () => timestampFromDate(new Date());
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const randomKey = () => apiKeyOf(Array.from(randomBytes(API_KEY_RANDOM_LENGTH), (b) => BASE62[b % 62]).join(""));

interface FakeUser {
  id: number;
  email: string;
  displayName: string;
  timezone: string;
  password: string;
}

interface FakeKey {
  id: number;
  userId: number;
  apiKey: string;
  createdAt: Date;
  revokedAt?: Date;
  lastUsedAt?: Date;
}

/**
 * Identity in memory: users, one active API key each, sessions. Like the real service it puts a
 * revocation (key revoked or replaced, session ended) on the bus before answering, so every
 * gateway replica drops the credential from its cache.
 */
export class FakeIdentity {
  private readonly users = new Map<number, FakeUser>();
  private readonly keys = new Map<number, FakeKey>();
  private readonly sessions = new Map<string, number>();
  private lastId = Math.floor(Math.random() * 1e6);

  constructor(private readonly bus?: Bus) {}

  /** A user with an active API key, as CreateUser makes one. */
  createUser(fields: { email?: string; displayName?: string; password?: string } = {}): TestUser {
    const user: FakeUser = { id: ++this.lastId, email: fields.email ?? uniqueEmail("gw"), displayName: fields.displayName ?? "Gateway Tester", timezone: "UTC", password: fields.password ?? "" };
    this.users.set(user.id, user);
    const key = this.newKey(user.id);
    return { email: user.email, userId: user.id, apiKey: key.apiKey, apiKeyId: key.id };
  }

  /** A session of the user's, as CreateSession opens one: the cookie to send. */
  sessionCookie(email: string): string {
    return `session=${this.openSession(this.byEmail(email).id)}`;
  }

  /** Revokes the key as RevokeApiKey does (an operator's call, not the gateway's). */
  async revokeKey(keyId: number): Promise<void> {
    await this.revoke(this.keys.get(keyId)!);
  }

  readonly impl: FakeImpl<typeof IdentityService> = {
    authenticateApiKey: ({ apiKey }) => {
      const key = [...this.keys.values()].find((k) => k.apiKey === apiKey && !k.revokedAt);
      if (!key) throw new AppError("invalid_key", "unknown or revoked key");
      key.lastUsedAt = new Date();
      return { principal: { userId: key.userId, teamId: key.userId, apiKeyId: key.id } };
    },
    authenticateSession: ({ sessionToken }) => {
      const userId = this.sessions.get(sessionToken);
      if (userId === undefined) throw new AppError("unauthenticated", "unknown or ended session");
      return { principal: { userId, teamId: userId, apiKeyId: 0 } };
    },
    getUser: ({ userId }) => ({ user: this.userMessage(this.user(userId)) }),
    createSession: ({ email }) => ({ sessionToken: this.openSession(this.byEmail(email).id) }),
    signUp: ({ email, password, displayName, timezone }) => {
      if ([...this.users.values()].some((u) => u.email === email)) throw new AppError("email_taken", "taken");
      const { userId } = this.createUser({ email, password, displayName: displayName || email.split("@")[0] });
      const user = this.user(userId);
      user.timezone = timezone || "UTC";
      return { user: this.userMessage(user), sessionToken: this.openSession(userId) };
    },
    logIn: ({ email, password }) => {
      const user = [...this.users.values()].find((u) => u.email === email);
      if (!user || !user.password || user.password !== password) throw new AppError("invalid_credentials", "wrong e-mail or password");
      return { user: this.userMessage(user), sessionToken: this.openSession(user.id) };
    },
    logOut: async ({ sessionToken }) => {
      const userId = this.sessions.get(sessionToken);
      this.sessions.delete(sessionToken);
      if (userId !== undefined) await this.publish(EVENTS.identity.sessionRevoked, { tokenHash: sha256(sessionToken), userId, occurredAt: now() });
      return {};
    },
    listApiKeys: ({ userId }) => ({
      keys: [...this.keys.values()]
        .filter((k) => k.userId === userId)
        .reverse()
        .map((k) => ({ id: k.id, hint: `${k.apiKey.slice(0, 6)}…${k.apiKey.slice(-4)}`, legacy: false, createdAt: timestampFromDate(k.createdAt), revokedAt: k.revokedAt && timestampFromDate(k.revokedAt), lastUsedAt: k.lastUsedAt && timestampFromDate(k.lastUsedAt) })),
    }),
    generateApiKey: async ({ userId }) => {
      const active = this.activeKey(userId);
      if (active) await this.revoke(active);
      const key = this.newKey(userId);
      return { key: { id: key.id, hint: key.apiKey.slice(0, 6), legacy: false, createdAt: timestampFromDate(key.createdAt) }, apiKey: key.apiKey, replacedKeyId: active?.id ?? 0 };
    },
    revokeApiKey: async ({ userId, keyId }) => {
      const key = this.keys.get(keyId);
      if (!key || key.userId !== userId || key.revokedAt) throw new AppError("not_found", `API key ${keyId} not found.`);
      await this.revoke(key);
      return {};
    },
  };

  private newKey(userId: number): FakeKey {
    const key = { id: ++this.lastId, userId, apiKey: randomKey(), createdAt: new Date() };
    this.keys.set(key.id, key);
    return key;
  }

  private activeKey(userId: number): FakeKey | undefined {
    return [...this.keys.values()].find((k) => k.userId === userId && !k.revokedAt);
  }

  private async revoke(key: FakeKey) {
    key.revokedAt = new Date();
    await this.publish(EVENTS.identity.apiKeyRevoked, { keyId: key.id, userId: key.userId, occurredAt: now() });
  }

  private openSession(userId: number): string {
    const token = randomBytes(24).toString("base64url");
    this.sessions.set(token, userId);
    return token;
  }

  private user(userId: number): FakeUser {
    const user = this.users.get(userId);
    if (!user) throw new AppError("not_found", `User ${userId} not found.`);
    return user;
  }

  private byEmail(email: string): FakeUser {
    const user = [...this.users.values()].find((u) => u.email === email);
    if (!user) throw new AppError("not_found", `No user ${email}.`);
    return user;
  }

  private userMessage(u: FakeUser) {
    return { id: u.id, teamId: u.id, email: u.email, displayName: u.displayName, timezone: u.timezone, createdAt: now() };
  }

  /** On the bus, as identity publishes it, before the RPC answers. */
  private async publish<Desc extends DescMessage>(spec: EventSpec<Desc>, fields: MessageInitShape<Desc>) {
    if (!this.bus) return;
    this.bus.nc.publish(this.bus.subject(spec.subject), toBinary(spec.schema, create(spec.schema, fields)));
    await this.bus.nc.flush();
  }
}

/** GetBillingSummary for a user without accounts or credits: a new free user's. */
export const freeBillingSummary = (): MessageInitShape<typeof GetBillingSummaryResponseSchema> => ({
  subscriptionStatus: SubscriptionStatus.FREE_USER,
  isFreeTier: true,
  accounts: [],
  credits: { balance: 0, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false },
  monthlyRetestRemaining: 0,
  dailySyncRemaining: 0,
});
