import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBinary } from "@bufbuild/protobuf";
import { ApiKeyRevocationReason, type ApiKeyRevoked, ApiKeyRevokedSchema } from "@leadstream/contracts";
import { generateApiKey } from "../../src/domain/api-key.js";
import { expectAppError, signUp, startIdentity, type Harness } from "./harness.js";

describe("API keys", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => {
    await h?.svc.stop();
  });

  /**
   * Records identity.api_key.revoked as core NATS delivers it. `received()` flushes first: the
   * server answers the flush only after every message already published, so a message that is
   * missing then was not on the bus when the RPC answered.
   */
  function watchRevocations() {
    const { bus } = h.svc.deps;
    const events: ApiKeyRevoked[] = [];
    const sub = bus.nc.subscribe(bus.subject("identity.api_key.revoked"), {
      callback: (_err, msg) => {
        events.push(fromBinary(ApiKeyRevokedSchema, msg.data));
      },
    });
    return {
      async received(keyId: number) {
        await bus.nc.flush();
        sub.unsubscribe();
        return events.filter((e) => e.keyId === keyId);
      },
    };
  }

  it("generates a 45-character key, shown once, that authenticates as its user", async () => {
    const { user } = await signUp(h.client);
    const res = await h.client.generateApiKey({ userId: user.id });
    expect(res.apiKey).toMatch(/^svc_[0-9A-Za-z]{41}$/);
    expect(res.replacedKeyId).toBe(0);
    expect(res.key).toMatchObject({ hint: `${res.apiKey.slice(0, 8)}…${res.apiKey.slice(-4)}`, legacy: false });
    expect(res.key!.revokedAt).toBeUndefined();

    const { principal } = await h.client.authenticateApiKey({ apiKey: res.apiKey });
    expect(principal).toMatchObject({ userId: user.id, teamId: user.teamId, apiKeyId: res.key!.id });
    const [stored] = await h.svc.deps.ds.query(`SELECT key_hash FROM "identity".api_keys WHERE id = $1`, [res.key!.id]);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.key_hash).not.toContain(res.apiKey);
  });

  it("regenerating revokes the old key and puts the event on the bus before answering", async () => {
    const { user } = await signUp(h.client);
    const first = await h.client.generateApiKey({ userId: user.id });
    const watch = watchRevocations();
    const second = await h.client.generateApiKey({ userId: user.id });
    const events = await watch.received(first.key!.id);

    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ keyId: first.key!.id, userId: user.id, reason: ApiKeyRevocationReason.REGENERATED });
    expect(second.replacedKeyId).toBe(first.key!.id);
    await expectAppError(h.client.authenticateApiKey({ apiKey: first.apiKey }), "invalid_key");
    expect((await h.client.authenticateApiKey({ apiKey: second.apiKey })).principal!.apiKeyId).toBe(second.key!.id);

    const [old] = await h.svc.deps.ds.query(`SELECT replaced_by FROM "identity".api_keys WHERE id = $1`, [first.key!.id]);
    expect(old.replaced_by).toBe(second.key!.id);
  });

  it("lists the user's keys newest first with revocation and last use", async () => {
    const { user } = await signUp(h.client);
    const first = await h.client.generateApiKey({ userId: user.id });
    const second = await h.client.generateApiKey({ userId: user.id });
    await h.client.authenticateApiKey({ apiKey: second.apiKey });

    const { keys } = await h.client.listApiKeys({ userId: user.id });
    expect(keys.map((k) => k.id)).toEqual([second.key!.id, first.key!.id]);
    expect(keys[0].revokedAt).toBeUndefined();
    expect(keys[0].lastUsedAt).toBeDefined();
    expect(keys[1].revokedAt).toBeDefined();
    expect(keys[1].lastUsedAt).toBeUndefined();
    expect(keys.every((k) => !k.hint.includes(first.apiKey) && !k.hint.includes(second.apiKey))).toBe(true);
  });

  it("records last use at most once a minute per key", async () => {
    const { user } = await signUp(h.client);
    const { apiKey, key } = await h.client.generateApiKey({ userId: user.id });
    const lastUsed = async () => ((await h.svc.deps.ds.query(`SELECT last_used_at FROM "identity".api_keys WHERE id = $1`, [key!.id])) as { last_used_at: Date }[])[0].last_used_at;

    await h.client.authenticateApiKey({ apiKey });
    const first = await lastUsed();
    await h.client.authenticateApiKey({ apiKey });
    expect(await lastUsed()).toEqual(first);

    await h.svc.deps.ds.query(`UPDATE "identity".api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [key!.id]);
    const aged = await lastUsed();
    await h.client.authenticateApiKey({ apiKey });
    expect((await lastUsed()).getTime()).toBeGreaterThan(aged.getTime());
  });

  it("revokes a key with the event on the bus before answering; the user then has no key", async () => {
    const { user } = await signUp(h.client);
    const { apiKey, key } = await h.client.generateApiKey({ userId: user.id });
    const watch = watchRevocations();
    await h.client.revokeApiKey({ userId: user.id, keyId: key!.id });
    const events = await watch.received(key!.id);

    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ keyId: key!.id, userId: user.id, reason: ApiKeyRevocationReason.REVOKED });
    await expectAppError(h.client.authenticateApiKey({ apiKey }), "invalid_key");
    await h.client.revokeApiKey({ userId: user.id, keyId: key!.id }); // again: no error

    const next = await h.client.generateApiKey({ userId: user.id });
    expect(next.replacedKeyId).toBe(0);
  });

  it("answers not_found for another user's key, an unknown key and an unknown user", async () => {
    const owner = await signUp(h.client);
    const other = await signUp(h.client);
    const { apiKey, key } = await h.client.generateApiKey({ userId: owner.user.id });

    await expectAppError(h.client.revokeApiKey({ userId: other.user.id, keyId: key!.id }), "not_found");
    await expectAppError(h.client.revokeApiKey({ userId: owner.user.id, keyId: 0 }), "not_found");
    await expectAppError(h.client.revokeApiKey({ userId: owner.user.id, keyId: 2 ** 31 - 1 }), "not_found");
    await expectAppError(h.client.revokeApiKey({ userId: 0, keyId: key!.id }), "not_found");
    await expectAppError(h.client.generateApiKey({ userId: 2 ** 31 - 1 }), "not_found");
    await expectAppError(h.client.listApiKeys({ userId: -5 }), "not_found");
    await h.client.authenticateApiKey({ apiKey }); // still works
  });

  it("keeps one active key per user under concurrent regeneration", async () => {
    const { user } = await signUp(h.client);
    const results = await Promise.all(Array.from({ length: 5 }, () => h.client.generateApiKey({ userId: user.id })));
    const { keys } = await h.client.listApiKeys({ userId: user.id });
    expect(keys).toHaveLength(5);
    expect(keys.filter((k) => !k.revokedAt)).toHaveLength(1);
    expect(results.filter((r) => r.replacedKeyId === 0)).toHaveLength(1);
  });

  it("tells malformed keys from unknown ones", async () => {
    const valid = generateApiKey();
    await expectAppError(h.client.authenticateApiKey({ apiKey: "" }), "invalid_key_format");
    await expectAppError(h.client.authenticateApiKey({ apiKey: "not-a-key" }), "invalid_key_format");
    await expectAppError(h.client.authenticateApiKey({ apiKey: `${valid.slice(0, 44)}${valid[44] === "a" ? "b" : "a"}` }), "invalid_key_format");
    await expectAppError(h.client.authenticateApiKey({ apiKey: valid }), "invalid_key");
    await expectAppError(h.client.authenticateApiKey({ apiKey: "svc_never_imported_legacy_key" }), "invalid_key");
  });

  it("imports a pre-v2 key that then authenticates, replacing the active key", async () => {
    const { user } = await signUp(h.client);
    const current = await h.client.generateApiKey({ userId: user.id });
    const legacyKey = `svc_legacy_${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    const watch = watchRevocations();
    const { key } = await h.client.importLegacyApiKey({ userId: user.id, apiKey: legacyKey });
    expect(await watch.received(current.key!.id)).toMatchObject([{ reason: ApiKeyRevocationReason.REGENERATED }]);

    expect(key).toMatchObject({ legacy: true, hint: `${legacyKey.slice(0, 8)}…${legacyKey.slice(-4)}` });
    const { principal } = await h.client.authenticateApiKey({ apiKey: legacyKey });
    expect(principal).toMatchObject({ userId: user.id, teamId: user.teamId, apiKeyId: key!.id });
    await expectAppError(h.client.authenticateApiKey({ apiKey: current.apiKey }), "invalid_key");

    await expectAppError(h.client.importLegacyApiKey({ userId: user.id, apiKey: legacyKey }), "conflict");
    await expectAppError(h.client.importLegacyApiKey({ userId: user.id, apiKey: generateApiKey() }), "invalid_request", "apiKey");
    await expectAppError(h.client.importLegacyApiKey({ userId: user.id, apiKey: "key_abcdefgh" }), "invalid_request", "apiKey");
    await expectAppError(h.client.importLegacyApiKey({ userId: 0, apiKey: `${legacyKey}x` }), "not_found");
  });
});
