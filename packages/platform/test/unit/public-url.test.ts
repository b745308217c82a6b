import { describe, expect, it } from "vitest";
import { AppError, assertDeliverableUrl, isPrivateAddress } from "@leadstream/platform";

describe("deliverable URLs (SSRF guard)", () => {
  it.each(["10.1.2.3", "127.0.0.1", "169.254.169.254", "172.16.0.1", "192.168.1.1", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1", "224.0.0.1"])("%s is private", (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });
  it.each(["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "172.32.0.1"])("%s is public", (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });

  it.each([
    ["http://8.8.8.8/hook", "must use https"],
    ["https://127.0.0.1/hook", "must resolve to a public address"],
    ["https://user:pw@8.8.8.8/", "must not contain credentials"],
    ["not a url", "must be an absolute URL"],
    ["ftp://8.8.8.8/", "must use https"],
  ])("refuses %s", async (url, why) => {
    const err = await assertDeliverableUrl(url, { param: "webhookUrl", allowPrivate: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "invalid_request", message: `webhookUrl ${why}`, details: { param: "webhookUrl" } });
  });

  it("accepts a public https address, and private http ones only when allowed", async () => {
    await expect(assertDeliverableUrl("https://8.8.8.8/hook", { param: "u", allowPrivate: false })).resolves.toBeInstanceOf(URL);
    await expect(assertDeliverableUrl("http://127.0.0.1:9999/hook", { param: "u", allowPrivate: true })).resolves.toBeInstanceOf(URL);
  });
});
