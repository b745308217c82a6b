import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, assertDeliverableUrl, isPublicAddress, publicOnlyLookup } from "@leadstream/platform";

/** IPv6 forms that embed a private IPv4 address or are not globally routable (issue 7). */
const NON_PUBLIC_V6 = [
  "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:169.254.169.254", "::ffff:10.0.0.1", "::ffff:0:127.0.0.1",
  "::127.0.0.1", "::7f00:1", "::ffff:0.0.0.0", "100::1", "2001:db8::1",
  "64:ff9b::10.0.0.1", "64:ff9b:1::808:808", "2002:7f00:1::1", "2001::1", "100:0:0:1::1", "4000::1", "5f00::1", "3fff::1",
];
const NON_PUBLIC = [
  "10.1.2.3", "127.0.0.1", "169.254.169.254", "172.16.0.1", "192.168.1.1", "100.64.0.1", "0.0.0.0", "224.0.0.1",
  "255.255.255.255", "192.0.0.1", "192.0.2.1", "198.18.0.1", "198.51.100.1", "203.0.113.1", "240.0.0.1",
  "::", "::1", "fd00::1", "fe80::1", "ff02::1", ...NON_PUBLIC_V6,
];
const PUBLIC = ["8.8.8.8", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::8.8.8.8", "2002:808:808::1"];

describe("public addresses (SSRF allow-list)", () => {
  it.each(NON_PUBLIC)("%s is not public", (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
  it.each(PUBLIC)("%s is public", (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });
  it.each(["example.com", "0x7f.1", "2130706433", "[::1]", ""])("%s is not an IP literal, so not public", (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});

describe("deliverable URLs (subscribe-time SSRF guard)", () => {
  const refusal = (url: string) => assertDeliverableUrl(url, { param: "webhookUrl", allowPrivate: false }).catch((e: unknown) => e);

  it.each([
    ["http://8.8.8.8/hook", "must use https"],
    ["https://127.0.0.1/hook", "must resolve to a public address"],
    ["https://2130706433/hook", "must resolve to a public address"],
    ["https://0x7f.1/hook", "must resolve to a public address"],
    ["https://localhost/hook", "must resolve to a public address"],
    ["https://user:pw@8.8.8.8/", "must not contain credentials"],
    ["not a url", "must be an absolute URL"],
    ["ftp://8.8.8.8/", "must use https"],
  ])("refuses %s", async (url, why) => {
    const err = await refusal(url);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "invalid_request", message: `webhookUrl ${why}`, details: { param: "webhookUrl" } });
  });

  it.each(NON_PUBLIC_V6)("refuses https://[%s]/", async (a) => {
    expect(await refusal(`https://[${a}]/hook`)).toMatchObject({ message: "webhookUrl must resolve to a public address" });
  });

  it("accepts public https addresses, and private http ones only when allowed", async () => {
    await expect(assertDeliverableUrl("https://8.8.8.8/hook", { param: "u", allowPrivate: false })).resolves.toBeInstanceOf(URL);
    await expect(assertDeliverableUrl("https://[2606:4700:4700::1111]/hook", { param: "u", allowPrivate: false })).resolves.toBeInstanceOf(URL);
    await expect(assertDeliverableUrl("http://127.0.0.1:9999/hook", { param: "u", allowPrivate: true })).resolves.toBeInstanceOf(URL);
  });
});

describe("publicOnlyLookup (send-time SSRF guard)", () => {
  const server = http.createServer((_req, res) => res.end("ok"));
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (allowPrivate: boolean) =>
    new Promise<string>((resolve, reject) => {
      const req = http.get(`http://localhost:${port}/hook`, { agent: false, family: 4, lookup: publicOnlyLookup(allowPrivate) }, (res) => {
        res.setEncoding("utf8");
        let body = "";
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
    });

  it("refuses to connect to a host that resolves to a loopback address", async () => {
    await expect(get(false)).rejects.toMatchObject({ code: "ERR_NON_PUBLIC_ADDRESS" });
  });

  it("connects to it when private addresses are allowed", async () => {
    await expect(get(true)).resolves.toBe("ok");
  });

  it("answers a single address or all of them like dns.lookup", async () => {
    const lookup = publicOnlyLookup(true);
    const one = await new Promise((resolve) => lookup("localhost", { family: 4 }, (err, address, family) => resolve({ err, address, family })));
    expect(one).toEqual({ err: null, address: "127.0.0.1", family: 4 });
    const all = await new Promise((resolve) => lookup("localhost", { family: 4, all: true }, (err, addresses) => resolve({ err, addresses })));
    expect(all).toEqual({ err: null, addresses: [{ address: "127.0.0.1", family: 4 }] });
  });
});
