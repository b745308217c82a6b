/**
 * Cheap checks that run before schema validation, in one linear pass over the input: an array
 * longer than its schema's `maxItems`, or a string PostgreSQL cannot store (NUL). They come first
 * because a schema validator's costlier steps (`uniqueItems` is quadratic, error collection visits
 * every item) must only ever see bounded input.
 */

interface BoundedSchema {
  type?: string;
  maxItems?: number;
  items?: BoundedSchema;
  properties?: Record<string, BoundedSchema>;
  anyOf?: BoundedSchema[];
}

export interface BoundsViolation {
  /** JSON pointer of the value at fault, as schema validators report it (`/pairs/0/name`). */
  instancePath: string;
  message: string;
}

export function boundsViolation(schema: object, value: unknown): BoundsViolation | undefined {
  return violation(schema as BoundedSchema, value, "");
}

function violation(schema: BoundedSchema, value: unknown, path: string): BoundsViolation | undefined {
  if (typeof value === "string") {
    return value.includes("\u0000") ? { instancePath: path, message: "must not contain NUL (\\u0000) characters" } : undefined;
  }
  // Raw bytes (a body kept as a Buffer, like Stripe's) are no JSON value to walk.
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    const maxItems = arrayLimit(schema);
    if (maxItems !== undefined && value.length > maxItems) return { instancePath: path, message: `must have at most ${maxItems} items` };
    const items = schema.items ?? arrayBranches(schema)[0]?.items ?? {};
    for (let i = 0; i < value.length; i++) {
      const found = violation(items, value[i], `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return { instancePath: path, message: "must not have a field name containing NUL (\\u0000)" };
    const found = violation(propertySchema(schema, key), item, `${path}/${escapePointer(key)}`);
    if (found) return found;
  }
  return undefined;
}

const arrayBranches = (schema: BoundedSchema): BoundedSchema[] => (schema.type === "array" ? [schema] : (schema.anyOf ?? []).filter((s) => s.type === "array"));

/** The largest `maxItems` any array form of the schema allows (a union may offer several). */
function arrayLimit(schema: BoundedSchema): number | undefined {
  const limits = arrayBranches(schema).map((s) => s.maxItems);
  if (limits.length === 0 || limits.some((l) => l === undefined)) return undefined;
  return Math.max(...(limits as number[]));
}

function propertySchema(schema: BoundedSchema, key: string): BoundedSchema {
  for (const branch of [schema, ...(schema.anyOf ?? [])]) {
    const prop = branch.properties && Object.hasOwn(branch.properties, key) ? branch.properties[key] : undefined;
    if (prop) return prop;
  }
  return {};
}

const escapePointer = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");
