import type { KeyCache, SessionCache } from "../auth/credential-cache.js";
import type { ServiceClients } from "../clients.js";
import type { GatewayConfig } from "../config.js";
import type { ReadCache } from "../read-cache/read-cache.js";

/** What every route plugin receives. */
export interface RouteDeps extends ServiceClients {
  config: GatewayConfig;
  keyCache: KeyCache;
  sessionCache: SessionCache;
  readCache: ReadCache;
}
