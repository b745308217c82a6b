import { branches, example, isType, slotsOf, type Operation, type Random, type Schema, type Slot } from "@leadstream/testing";

/**
 * What the fuzzer sends to each place a value goes in an operation of the served OpenAPI document
 * (see @leadstream/testing's operationsOf and slotsOf): the hostile values to put there, each
 * marked with whether the API must refuse it. No I/O.
 */

export interface Mutation {
  kind: string;
  /** Body slots: JSON text (so `1e309` and `-0` go out as written). Other slots: the raw characters. */
  text: string;
  /** The API must refuse a request carrying it (otherwise it may be valid by accident, e.g. SQL text in a name). */
  invalid: boolean;
  /** Large enough to stall a server that does more than linear work on it. */
  heavy?: boolean;
  /** Query slots: send the parameter this many times. */
  repeat?: number;
}

/** A mutation of the request as a whole: its content type or body bytes. */
export interface BodyMutation {
  kind: string;
  contentType?: string;
  /** The body, from the JSON text of a valid one; undefined: none at all. */
  body?: (validJson: string) => string;
  invalid: boolean;
  /** The request is well-formed: a refusal must not be for its form (400 invalid_request, 415). */
  wellFormed?: boolean;
}

/** Array schemas in parameters and bodies without `maxItems` (every array must be bounded). */
export function unboundedArrays(op: Operation): string[] {
  return slotsOf(op)
    .filter((slot) => branches(slot.schema).some((b) => isType(b, "array") && b.maxItems === undefined))
    .map((slot) => `${slot.in}:${slot.name}`);
}

/** The JSON types a schema can take; empty when it says nothing (any value). */
function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>();
  for (const b of branches(schema)) {
    for (const t of ["string", "integer", "number", "boolean", "null", "object", "array"]) if (isType(b, t)) types.add(t);
    for (const v of b.enum ?? (b.const !== undefined ? [b.const] : [])) types.add(v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
  }
  return types;
}

/**
 * Whether a value may be valid for the schema. False only when it certainly is not (a wrong type,
 * out of range, too long or short, not matching the pattern, not in the enum, a NUL in a string,
 * which the API refuses everywhere); formats are checked only coarsely.
 */
export function mayAccept(schema: Schema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((b: Schema) => mayAccept({ ...schema, anyOf: undefined, ...b }, value));
  if (schema.oneOf) return schema.oneOf.some((b: Schema) => mayAccept({ ...schema, oneOf: undefined, ...b }, value));
  if (schema.enum && !schema.enum.some((v: unknown) => Object.is(v, value) || v === value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  const types = typesOf({ type: schema.type });
  if (types.size === 0 && schema.properties === undefined) return true;
  if (typeof value === "string") {
    if (!types.has("string")) return false;
    const length = [...value].length;
    if (value.includes("\u0000") || length > (schema.maxLength ?? Infinity) || length < (schema.minLength ?? 0)) return false;
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) return false;
    const formats: Record<string, RegExp> = { email: /^[^@\s]+@[^@\s]+$/, uri: /^[a-z][a-z0-9+.-]*:\S+$/i, "date-time": /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i, uuid: /^[0-9a-f-]{36}$/i };
    return !formats[schema.format] || formats[schema.format].test(value);
  }
  if (typeof value === "number") {
    if (!(types.has("number") || (types.has("integer") && Number.isInteger(value))) || !Number.isFinite(value)) return false;
    return value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
  }
  if (typeof value === "boolean") return types.has("boolean");
  if (value === null) return types.has("null");
  if (Array.isArray(value)) {
    if (!types.has("array") || value.length > (schema.maxItems ?? Infinity) || value.length < (schema.minItems ?? 0)) return false;
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size < value.length) return false;
    return value.every((item) => mayAccept(schema.items ?? {}, item));
  }
  if (typeof value === "object") {
    if (!types.has("object")) return false;
    const record = value as Record<string, unknown>;
    if ((schema.required ?? []).some((name: string) => !Object.hasOwn(record, name))) return false;
    return Object.entries(record).every(([name, v]) => {
      const prop = schema.properties?.[name];
      if (prop) return mayAccept(prop, v);
      return schema.additionalProperties !== false;
    });
  }
  return true;
}

