import { execFile } from "node:child_process";
import { promisify } from "node:util";

const root = new URL("../../", import.meta.url).pathname;

/** Runs `pnpm cli <args> --json` as a user would (a real child process) and parses its output. */
export async function cli<T>(env: Record<string, string | undefined>, ...args: string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "tools/cli/src/main.ts", ...args, "--json"], { cwd: root, env: { ...process.env, ...env } });
  return JSON.parse(stdout) as T;
}
