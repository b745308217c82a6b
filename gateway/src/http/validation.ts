import type { FastifySchemaCompiler } from "fastify";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import { boundsViolation } from "./bounds.js";

type JsonSchema = { type?: string; items?: JsonSchema; properties?: Record<string, JsonSchema> };

/**
 * Validates with TypeBox. Bodies are checked as sent (no coercion: `"5"` is not a number).
 * Path, query and header values arrive as strings and are converted only when the text is an
 * exact rendering of the expected type, so `/api-keys/1.5` or `?limit=abc` is a 400, never 1.
 * Array sizes and NUL characters are checked first (see bounds.ts), and only the first error is
 * reported, so validating costs time linear in the input, whatever the input.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const convert = httpPart === "body" ? (value: unknown) => value : (value: unknown) => convertStrings(schema as JsonSchema, value);
  return (input: unknown) => {
    const value = convert(input);
    const outOfBounds = boundsViolation(schema, value);
    if (outOfBounds) return { error: [{ ...outOfBounds, schemaPath: "#/bounds", keyword: "bounds", params: {} }] };
    return check.Check(value) ? { value } : { error: check.Errors(value).slice(0, 1) };
  };
};

function convertStrings(schema: JsonSchema, value: unknown): unknown {
  if (schema.type === "object" && schema.properties && value !== null && typeof value === "object") {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (name in out) out[name] = convertStrings(prop, out[name]);
    }
    return out;
  }
  if (schema.type === "array" && schema.items) {
    return (Array.isArray(value) ? value : [value]).map((item) => convertStrings(schema.items!, item));
  }
  if (typeof value !== "string") return value;
  switch (schema.type) {
    case "integer":
      return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
    case "number":
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    case "boolean":
      return value === "true" ? true : value === "false" ? false : value;
    default:
      return value;
  }
}
