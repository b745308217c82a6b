import type { ParseArgsConfig } from "node:util";
import { billingCommands } from "./billing.js";
import { identityCommands } from "./identity.js";
import { webhooksCommands } from "./webhooks.js";

export interface Command {
  usage: string;
  options: NonNullable<ParseArgsConfig["options"]>;
  run(values: Record<string, string | boolean | undefined>): Promise<Record<string, unknown>>;
}

export const commands: Record<string, Command> = {
  ...identityCommands,
  ...billingCommands,
  ...webhooksCommands,
};
