/**
 * Reading an OpenAPI 3.1 document as the gateway serves it: its operations with `$ref`s resolved,
 * the places a value goes in each (parameters and every body field), and a schema-valid example
 * value. Used by the fuzzer and the tenancy tests. No I/O.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema is untyped JSON */
export type Schema = { [keyword: string]: any };
export type Path = (string | number)[];

export interface Operation {
  /** "POST /api/v2/streams" */
  id: string;
  method: string;
  /** As documented: "/api/v2/streams/{id}" */
  path: string;
  /** The credentials it takes, as its `security` says; empty: none. */
  auth: ("bearer" | "cookie")[];
  params: { in: "path" | "query" | "header"; name: string; required: boolean; schema: Schema }[];
  /** The JSON body's schema, when it takes one. */
  body?: Schema;
}

/** One place a value goes. `at` is the field's path inside the body (body slots only). */
export interface Slot {
  in: "path" | "query" | "header" | "body";
  name: string;
  at: Path;
  schema: Schema;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, any>>;
  components?: Record<string, Record<string, Schema>>;
}

const METHODS = ["get", "put", "post", "patch", "delete", "options", "head"];

/** Every operation of the document, with `$ref`s resolved. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (schema === undefined || typeof schema !== "object" || depth > 20) return schema;
    if (typeof schema.$ref === "string") {
      const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(schema.$ref) ?? [];
      return resolve(doc.components?.[section]?.[name], depth + 1);
    }
    if (Array.isArray(schema)) return schema.map((s) => resolve(s, depth + 1));
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, typeof v === "object" && v !== null ? resolve(v, depth + 1) : v]));
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method];
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Schema) => resolve(p)!);
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        auth: (op.security ?? []).flatMap((s: Record<string, unknown>) => Object.keys(s)) as Operation["auth"],
        params: params.map((p) => ({ in: p.in, name: p.name, required: p.required === true || p.in === "path", schema: p.schema ?? {} })),
        body: resolve(op.requestBody)?.content?.["application/json"]?.schema,
      });
    }
  }
  return ops;
}

/** The slots of an operation: its parameters, then the body itself and every field in it. */
export function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = op.params.map((p) => ({ in: p.in, name: p.name, at: [], schema: p.schema }));
  if (op.body) {
    const walk = (schema: Schema, at: Path) => {
      slots.push({ in: "body", name: at.length ? at.join(".") : "(body)", at, schema });
      if (at.length > 8) return;
      for (const branch of branches(schema)) {
        for (const [name, prop] of Object.entries(branch.properties ?? {})) walk(prop as Schema, [...at, name]);
        if (branch.items && typeof branch.items === "object") walk(branch.items, [...at, 0]);
      }
    };
    walk(op.body, []);
  } else if (!["GET", "HEAD"].includes(op.method)) {
    slots.push({ in: "body", name: "(no body documented)", at: [], schema: {} });
  }
  return slots;
}


export const branches = (schema: Schema): Schema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((s) => typeof s === "object" && s !== null);
export const isType = (schema: Schema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type)) || (type === "object" && schema.properties !== undefined && schema.type === undefined);

/** A valid value for a schema, as far as the schema alone can tell (semantic rules may still refuse it). */
export function example(schema: Schema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((b: Schema) => b.type !== "null");
  if (branch) return example(branch);
  if (isType(schema, "object")) {
    return Object.fromEntries((schema.required ?? []).map((name: string) => [name, example(schema.properties?.[name] ?? {})]));
  }
  if (isType(schema, "array")) return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}));
  if (isType(schema, "integer") || isType(schema, "number")) return Math.max(schema.minimum ?? 1, 1);
  if (isType(schema, "boolean")) return false;
  if (isType(schema, "string")) {
    const formats: Record<string, string> = { email: "fuzz@example.com", uri: "https://example.com/fuzz", "date-time": "2026-01-31T00:00:00Z", uuid: "8e03978e-40d5-43e8-bc93-6894a57f9324" };
    return formats[schema.format] ?? "fuzz".padEnd(schema.minLength ?? 1, "z");
  }
  return null;
}
