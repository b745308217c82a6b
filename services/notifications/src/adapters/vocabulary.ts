import type { DescMessage } from "@bufbuild/protobuf";

/**
 * A closed-vocabulary field's word ("succeeded", "new_follower"), whether the message carries it
 * as a string or as a proto enum (RUN_STATUS_SUCCEEDED: the value's name without the enum's
 * prefix, lower-cased). "" for an unknown or unspecified enum value.
 */
export function wordOf(schema: DescMessage, message: object, field: string): string {
  const value = (message as Record<string, unknown>)[field];
  if (typeof value === "string") return value;
  const desc = schema.field[field];
  const named = desc?.fieldKind === "enum" ? desc.enum.values.find((v) => v.number === value) : undefined;
  return named && named.number !== 0 ? named.localName.toLowerCase() : "";
}
