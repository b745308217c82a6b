import net from "node:net";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { slotsOf, type Operation, type Path, type Random, type Slot } from "@leadstream/testing";
import { bodyMutationsFor, mutationsFor, type BodyMutation, type Mutation } from "./generator.js";

/** One user the fuzzer acts as, and the ids of what it owns (path parameters point at them). */
export interface Actor {
  name: string;
  apiKey: string;
  cookie: string;
  ids: Record<string, number | string>;
}

export interface HttpRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body?: string;
  /** Sent as is instead of the above (malformed HTTP). */
  raw?: string;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
  /** Why there is no answer (timeout, connection reset); unset when one arrived. */
  failure?: string;
}

export interface Finding {
  op: string;
  param: string;
  mutation: string;
  as: string;
  status: number;
  problem: string;
  excerpt: string;
  ms: number;
}

export interface FuzzOptions {
  port: number;
  /** Allowed Origin for cookie requests that change state. */
  origin: string;
  random: Random;
  /** Whose ids the requests target and whose credentials they carry. */
  victim: Actor;
  attacker: Actor;
  /** Takes the mutations that may be valid, so that neither victim's nor attacker's state changes. */
  scratch: Actor;
  /**
   * Bodies of valid requests to `op` for `actor`, the first the default: a mutation goes into the
   * one that has most of the field's path, so that, e.g., an inline segment's fields are fuzzed in
   * a pair that has an inline segment, not a `segmentId`.
   */
  validBodies(op: Operation, actor: Actor): unknown[];
  /** The victim's id for a body field that names a resource (`segmentId`, ...), if it is one. */
  foreignId(at: Path): number | undefined;
  /** The value of a path, or required query or header, parameter for `actor`. */
  paramValue(op: Operation, name: string, actor: Actor): string;
  /** Called before each operation is fuzzed (e.g. to renew credentials a previous request revoked). */
  beforeOperation?(op: Operation): Promise<void>;
  limits: { answerMs: number; probeMs: number; budgetMs: number };
}

export interface FuzzReport {
  findings: Finding[];
  requests: number;
  operations: { covered: number; total: number };
  slots: { covered: number; total: number; byPlace: Record<string, number> };
  worstRequest: { ms: number; what: string };
  worstProbe: { ms: number; probes: number; during: string };
  /** Slow answers and probes that did not happen again when the request was replayed (machine load, GC). */
  unconfirmed: string[];
  /** Mutations that may be valid and were accepted (sent as the scratch user), by kind. */
  acceptedMaybeValid: Record<string, number>;
  skippedHeavy: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** Operations whose unmutated request (sent as the scratch user) was refused: their mutations stop at that refusal. */
  validRefused: string[];
}

/** A request this slow stalled the gateway: never noise, and more like it would make the run take minutes. */
const STALL_MS = 5_000;
const REPLAYS = 3;
const MAX_SUSPECTS = 10;

interface Sent {
  op: string;
  param: string;
  mutation: string;
  as: string;
  request: HttpRequest;
  start: number;
  end: number;
  answer: HttpAnswer;
}

/**
 * Sends every mutation of every slot of every operation, one request at a time, while a worker
 * thread probes /healthz; checks each answer (no 5xx, the error format, a refusal where the request
 * was invalid) and, once all are sent, the time each took and the probes' times, confirming a slow
 * one by replaying its request, so that a busy machine is not reported as a finding.
 */
