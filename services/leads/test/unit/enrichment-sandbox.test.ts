import { expectAppError } from "@leadstream/testing";
import { describe, expect, it } from "vitest";
import { sandboxProvider } from "../../src/adapters/enrichment/sandbox.js";
import type { EnrichmentQuery, ProviderFindings } from "../../src/app/ports.js";

const query = (handle: string, over: Partial<EnrichmentQuery> = {}): EnrichmentQuery => ({
  xUserId: `id-${handle}`,
  handle,
  displayName: "María García 🇪🇸",
  bio: "Product designer",
  url: "",
  location: "Madrid",
  outputs: ["linkedin_url", "email"],
  emailMode: "any",
  ...over,
});
const live = () => new AbortController().signal;

describe("sandbox enrichment provider", () => {
  const provider = sandboxProvider({ slowMs: 50 });

  it("is named sandbox and answers the same for the same profile, from any instance", async () => {
    expect(provider.name).toBe("sandbox");
    const handles = Array.from({ length: 30 }, (_, i) => `person_${i}`);
    const first = await Promise.all(handles.map((h) => provider.find(query(h), live())));
    const again = await Promise.all(handles.map((h) => sandboxProvider({ slowMs: 0 }).find(query(h), live())));
    expect(again).toEqual(first);
  });

  it("derives a real-looking LinkedIn URL and e-mail from the profile", async () => {
    const found = await provider.find(query("maria_g", { url: "https://www.disenos.es/" }), live());
    expect(found.linkedin?.url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/maria-garcia-[0-9a-f]{8}$/);
    expect(found.linkedin?.confidence).toBeGreaterThanOrEqual(0.6);
    expect(found.linkedin?.confidence).toBeLessThan(1);
    expect(found.email).toEqual({ address: "maria.garcia@disenos.es", status: "verified" });

    // A name that is not a full name: the handle; a website that is no company's: example.com.
    const byHandle = await provider.find(query("maria_g", { displayName: "🌻", url: "https://t.co/x1" }), live());
    expect(byHandle.linkedin?.url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/maria-g-[0-9a-f]{8}$/);
    expect(byHandle.email?.address).toBe("maria.g@example.com");
  });

  it("returns only what was asked for, and in verified mode no unverified e-mail", async () => {
    expect((await provider.find(query("maria_g", { outputs: ["email"] }), live())).linkedin).toBeNull();
    expect((await provider.find(query("maria_g", { outputs: ["linkedin_url"] }), live())).email).toBeNull();
    expect((await provider.find(query("enr_unverif_1"), live())).email?.status).toBe("unverified");
    expect((await provider.find(query("enr_unverif_1", { emailMode: "verified" }), live())).email).toBeNull();
  });

  it("has magic handles, in any case", async () => {
    const err = await expectAppError(provider.find(query("Enr_Error"), live()), "enrichment_provider_error");
    expect(err.message).toMatch(/enr_error/);
    expect(await provider.find(query("enr_none_42"), live())).toEqual({ linkedin: null, email: null });
    const nomail = await provider.find(query("enr_nomail"), live());
    expect(nomail.linkedin).not.toBeNull();
    expect(nomail.email).toBeNull();

    const started = Date.now();
    const slow = await sandboxProvider({ slowMs: 200 }).find(query("ENR_SLOW"), live());
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(slow.email?.status).toBe("verified");
  });

  it("spreads outcomes over many profiles: most found, some not, some e-mails unverified, a few slow", async () => {
    const fast = sandboxProvider({ slowMs: 0 });
    const all: ProviderFindings[] = await Promise.all(Array.from({ length: 200 }, (_, i) => fast.find(query(`user${i}_${(i * 7919) % 1000}`), live())));
    const count = (test: (f: ProviderFindings) => boolean) => all.filter(test).length;
    expect(count((f) => f.linkedin !== null)).toBeGreaterThan(150);
    expect(count((f) => f.linkedin === null && f.email === null)).toBeGreaterThan(10);
    expect(count((f) => f.linkedin !== null && f.email === null)).toBeGreaterThan(5);
    expect(count((f) => f.email?.status === "unverified")).toBeGreaterThan(20);
    expect(count((f) => f.email?.status === "verified")).toBeGreaterThan(count((f) => f.email?.status === "unverified"));
  });

  it("makes some profiles slow, and gives up on one as soon as the caller aborts", async () => {
    let slowHandle = "";
    for (let i = 0; i < 200 && !slowHandle; i++) {
      const started = Date.now();
      await sandboxProvider({ slowMs: 30 }).find(query(`user${i}`), live());
      if (Date.now() - started >= 25) slowHandle = `user${i}`;
    }
    expect(slowHandle).not.toBe("");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    await expectAppError(sandboxProvider({ slowMs: 10_000 }).find(query(slowHandle), controller.signal), "enrichment_provider_error");
    await expectAppError(sandboxProvider({ slowMs: 10_000 }).find(query("enr_slow"), AbortSignal.abort()), "enrichment_provider_error");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
