import { int, optionalStr, url, type ConfigSpec } from "@leadstream/platform";

export interface LeadsConfig {
  /** Prospeo's API (https://api.prospeo.io); empty: the sandbox provider invents findings. */
  ENRICHMENT_BASE_URL: string;
  /** Prospeo's X-KEY; required when ENRICHMENT_BASE_URL is set. */
  ENRICHMENT_API_KEY: string | undefined;
  ENRICHMENT_TIMEOUT_MS: number;
  /** Provider calls a run's auto-enrichment makes at once. */
  ENRICHMENT_CONCURRENCY: number;
  /** How long the sandbox provider takes for its slow profiles. */
  ENRICHMENT_SANDBOX_SLOW_MS: number;
}

export const leadsConfigSpec: ConfigSpec<LeadsConfig> = {
  ENRICHMENT_BASE_URL: url({ protocols: ["http", "https"], optional: true }),
  ENRICHMENT_API_KEY: optionalStr(),
  ENRICHMENT_TIMEOUT_MS: int({ default: 10_000, min: 1, max: 120_000 }),
  ENRICHMENT_CONCURRENCY: int({ default: 8, min: 1, max: 64 }),
  ENRICHMENT_SANDBOX_SLOW_MS: int({ default: 1500, min: 0, max: 60_000 }),
};