export async function fuzz(ops: Operation[], opts: FuzzOptions): Promise<FuzzReport> {
  const { random, victim, attacker, scratch, limits } = opts;
  const findings: Finding[] = [];
  const log: Sent[] = [];
  const coveredOps = new Set<string>();
  const coveredSlots = new Map<string, string>();
  const acceptedMaybeValid: Record<string, number> = {};
  const statuses: Record<number, number> = {};
  const validRefused: string[] = [];
  const documented = new Set(ops.map((op) => op.id));
  let skippedHeavy = 0;
  let stalled = false;
  const started = Date.now();
  const prober = startProber(`http://127.0.0.1:${opts.port}/healthz`);

  const findingOf = (sent: Omit<Sent, "request" | "start" | "end">, problem: string): Finding => ({
    op: sent.op,
    param: sent.param,
    mutation: sent.mutation,
    as: sent.as,
    status: sent.answer.status,
    problem,
    excerpt: (sent.answer.failure ?? sent.answer.body).slice(0, 160),
    ms: Math.round(sent.answer.ms),
  });

  const send = async (op: Operation, param: string, mutation: string, invalid: boolean, actor: Actor | undefined, request: HttpRequest, wellFormed = false) => {
    const start = Date.now();
    const answer = await exchange(opts.port, request, STALL_MS * 2);
    const sent = { op: op.id, param, mutation, as: actor?.name ?? "anonymous", request, start, end: Date.now(), answer };
    log.push(sent);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (documented.has(op.id)) coveredOps.add(op.id);
    if (answer.ms > STALL_MS) stalled = true;
    const finding = (problem: string) => findings.push(findingOf(sent, problem));
    if (answer.failure) finding(`no answer: ${answer.failure}`);
    else if (answer.status >= 500) finding("server error");
    else if (answer.status >= 300) {
      const problem = errorFormatProblem(answer, request.method === "HEAD");
      if (problem) finding(problem);
    } else if (invalid) finding("accepted an invalid request");
    else if (actor === scratch) acceptedMaybeValid[mutation] = (acceptedMaybeValid[mutation] ?? 0) + 1;
    if (wellFormed && (answer.status === 415 || (answer.status === 400 && /"error":"invalid_request"/.test(answer.body)))) finding("refused a well-formed request for its form");
    if (answer.headers["x-fuzz-injected"] !== undefined) finding("response header injected from request input");
    return answer;
  };

  const overBudget = () => Date.now() - started > limits.budgetMs;
  const skipHeavy = (heavy: boolean | undefined) => {
    if (heavy && stalled) skippedHeavy++;
    return heavy === true && stalled;
  };

  const paths = new Map<string, Operation[]>();
  const allSlots = ops.flatMap((op) => slotsOf(op).map((slot) => `${op.id} ${slot.in}:${slot.name}`));
  for (const op of ops) {
    if (overBudget()) break;
    paths.set(op.path, [...(paths.get(op.path) ?? []), op]);
    await opts.beforeOperation?.(op);
    const hasPathIds = op.params.some((p) => p.in === "path");
    const build = (actor: Actor, credentials: Credentials, change: Change = {}) => buildRequest(op, opts, actor, credentials, change);
    const credentialFor = (): Credentials => (op.auth.length === 0 ? "none" : op.auth.includes("bearer") && (!op.auth.includes("cookie") || random() < 0.75) ? "bearer" : "cookie");

    /** An invalid request goes out as the victim, or as the attacker against the victim's ids; one that may be valid as the scratch user (and as the attacker against the victim's ids, which must fail). */
    const sendAs = async (param: string, kind: string, invalid: boolean, change: Change, wellFormed = false) => {
      const credentials = credentialFor();
      const as = (actor: Actor, ids: Actor) => build(ids, credentials, { ...change, credentialsOf: actor });
      if (invalid) {
        const actor = random() < 0.5 ? victim : attacker;
        return send(op, param, kind, true, credentials === "none" ? undefined : actor, as(actor, hasPathIds ? victim : actor));
      }
      await send(op, param, kind, false, credentials === "none" ? undefined : scratch, as(scratch, scratch), wellFormed);
      if (hasPathIds && credentials !== "none") await send(op, param, `${kind} (another user's ids)`, true, attacker, as(attacker, victim));
    };

    const credentials = credentialFor();
    const valid = await send(op, "(none)", "valid request", false, credentials === "none" ? undefined : scratch, build(scratch, credentials));
    if (valid.status >= 300) validRefused.push(`${op.id} ${valid.status} ${/"error":"([^"]+)"/.exec(valid.body)?.[1] ?? ""}`.trim());

    for (const slot of slotsOf(op)) {
      const current = slot.in === "body" ? valueAt(bodyFor(opts, op, victim, slot.at), slot.at) : undefined;
      for (const mutation of mutationsFor(slot, current, random)) {
        if (overBudget() || skipHeavy(mutation.heavy)) continue;
        coveredSlots.set(`${op.id} ${slot.in}:${slot.name}`, slot.in);
        await sendAs(`${slot.in}:${slot.name}`, mutation.kind, mutation.invalid, { slot, mutation });
      }
      const foreign = slot.in === "body" && op.method !== "GET" ? opts.foreignId(slot.at) : undefined;
      if (foreign !== undefined && !overBudget()) {
        // The attacker's own request, naming one of the victim's resources in its body.
        const mutation = { kind: "another user's id", text: String(foreign), invalid: true };
        await send(op, `${slot.in}:${slot.name}`, mutation.kind, true, attacker, build(attacker, credentialFor(), { slot, mutation }));
      }
    }
    if (!["GET", "HEAD"].includes(op.method)) {
      for (const m of bodyMutationsFor(op)) {
        if (!overBudget()) await sendAs("content", m.kind, m.invalid, { bodyMutation: m }, m.wellFormed);
      }
    }
    // Parameters no operation takes, named to pollute prototypes if the query parser let them.
    if (!overBudget()) await sendAs("query", "prototype keys", false, { extraQuery: "__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true&__proto__=x" });
    for (const [kind, headers] of credentialMutations(op, victim, opts.origin)) {
      if (!overBudget()) await send(op, "credentials", kind, true, victim, build(victim, "none", { extraHeaders: headers }));
    }
  }

  // Methods no operation documents on each path, and OPTIONS (with and without a CORS preflight's headers).
  for (const [path, pathOps] of paths) {
    const op = pathOps[0];
    const methodsOnPath = new Set(pathOps.map((o) => o.method));
    const methods: [string, [string, string][], boolean][] = [
      ["OPTIONS", [], false],
      ["OPTIONS", [["Origin", "https://evil.example"], ["Access-Control-Request-Method", "DELETE"]], false],
      ["HEAD", [], !methodsOnPath.has("GET")],
      ...["PUT", "TRACE", "FUZZ"].filter((m) => !methodsOnPath.has(m)).map((m): [string, [string, string][], boolean] => [m, [], true]),
    ];
    for (const [method, headers, invalid] of methods) {
      if (overBudget()) break;
      const request = buildRequest(op, opts, victim, op.auth.includes("bearer") ? "bearer" : op.auth.length ? "cookie" : "none", {});
      await send({ ...op, id: `${method} ${path}` }, "method", `${method}${headers.length ? " (preflight)" : ""}`, invalid, victim, { ...request, method, headers: [...request.headers, ...headers] });
    }
  }
  // Malformed HTTP, which Node refuses before any route sees it: the answer must still be in the API's format.
  const target = ops.find((op) => op.method === "POST" && op.body && !op.params.some((p) => p.in === "path"));
  for (const [kind, raw] of target ? malformedHttp(target.path, victim.apiKey) : []) {
    if (!overBudget()) await send(target!, "protocol", kind, true, victim, { method: "POST", target: target!.path, headers: [], raw });
  }

  const run = (problem: string, ms = 0): Finding => ({ op: "(run)", param: "", mutation: "", as: "", status: 0, problem, excerpt: "", ms });
  if (overBudget()) findings.push(run(`stopped after its ${limits.budgetMs} ms budget`, Date.now() - started));
  if (skippedHeavy > 0) findings.push(run(`skipped ${skippedHeavy} heavy mutations after a request stalled the gateway`));

  // Timing: suspects are slow answers and the requests in flight during a slow probe; each is a
  // finding if it stalled the gateway outright, or if it is slow again in most of its replays.
  const samples = await prober.samples();
  const worstProbeIn = (start: number, end: number) => Math.max(0, ...samples.filter((p) => p.at >= start && p.at - p.ms <= end).map((p) => p.ms));
  const suspects = new Map<Sent, string>();
  const unconfirmed: string[] = [];
  for (const sent of log.filter((s) => s.answer.ms > limits.answerMs)) suspects.set(sent, `slow answer (over ${limits.answerMs} ms)`);
  for (const probe of samples.filter((p) => p.ms > limits.probeMs)) {
    const inFlight = log.filter((s) => s.start <= probe.at && probe.at - probe.ms <= s.end);
    if (inFlight.length === 0) unconfirmed.push(`/healthz ${Math.round(probe.ms)} ms with no request in flight`);
    for (const sent of inFlight) if (!suspects.has(sent)) suspects.set(sent, `/healthz over ${limits.probeMs} ms while it was handled`);
  }
  if (suspects.size > MAX_SUSPECTS) unconfirmed.push(`${suspects.size - MAX_SUSPECTS} more slow answers or probes, not replayed`);
  for (const [sent, problem] of [...suspects].slice(0, MAX_SUSPECTS)) {
    const slowAnswer = problem.startsWith("slow");
    let again = 0;
    if (sent.answer.ms > STALL_MS) again = REPLAYS;
    for (let i = again; i < REPLAYS; i++) {
      const start = Date.now();
      const answer = await exchange(opts.port, sent.request, STALL_MS * 2);
      // Let the probe that was waiting land before judging.
      await new Promise((resolve) => setTimeout(resolve, 100));
      samples.push(...(await prober.samples()));
      if (slowAnswer ? answer.ms > limits.answerMs : worstProbeIn(start, Date.now()) > limits.probeMs) again++;
    }
    const what = `${sent.op} ${sent.param} [${sent.mutation}] as ${sent.as}`;
    if (again * 2 > REPLAYS) findings.push(findingOf(sent, `${problem}, ${again}/${REPLAYS} times again`));
    else unconfirmed.push(`${problem}: ${what} (${again}/${REPLAYS} times again)`);
  }

  const probes = await prober.stop();
  for (const failure of probes.failures) findings.push({ ...run(`probe failed: ${failure}`), op: "GET /healthz" });
  const worstProbe = samples.reduce((worst, p) => (p.ms > worst.ms ? p : worst), { ms: 0, at: 0 });
  const worstRequest = log.reduce((worst, s) => (s.answer.ms > worst.answer.ms ? s : worst), log[0]);
  const byPlace: Record<string, number> = {};
  for (const place of coveredSlots.values()) byPlace[place] = (byPlace[place] ?? 0) + 1;
  return {
    findings,
    requests: log.length,
    operations: { covered: coveredOps.size, total: ops.length },
    slots: { covered: coveredSlots.size, total: allSlots.length, byPlace },
    worstRequest: { ms: Math.round(worstRequest?.answer.ms ?? 0), what: worstRequest ? `${worstRequest.op} ${worstRequest.param} [${worstRequest.mutation}] as ${worstRequest.as}` : "" },
    worstProbe: {
      ms: Math.round(worstProbe.ms),
      probes: probes.count,
      during: log.filter((s) => s.start <= worstProbe.at && worstProbe.at - worstProbe.ms <= s.end).map((s) => `${s.op} ${s.param} [${s.mutation}]`).join("; "),
    },
    unconfirmed,
    acceptedMaybeValid,
    skippedHeavy,
    statuses,
    validRefused,
  };
}

