import { bool, type ConfigSpec } from "@leadstream/platform";

export interface StreamsConfig {
  /** Lets webhook URLs use http and private addresses (dev and tests only; DECISIONS "Delivery"). */
  WEBHOOKS_ALLOW_PRIVATE: boolean;
}

export const streamsConfigSpec: ConfigSpec<StreamsConfig> = {
  WEBHOOKS_ALLOW_PRIVATE: bool({ default: false }),
};
