import type { Client } from "@connectrpc/connect";
import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { IdentityService } from "@leadstream/contracts";
import type { KeyCache } from "../auth/key-cache.js";
import type { GatewayConfig } from "../config.js";

/** What every route plugin receives. */
export interface RouteDeps {
  config: GatewayConfig;
  identity: Client<typeof IdentityService>;
  keyCache: KeyCache;
}

export const isoTime = (ts: Timestamp): string => timestampDate(ts).toISOString();
export const isoTimeOrNull = (ts: Timestamp | undefined): string | null => (ts ? isoTime(ts) : null);

/** A message field proto3 marks optional but the peer always sets. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`identity answered without ${what}`);
  return value;
}