type Credentials = "bearer" | "cookie" | "none";

/** What is not in the error format `{error, message, requestId}` with requestId equal to X-Request-Id; undefined when it is. */
function errorFormatProblem(answer: HttpAnswer, head: boolean): string | undefined {
  if (answer.headers["content-type"]?.startsWith("application/json") !== true) return `error not JSON (content-type ${answer.headers["content-type"] ?? "none"})`;
  // An answer to HEAD has no body: the headers are all there is to check.
  if (head) return answer.headers["x-request-id"] ? undefined : "no X-Request-Id header";
  let body: any;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return "error body is not valid JSON";
  }
  if (typeof body?.error !== "string" || typeof body.message !== "string" || typeof body.requestId !== "string") return "error body lacks error/message/requestId";
  if (body.requestId !== answer.headers["x-request-id"]) return answer.headers["x-request-id"] ? "requestId is not the X-Request-Id header" : "no X-Request-Id header";
  return undefined;
}

interface Change {
  slot?: Slot;
  mutation?: Mutation;
  bodyMutation?: BodyMutation;
  extraHeaders?: [string, string][];
  extraQuery?: string;
  /** Whose credentials the request carries, when not the owner of the ids. */
  credentialsOf?: Actor;
}

const SLOT = "\u0001fuzz-slot\u0001";

