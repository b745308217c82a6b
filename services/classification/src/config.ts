import { int, optionalStr, str, url, type ConfigSpec } from "@leadstream/platform";

export interface ClassificationConfig {
  /** An OpenAI-compatible API, up to `/chat/completions`; empty: the LLM is off, and the offline classifier and description parser decide alone. */
  LLM_BASE_URL: string;
  LLM_API_KEY: string | undefined;
  LLM_MODEL: string;
  LLM_TIMEOUT_MS: number;
  LLM_MAX_CONCURRENCY: number;
  /** How long the classifier runs on made-up profiles at start-up, before the service reports ready; 0 skips it. */
  CLASSIFIER_WARM_UP_MS: number;
}

export const classificationConfigSpec: ConfigSpec<ClassificationConfig> = {
  LLM_BASE_URL: url({ protocols: ["http", "https"], optional: true }),
  LLM_API_KEY: optionalStr(),
  LLM_MODEL: str({ default: "gpt-4o-mini" }),
  LLM_TIMEOUT_MS: int({ default: 10_000, min: 1, max: 120_000 }),
  LLM_MAX_CONCURRENCY: int({ default: 4, min: 1, max: 64 }),
  CLASSIFIER_WARM_UP_MS: int({ default: 1_000, min: 0, max: 60_000 }),
};