/** How a path, query or header parameter's text reads once parsed: numbers and booleans only when written exactly so. */
function fromText(schema: Schema, text: string): unknown {
  const types = typesOf(schema);
  if ((types.has("integer") || types.has("number")) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
}

const DEPTH = 10_000;
const HUGE = 100_000;
const LONG = "a".repeat(100_000);

const TYPE_SWAPS: [string, string][] = [
  ["string", '"fuzz"'],
  ["number", "42"],
  ["boolean", "true"],
  ["null", "null"],
  ["object", '{"fuzz":1}'],
  ["array", '["fuzz"]'],
];
const NUMBERS: [string, string][] = [
  ["0", "0"],
  ["-1", "-1"],
  ["2^31", "2147483648"],
  ["2^63", "9223372036854775808"],
  ["1e309", "1e309"],
  ["-0", "-0"],
  ["1.5", "1.5"],
];
const STRINGS: [string, string][] = [
  ["100k chars", LONG],
  ["NUL", "nul\u0000byte"],
  ["RTL override", "\u202Egnp.exe\u202C"],
  ["emoji", "😀🔥👍🏽"],
  ["lone surrogate", "\ud800"],
  ["SQL injection", "' OR 1=1--"],
  ["CRLF", "x\r\nX-Fuzz-Injected: 1"],
  ["empty", ""],
];


/** `count` distinct items, chosen by `random`. */
export function pick<T>(random: Random, items: T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

/**
 * The hostile values for one slot: a few values of the wrong JSON type, every boundary number where
 * a number goes and every hostile string where a string goes (one of each elsewhere), deep nesting,
 * 100 000-item arrays where an array goes (and as the whole body), and prototype keys in objects.
 * `current` is the slot's value in the valid request the mutation goes into.
 */
export function mutationsFor(slot: Slot, current: unknown, random: Random): Mutation[] {
  const types = typesOf(slot.schema);
  const takes = (...t: string[]) => t.some((x) => types.has(x));
  const wrongTypes = TYPE_SWAPS.filter(([type]) => types.size > 0 && !(takes(type) || (type === "number" && takes("integer"))));
  // Parameters are cheap to vary (no body): every hostile string goes into each.
  const numbers = takes("integer", "number") ? NUMBERS : pick(random, NUMBERS, 1);
  const strings = takes("string") || slot.in !== "body" ? STRINGS : pick(random, STRINGS, 2);
  const chosen: [string, string][] = [...pick(random, wrongTypes, 2).map(([t, text]): [string, string] => [`wrong type: ${t}`, text]), ...numbers, ...strings.map(([k, s]): [string, string] => [k, JSON.stringify(s)])];

  if (slot.in !== "body") {
    // On the wire these are text: send the characters themselves (a JSON literal like `null` as its text).
    const texts = chosen.map(([kind, json]): [string, string] => [kind, kind.startsWith("wrong type") || !json.startsWith('"') ? json : (JSON.parse(json) as string)]);
    const out: Mutation[] = texts.map(([kind, text]) => {
      // CRLF in a header value ends the header there and starts another: the request itself is well-formed.
      const invalid = slot.in === "header" && kind === "CRLF" ? false : !mayAccept(slot.schema, fromText(slot.schema, text));
      return { kind, text, invalid, heavy: text.length > 10_000 };
    });
    if (slot.in === "query") {
      const value = String(example(slot.schema));
      out.push({ kind: "repeated", text: value, repeat: 2, invalid: !mayAccept(slot.schema, [fromText(slot.schema, value), fromText(slot.schema, value)]) });
    }
    return out;
  }

  const out: Mutation[] = chosen.map(([kind, text]) => ({ kind, text, invalid: !mayAccept(slot.schema, JSON.parse(text)), heavy: text.length > 10_000 }));
  const [deepKind, deepText] = pick(random, [
    ["nested 10 000 deep (arrays)", "[".repeat(DEPTH) + "]".repeat(DEPTH)],
    ["nested 10 000 deep (objects)", '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH)],
  ], 1)[0];
  // Deeper than any body the API takes: refused whatever the slot.
  out.push({ kind: deepKind, text: deepText, invalid: true, heavy: true });

  const huge = (item: unknown) => `[${new Array(HUGE).fill(JSON.stringify(item)).join(",")}]`;
  const hugeOf = (kind: string, item: unknown): Mutation => ({ kind, text: huge(item), invalid: !mayAccept(slot.schema, new Array(HUGE).fill(item)), heavy: true });
  if (takes("array")) {
    const items = branches(slot.schema).find((b) => isType(b, "array"))?.items ?? {};
    out.push(hugeOf("100 000 × 1", 1), hugeOf("100 000 identical valid items", example(items)));
  } else if (slot.at.length === 0) {
    out.push(hugeOf("100 000 × 1", 1));
  }

  if (takes("object")) {
    const base = current !== null && typeof current === "object" && !Array.isArray(current) ? JSON.stringify(current) : "{}";
    const withKey = (key: string, value: string) => (base === "{}" ? `{"${key}":${value}}` : `${base.slice(0, -1)},"${key}":${value}}`);
    const objectSchema = branches(slot.schema).find((b) => isType(b, "object")) ?? {};
    out.push(
      // The JSON parser refuses these two outright (prototype poisoning).
      { kind: "__proto__ key", text: withKey("__proto__", '{"isAdmin":true}'), invalid: true },
      { kind: "constructor.prototype key", text: withKey("constructor", '{"prototype":{"isAdmin":true}}'), invalid: true },
      { kind: "prototype key", text: withKey("prototype", "1"), invalid: objectSchema.additionalProperties === false },
    );
  }
  return out;
}

/** Mutations of the request as a whole: other content types, an empty body (with and without a JSON content type), truncated JSON, and JSON with no content type. */
export function bodyMutationsFor(op: Operation): BodyMutation[] {
  // A route that takes no body, or an object whose fields are all optional, may be sent without one
  // (a PATCH may still refuse it: it must change something). A body of no documented shape may or may not.
  const required = op.body?.required?.length > 0 || op.body?.minProperties > 0;
  const wellFormed = (!op.body || (isType(op.body, "object") && !required)) && op.method !== "PATCH";
  const boundary = "----fuzzboundary";
  const same = (json: string) => json;
  return [
    { kind: "text/plain", contentType: "text/plain", body: same, invalid: true },
    { kind: "form-urlencoded", contentType: "application/x-www-form-urlencoded", body: () => "fuzz=1&__proto__[isAdmin]=true", invalid: true },
    { kind: "multipart", contentType: `multipart/form-data; boundary=${boundary}`, body: (json) => `--${boundary}\r\nContent-Disposition: form-data; name="fuzz"\r\n\r\n${json}\r\n--${boundary}--\r\n`, invalid: true },
    { kind: "unknown content type", contentType: "application/fuzz", body: same, invalid: true },
    { kind: "JSON, no content type", body: same, invalid: true },
    { kind: "empty, JSON content type", contentType: "application/json", body: () => "", invalid: required, wellFormed },
    { kind: "empty, no content type", body: () => "", invalid: required, wellFormed },
    { kind: "no body, JSON content type", contentType: "application/json", invalid: required, wellFormed },
    { kind: "truncated JSON", contentType: "application/json", body: (json) => json.slice(0, Math.max(1, Math.floor(json.length / 2))), invalid: true },
    { kind: "JSON, charset=utf-16", contentType: "application/json; charset=utf-16", body: same, invalid: false },
  ];
}