/** A valid request to `op` on `owner`'s ids, with one change: a mutated slot, body or credentials. */
function buildRequest(op: Operation, opts: FuzzOptions, owner: Actor, credentials: Credentials, change: Change): HttpRequest {
  const { slot, mutation } = change;
  const mutated = (place: string, name: string) => slot?.in === place && slot.name === name && mutation;
  const actor = change.credentialsOf ?? owner;

  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(mutated("path", name) ? mutation!.text : opts.paramValue(op, name, owner)));
  const query: string[] = [];
  const headers: [string, string][] = [];
  for (const p of op.params) {
    const m = mutated(p.in, p.name);
    if (p.in === "query" && (m || p.required)) {
      const value = m ? m.text : String(opts.paramValue(op, p.name, owner));
      for (let i = 0; i < (m && m.repeat ? m.repeat : 1); i++) query.push(`${percentEncode(p.name)}=${percentEncode(value)}`);
    }
    if (p.in === "header" && (m || p.required)) headers.push([p.name, m ? m.text : String(opts.paramValue(op, p.name, owner))]);
  }
  if (change.extraQuery) query.push(change.extraQuery);
  if (credentials === "bearer") headers.push(["Authorization", `Bearer ${actor.apiKey}`]);
  if (credentials === "cookie") headers.push(["Cookie", actor.cookie], ["Origin", opts.origin]);
  headers.push(...(change.extraHeaders ?? []));

  let body: string | undefined;
  let contentType: string | undefined;
  if (slot?.in === "body" && mutation) {
    body = withSlot(bodyFor(opts, op, owner, slot.at) ?? {}, slot.at, mutation.text);
    contentType = "application/json";
  } else if (change.bodyMutation) {
    body = change.bodyMutation.body?.(JSON.stringify(bodyFor(opts, op, owner) ?? {}));
    contentType = change.bodyMutation.contentType;
  } else if (op.body) {
    body = JSON.stringify(bodyFor(opts, op, owner));
    contentType = "application/json";
  }
  if (contentType) headers.push(["Content-Type", contentType]);
  return { method: op.method, target: query.length ? `${path}?${query.join("&")}` : path, headers, body };
}

