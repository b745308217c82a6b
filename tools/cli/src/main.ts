// `pnpm cli <command> [--flags]`: operator commands against a running stack (and for tests).
import { parseArgs } from "node:util";
import { AppError } from "@leadstream/platform";
import { commands } from "./commands/index.js";

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`usage: pnpm cli <command> [options]\n\ncommands:\n${Object.entries(commands).map(([n, c]) => `  ${n.padEnd(18)} ${c.usage}`).join("\n")}`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: rest, options: { ...command.options, json: { type: "boolean" } }, strict: true }).values;
  } catch (err) {
    console.error(`${name}: ${(err as Error).message}\nusage: pnpm cli ${name} ${command.usage}`);
    return 2;
  }
  try {
    const result = await command.run(values);
    console.log(values.json ? JSON.stringify(result) : Object.entries(result).map(([k, v]) => `${k}: ${v}`).join("\n"));
    return 0;
  } catch (err) {
    if (err instanceof AppError) console.error(`${name}: ${err.code}: ${err.message}`);
    else console.error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
