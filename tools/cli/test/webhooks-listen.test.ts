import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@leadstream/testing";

const root = new URL("../../../", import.meta.url).pathname;

/** Signs like a Standard Webhooks sender: v1, base64 HMAC-SHA256 of `id.timestamp.body` keyed with the decoded secret. */
function sign(secret: string, id: string, timestamp: string, body: string) {
  return `v1,${createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64")).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

function post(url: string, secret: string, id: string, body: string, tamper = false) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign(tamper ? `whsec_${randomBytes(24).toString("base64")}` : secret, id, timestamp, body);
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature }, body });
}

/** `pnpm cli webhooks:listen ...` as the user runs it: a child process whose output is collected line by line. */
function listen(args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", `${root}tools/cli/src/main.ts`, "webhooks:listen", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const lines = () => out.split("\n").filter(Boolean);
  const waitForLine = async (match: RegExp, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = lines().find((l) => match.test(l));
      if (line) return line;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no line matching ${match} in:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, lines, waitForLine };
}

const lead = (handle: string) => ({ id: 1, profile: { handle } });

describe("pnpm cli webhooks:listen", () => {
  let running: ChildProcessByStdio<null, Readable, Readable> | undefined;
  afterEach(async () => {
    if (running && running.exitCode === null) {
      running.kill("SIGTERM");
      await once(running, "exit");
    }
  });

  it("answers a signed batch 200 and prints its id, lead count and handles; a badly-signed one 401, printed as invalid", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const port = await freePort();
    const cli = listen(["--port", String(port), "--secret", secret]);
    running = cli.child;
    const banner = await cli.waitForLine(/^Listening on /);
    const url = /Listening on (\S+)/.exec(banner)![1]!;
    expect(url).toBe(`http://127.0.0.1:${port}/hooks`);

    const good = await post(url, secret, "msg_good", JSON.stringify([lead("alice"), lead("bob")]));
    expect(good.status).toBe(200);
    expect(await cli.waitForLine(/msg_good/)).toMatch(/msg_good\s+verified\s+-> 200\s+2 leads\s+@alice @bob$/);

    const bad = await post(url, secret, "msg_bad", JSON.stringify([lead("mallory")]), true);
    expect(bad.status).toBe(401);
    expect(await cli.waitForLine(/msg_bad/)).toMatch(/msg_bad\s+SIGNATURE INVALID\s+-> 401\s+1 lead\s+@mallory$/);

    cli.child.kill("SIGINT");
    const [code] = await once(cli.child, "exit");
    expect(code).toBe(0);
    expect(cli.lines().slice(-2)).toEqual(["received: 2", "verified: 1"]);
  });

  it("--json prints one JSON object per batch", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const cli = listen(["--secret", secret, "--json"]);
    running = cli.child;
    const url = JSON.parse(await cli.waitForLine(/"listening"/)).listening as string;
    expect((await post(url, secret, "msg_json", JSON.stringify([lead("carol")]))).status).toBe(200);
    expect((await post(url, secret, "msg_json_bad", "[]", true)).status).toBe(401);
    expect(JSON.parse(await cli.waitForLine(/"msg_json"/))).toMatchObject({ webhookId: "msg_json", verified: true, answered: 200, leadCount: 1, handles: ["carol"] });
    expect(JSON.parse(await cli.waitForLine(/"msg_json_bad"/))).toMatchObject({ webhookId: "msg_json_bad", verified: false, answered: 401, leadCount: 0 });
  });

  it("refuses a secret that is not whsec_...", async () => {
    const cli = listen(["--secret", "not-a-secret"]);
    const [code] = await once(cli.child, "exit");
    expect(code).toBe(1);
    expect(cli.lines().join("\n")).toMatch(/--secret must be a whsec_/);
  });
});
