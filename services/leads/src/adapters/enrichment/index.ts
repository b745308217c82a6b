import { ConfigError } from "@leadstream/platform";
import type { EnrichmentProvider } from "../../app/ports.js";
import type { LeadsConfig } from "../../config.js";
import { prospeoProvider } from "./prospeo.js";
import { sandboxProvider } from "./sandbox.js";

/** Prospeo when ENRICHMENT_BASE_URL is set (ENRICHMENT_API_KEY is then required), else the sandbox provider. */
export function enrichmentProviderFrom(config: LeadsConfig): EnrichmentProvider {
  if (!config.ENRICHMENT_BASE_URL) return sandboxProvider({ slowMs: config.ENRICHMENT_SANDBOX_SLOW_MS });
  if (!config.ENRICHMENT_API_KEY) throw new ConfigError("Invalid configuration: ENRICHMENT_API_KEY is required when ENRICHMENT_BASE_URL is set");
  return prospeoProvider({ baseUrl: config.ENRICHMENT_BASE_URL, apiKey: config.ENRICHMENT_API_KEY, timeoutMs: config.ENRICHMENT_TIMEOUT_MS });
}
