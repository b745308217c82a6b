import { afterAll, beforeAll, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "@leadstream/testing";
import { deliverableUrlCheck, httpSender } from "../../src/adapters/http-sender.js";

// The SSRF guard at subscribe time (deliverableUrlCheck) and at send time (the sender's lookup), with
// private addresses refused as in production. A real receiver listens on loopback to show nothing reaches it.
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

it("refuses http and every private, loopback, link-local and metadata form at subscribe time", async () => {
  const check = deliverableUrlCheck(false);
  const refused = [
    "http://hooks.example.com/",
    "https://127.0.0.1/",
    "https://10.1.2.3/",
    "https://192.168.0.1/",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[fe80::1]/",
    "https://2130706433/",
    "https://0x7f.1/",
    "https://localhost/",
  ];
  for (const url of refused) await expect(check(url, "targetUrl"), url).rejects.toMatchObject({ code: "invalid_request", details: { param: "targetUrl" } });
  await expect(deliverableUrlCheck(true)(receiver.url, "targetUrl")).resolves.toBeUndefined();
});

it("refuses at send time a host that resolves to a private address, whatever it resolved to before", async () => {
  const port = new URL(receiver.url).port;
  const guarded = httpSender({ allowPrivate: false, timeoutMs: 2000 });
  const result = await guarded.post(`http://localhost:${port}/hooks`, { "content-type": "application/json" }, "[]");
  expect(result).toMatchObject({ statusCode: null, error: expect.stringMatching(/not a public address/) });
  expect(receiver.requests).toEqual([]);

  const open = httpSender({ allowPrivate: true, timeoutMs: 2000 });
  expect(await open.post(`http://localhost:${port}/hooks`, {}, "[]")).toMatchObject({ statusCode: 200, error: null });
});

it("does not follow redirects: a 3xx is the answer", async () => {
  receiver.behave(() => 302);
  const result = await httpSender({ allowPrivate: true, timeoutMs: 2000 }).post(receiver.url, {}, "[]");
  expect(result.statusCode).toBe(302);
  receiver.behave(() => 200);
});
