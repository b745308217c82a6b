import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { Vocabulary } from "@leadstream/contracts/vocabulary";

/** Small conversions between proto3 conventions and the public JSON. */

export const isoTime = (ts: Timestamp): string => timestampDate(ts).toISOString();
export const isoTimeOrNull = (ts: Timestamp | undefined): string | null => (ts ? isoTime(ts) : null);

/** proto3 has no null string: the services send "" for "none". */
export const nullIfEmpty = (value: string): string | null => (value === "" ? null : value);

/** An optional setting's enum value: absent stays absent (unchanged), null is the zero value (none). */
export const optionalEnum = <V extends number, N extends string>(vocabulary: Vocabulary<V, N>, name: N | null | undefined): V | undefined =>
  name === undefined ? undefined : vocabulary.value(name);

/** A message field proto3 marks optional but the peer always sets. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`a service answered without ${what}`);
  return value;
}