/** Percent-encodes every byte but unreserved ones; a lone surrogate goes out as its (invalid UTF-8) WTF-8 bytes, which encodeURIComponent refuses to write. */
function percentEncode(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const bytes = cp >= 0xd800 && cp <= 0xdfff ? Buffer.from([0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]) : Buffer.from(ch);
    out += /^[A-Za-z0-9\-._~]$/.test(ch) ? ch : [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** JSON text of `base` with the value at `at` replaced by raw JSON `text` (which JSON.stringify could not write, e.g. `1e309`). */
function withSlot(base: unknown, at: Path, text: string): string {
  if (at.length === 0) return text;
  const copy = structuredClone(base) as any;
  let node = copy;
  for (const [i, key] of at.slice(0, -1).entries()) {
    if (node[key] === null || typeof node[key] !== "object") node[key] = typeof at[i + 1] === "number" ? [] : {};
    node = node[key];
  }
  node[at[at.length - 1]] = SLOT;
  return JSON.stringify(copy).replace(JSON.stringify(SLOT), () => text);
}

/** The valid body a mutation at `at` goes into: the first that has the longest part of its path. */
function bodyFor(opts: FuzzOptions, op: Operation, actor: Actor, at: Path = []): unknown {
  const bodies = opts.validBodies(op, actor);
  const depth = (body: unknown) => at.findIndex((_, i) => valueAt(body, at.slice(0, i + 1)) === undefined);
  const reach = (body: unknown) => (depth(body) === -1 ? at.length : depth(body));
  return bodies.reduce((best, body) => (reach(body) > reach(best) ? body : best), bodies[0]);
}

function valueAt(base: unknown, at: Path): unknown {
  return at.reduce<any>((node, key) => (node !== null && typeof node === "object" ? node[key] : undefined), base);
}

/** Credentials that must not get in: none, malformed or unknown ones, the wrong kind, and a session without an allowed Origin. */
function credentialMutations(op: Operation, victim: Actor, origin: string): [string, [string, string][]][] {
  if (op.auth.length === 0) return [];
  const cases: [string, [string, string][]][] = [
    ["none", []],
    ["Bearer garbage", [["Authorization", "Bearer fuzz"]]],
    ["Bearer, bad checksum", [["Authorization", `Bearer svc_${"A".repeat(41)}`]]],
    ["Bearer, SQL injection", [["Authorization", "Bearer ' OR 1=1--"]]],
    ["Bearer, 100k chars", [["Authorization", `Bearer svc_${"A".repeat(100_000)}`]]],
    ["Basic", [["Authorization", "Basic ZnV6ejpmdXp6"]]],
    ["session garbage", [["Cookie", "session=fuzz"], ["Origin", origin]]],
    ["session, SQL injection", [["Cookie", "session=' OR 1=1--"], ["Origin", origin]]],
    ["session, NUL", [["Cookie", "session=a%00b"], ["Origin", origin]]],
  ];
  if (!op.auth.includes("cookie")) cases.push(["a session on a key-only route", [["Cookie", victim.cookie]]]);
  if (!op.auth.includes("bearer")) cases.push(["a key on a session-only route", [["Authorization", `Bearer ${victim.apiKey}`]]]);
  if (op.auth.includes("cookie") && !["GET", "HEAD"].includes(op.method)) {
    cases.push(
      ["session, no Origin", [["Cookie", victim.cookie]]],
      ["session, foreign Origin", [["Cookie", victim.cookie], ["Origin", "https://evil.example"]]],
      ["session, Origin null", [["Cookie", victim.cookie], ["Origin", "null"]]],
      ["session, Origin with a path", [["Cookie", victim.cookie], ["Origin", `${origin}/x`]]],
    );
  }
  return cases;
}

/** Requests the HTTP parser must refuse: smuggling-style framing, broken chunks, malformed header lines. */
function malformedHttp(path: string, apiKey: string): [string, string][] {
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: application/json\r\n`;
  return [
    ["Transfer-Encoding and Content-Length", `${head}Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n2\r\n{}\r\n0\r\n\r\n`],
    ["two Content-Lengths", `${head}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{} `],
    ["bad chunk size", `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    ["header line without a colon", `${head}X-Fuzz\r\nContent-Length: 2\r\n\r\n{}`],
    ["folded header line", `${head}X-Fuzz: a\r\n b\r\nContent-Length: 2\r\n\r\n{}`],
    ["NUL in the request line", `POST ${path}\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ["bare LF line ends", head.replaceAll("\r\n", "\n") + "Content-Length: 2\n\n{}"],
  ];
}

/** One HTTP/1.1 exchange over a fresh socket, bytes exactly as given (so CRLF and NUL in headers go out as written). */
export function exchange(port: number, request: HttpRequest, timeoutMs: number): Promise<HttpAnswer> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close", ...request.headers.map(([k, v]) => `${k}: ${v}`)];
  if (body) lines.push(`Content-Length: ${body.length}`);
  const bytes = request.raw !== undefined ? Buffer.from(request.raw) : Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), body ?? Buffer.alloc(0)]);
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let failure: string | undefined;
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(timeoutMs, () => {
      failure = `none within ${timeoutMs} ms`;
      socket.destroy();
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (err: NodeJS.ErrnoException) => (failure ??= err.code ?? err.message));
    socket.on("close", () => {
      const answer = parseAnswer(Buffer.concat(chunks));
      // A reset after a whole answer arrived (the server closing on a body it refused) is not a failure.
      resolve({ ...answer, ms: performance.now() - started, failure: answer.status === 0 || failure?.startsWith("none") ? (failure ?? "connection closed without an answer") : undefined });
    });
    socket.write(bytes, () => undefined);
  });
}

function parseAnswer(raw: Buffer): Omit<HttpAnswer, "ms"> {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return { status: 0, headers: {}, body: raw.toString() };
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const parts: Buffer[] = [];
    for (let at = 0; at < body.length; ) {
      const lineEnd = body.indexOf("\r\n", at);
      const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers["content-length"] !== undefined) {
    body = body.subarray(0, Number(headers["content-length"]));
  }
  return { status: Number(statusLine.split(" ")[1]) || 0, headers, body: body.toString() };
}

/**
 * Probes /healthz every ~50 ms from a worker thread: the gateway runs on this thread's event loop,
 * so a probe from here would wait out a stall before even starting and never see it.
 */
function startProber(url: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    let stop = false, count = 0, samples = [];
    const failures = [];
    parentPort.on("message", (what) => {
      if (what === "stop") stop = true;
      else parentPort.postMessage(samples.splice(0));
    });
    (async () => {
      while (!stop) {
        const start = performance.now();
        try {
          const res = await fetch(workerData.url, { signal: AbortSignal.timeout(30000) });
          await res.text();
          if (res.status !== 200) failures.push("status " + res.status);
        } catch (err) {
          failures.push(String(err));
        }
        const ms = performance.now() - start;
        samples.push({ ms, at: Date.now() });
        count++;
        await new Promise((r) => setTimeout(r, Math.max(0, 50 - ms)));
      }
      parentPort.postMessage({ count, failures: failures.slice(0, 10) });
    })();
    `,
    { eval: true, workerData: { url } },
  );
  const ask = async <T>(what: string): Promise<T> => {
    worker.postMessage(what);
    return (await once(worker, "message"))[0] as T;
  };
  return {
    /** The probes since the last call: how long each took and when it answered (epoch ms). */
    samples: () => ask<{ ms: number; at: number }[]>("samples"),
    async stop(): Promise<{ count: number; failures: string[] }> {
      const result = await ask<{ count: number; failures: string[] }>("stop");
      await worker.terminate();
      return result;
    },
  };
}
