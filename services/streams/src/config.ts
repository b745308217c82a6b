import { bool, int, type ConfigSpec } from "@leadstream/platform";

export interface StreamsConfig {
  /** Lets webhook URLs use http and private addresses (dev and tests only; DECISIONS "Delivery"). */
  WEBHOOKS_ALLOW_PRIVATE: boolean;
  /** Fires scheduled runs; tests that trigger the scheduler themselves turn it off. */
  RUN_SCHEDULER_ENABLED: boolean;
  /** Runs executed at once by this process; 0: none (a replica that only answers requests). */
  RUN_WORKER_CONCURRENCY: number;
  /** How long a run's message waits for a heartbeat before another worker takes it over (a dead worker's run). */
  RUN_ACK_WAIT_SECONDS: number;
}

export const streamsConfigSpec: ConfigSpec<StreamsConfig> = {
  WEBHOOKS_ALLOW_PRIVATE: bool({ default: false }),
  RUN_SCHEDULER_ENABLED: bool({ default: true }),
  RUN_WORKER_CONCURRENCY: int({ default: 2, min: 0, max: 16 }),
  RUN_ACK_WAIT_SECONDS: int({ default: 60, min: 2, max: 600 }),
};
