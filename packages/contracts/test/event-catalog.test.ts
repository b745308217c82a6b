import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { EVENT_FILTERS, EVENTS, SIGNALS, STREAMS, type StreamSpec } from "../src/index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const catalogFile = "packages/contracts/src/catalog/events.ts";

const events = Object.values(EVENTS).flatMap((context) => Object.values(context));
const filters = Object.values(EVENT_FILTERS).flatMap((context) => Object.values(context));

/** NATS subject matching: `*` stands for one token, `>` for one or more at the end. */
function matches(pattern: string, subject: string): boolean {
  const p = pattern.split(".");
  const s = subject.split(".");
  for (const [i, token] of p.entries()) {
    if (token === ">") return s.length > i;
    if (i >= s.length || (token !== "*" && token !== s[i])) return false;
  }
  return p.length === s.length;
}
const inStream = (stream: StreamSpec, subject: string) => stream.subjects.some((pattern) => matches(pattern, subject));

describe("the event catalog", () => {
  it("gives every event its own subject, kept by its stream", () => {
    expect(new Set(events.map((e) => e.subject)).size).toBe(events.length);
    for (const e of events) expect(inStream(e.stream, e.subject), e.subject).toBe(true);
  });

  it("keeps signals out of every stream, each on its own subject", () => {
    const signals = Object.values(SIGNALS).flatMap((kind) => Object.values(kind));
    expect(new Set(signals.map((s) => s.subject)).size).toBe(signals.length);
    for (const s of signals) for (const stream of Object.values(STREAMS)) expect(inStream(stream, s.subject), s.subject).toBe(false);
    for (const s of signals) expect(events.some((e) => e.subject === s.subject), s.subject).toBe(false);
  });

  it("gives every consumer filter a subject of its stream that covers at least one event", () => {
    for (const f of filters) {
      expect(inStream(f.stream, f.subject), f.subject).toBe(true);
      expect(events.some((e) => e.stream === f.stream && matches(f.subject, e.subject)), f.subject).toBe(true);
    }
  });
});

// A literal (or a template's fixed part) that is a subject, or the start of one, of a context
// that owns a stream: `identity.user.signed_up`, `accounts_billing.account.*`, `streams.stream.${kind}`.
const contexts = [...new Set(Object.values(STREAMS).flatMap((s) => s.subjects.map((subject) => subject.split(".")[0])))];
const subjectLike = new RegExp(`^(?:${contexts.join("|")})\\.(?:(?:[\\w-]+|\\*|>)(?:\\.|$))*$`);

function subjectLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) && subjectLike.test(node.text)) {
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

// Tests are not scanned: they check the wire from outside (publish what a peer would, assert the
// subject an event left on), and a subject written there fails loudly when the catalog changes it,
// which is the point. A copy in production code drifts silently.
const skipped = new Set(["node_modules", "gen", "test", "tests", "dist", ".data"]);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(root, path)] : [];
  });
}

describe("event subjects are written only in the catalog", () => {
  it("finds subject-like literals (not comments, not other systems' names)", () => {
    const source = [
      "// identity.user.signed_up in a comment",
      'const a = "identity.user.signed_up";',
      "const b = `streams.stream.${kind}`;",
      "const c = 'accounts_billing.account.*';",
      'const d = "work.streams.>";',
      'const e = "customer.subscription.updated";',
      "const f = `SELECT 1 FROM accounts_billing.outbox WHERE subject = 'leads.feedback.recorded'`;",
      'import { x } from "./streams.js";',
    ].join("\n");
    expect(subjectLiterals("sample.ts", source)).toEqual([
      'sample.ts:2: "identity.user.signed_up"',
      "sample.ts:3: `streams.stream.${",
      "sample.ts:4: 'accounts_billing.account.*'",
      'sample.ts:5: "work.streams.>"',
    ]);
  });

  it("finds none in gateway, services, packages, tools or bench outside the catalog", () => {
    const files = ["gateway", "services", "packages", "tools", "bench"].flatMap((dir) => sourceFiles(join(root, dir))).filter((f) => f !== catalogFile);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => subjectLiterals(f, readFileSync(join(root, f), "utf8")))).toEqual([]);
  });
});
