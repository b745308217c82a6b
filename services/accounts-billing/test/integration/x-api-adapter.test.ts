import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createXSandbox, type XSandbox } from "@leadstream/x-sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { xApiAdapter } from "../../src/adapters/x-api/x-api-adapter.js";
import { XHttpClient } from "../../src/adapters/x-api/x-http-client.js";
import { expectAppError } from "./harness.js";

describe("X API adapter against the X sandbox", () => {
  let sandbox: XSandbox;
  const adapter = (opts: { maxWaitMs?: number; baseUrl?: string; timeoutMs?: number } = {}) =>
    xApiAdapter(new XHttpClient({ baseUrl: opts.baseUrl ?? sandbox.url!, bearerToken: "sandbox-token", timeoutMs: opts.timeoutMs }), { lookupMaxWaitMs: opts.maxWaitMs ?? 5000 });

  beforeAll(async () => {
    sandbox = await createXSandbox({ seed: "x-adapter", fixtures: { accounts: [{ username: "LeadCo", name: "Lead Co", followers_count: 1234 }, { username: "bigtweeter", tweet_count: 50 }] } });
    await sandbox.listen(0);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(() => {
    sandbox.rateLimiter.configure({ users: 900, followers: 900, windowSeconds: 900 });
  });

  it("resolves a handle to its profile, spelled as X spells it", async () => {
    const profile = await adapter().lookupUser("leadco");
    expect(profile).toMatchObject({ handle: "LeadCo", displayName: "Lead Co", followersCount: 1234 });
    expect(profile.xUserId).toMatch(/^\d+$/);
    expect(profile.profileImageUrl).toMatch(/^https:\/\//);
  });

  it("maps the magic handles to handle_not_found, handle_protected and handle_lookup_failed", async () => {
    await expectAppError(adapter().lookupUser("nf_ghost"), "handle_not_found");
    await expectAppError(adapter().lookupUser("priv_secret"), "handle_protected");
    await expectAppError(adapter().lookupUser("down_again"), "handle_lookup_failed");
  });

  it("waits for the rate-limit window to reset when it is near enough", async () => {
    sandbox.rateLimiter.configure({ users: 2, windowSeconds: 2 });
    const x = adapter({ maxWaitMs: 5000 });
    await x.lookupUser("first_one");
    await x.lookupUser("second_one"); // remaining 0 now
    const started = Date.now();
    expect((await x.lookupUser("third_one")).handle).toBe("third_one");
    expect(Date.now() - started).toBeGreaterThan(200);
  });

  it("retries a 429 after its reset, even without having seen the window run out", async () => {
    sandbox.rateLimiter.configure({ users: 1, windowSeconds: 2 });
    await adapter().lookupUser("spend_it");
    // A new client knows nothing of the spent window: it gets a 429, then waits for the reset.
    expect((await adapter({ maxWaitMs: 5000 }).lookupUser("after_429")).handle).toBe("after_429");
  });

  it("fails with handle_lookup_failed when the reset is further away than it may wait", async () => {
    sandbox.rateLimiter.configure({ users: 1, windowSeconds: 60 });
    const x = adapter({ maxWaitMs: 1000 });
    await x.lookupUser("only_one");
    const started = Date.now();
    await expectAppError(x.lookupUser("one_too_many"), "handle_lookup_failed");
    await expectAppError(adapter({ maxWaitMs: 1000 }).lookupUser("one_too_many"), "handle_lookup_failed");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("fails with handle_lookup_failed on a network error and on a timeout", async () => {
    await expectAppError(adapter({ baseUrl: "http://127.0.0.1:9" }).lookupUser("anyone"), "handle_lookup_failed");
    const silent: Server = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expectAppError(adapter({ baseUrl, timeoutMs: 200 }).lookupUser("anyone"), "handle_lookup_failed");
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  describe("follower sync calls", () => {
    const xUserIdOf = (handle: string) => {
      const lookup = sandbox.world.userByUsername(handle);
      if (lookup.status !== "ok") throw new Error(`${handle}: ${lookup.status}`);
      return lookup.value.id;
    };

    it("pages followers with their full profiles, and reads the latest tweets and their liking users", async () => {
      const x = adapter();
      const leadCo = xUserIdOf("LeadCo");
      const first = await x.followersPage(leadCo, null, 1000);
      if ("rateLimitedUntil" in first) throw new Error("rate limited");
      expect(first.profiles).toHaveLength(1000);
      expect(first.profiles[0]).toMatchObject({ xUserId: expect.stringMatching(/^\d+$/), handle: expect.any(String), createdAt: expect.any(Date), followersCount: expect.any(Number) });
      const rest = await x.followersPage(leadCo, first.nextToken, 1000);
      if ("rateLimitedUntil" in rest) throw new Error("rate limited");
      expect([rest.profiles.length, rest.nextToken]).toEqual([234, null]);

      const tweets = await x.recentTweets(xUserIdOf("bigtweeter"), 3);
      if ("rateLimitedUntil" in tweets) throw new Error("rate limited");
      expect(tweets).toHaveLength(3);
      expect(await x.likingUsers("1999999999999999999", null)).toEqual({ profiles: [], nextToken: null }); // a tweet X does not have
    });

    it("returns when the window resets instead of waiting, also on a 429 a fresh client did not see coming", async () => {
      sandbox.rateLimiter.configure({ followers: 1, windowSeconds: 60 });
      const leadCo = xUserIdOf("LeadCo");
      const x = adapter();
      await x.followersPage(leadCo, null, 10);
      const started = Date.now();
      for (const client of [x, adapter()]) {
        const limited = await client.followersPage(leadCo, null, 10);
        expect(limited).toEqual({ rateLimitedUntil: expect.any(Date) });
        expect((limited as { rateLimitedUntil: Date }).rateLimitedUntil.getTime()).toBeGreaterThan(Date.now() + 50_000);
      }
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it("maps a protected account to handle_protected and an unreachable X to upstream_error", async () => {
      await expectAppError(adapter().followersPage(xUserIdOf("priv_secret"), null, 10), "handle_protected");
      await expectAppError(adapter().recentTweets(xUserIdOf("priv_secret"), 5), "handle_protected");
      await expectAppError(adapter({ baseUrl: "http://127.0.0.1:9" }).followersPage("42", null, 10), "upstream_error");
    });
  });
});
