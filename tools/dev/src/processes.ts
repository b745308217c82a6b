import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

const COLORS = [36, 35, 33, 32, 34, 91, 92, 93, 94, 95];
const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** One pino JSON line as `HH:MM:SS LEVEL message {rest}`; anything else as it came. */
export function formatLogLine(line: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof rec !== "object" || rec === null || !("msg" in rec)) return line;
  const { level, time, msg, service: _service, pid: _pid, hostname: _hostname, ...rest } = rec;
  const clock = typeof time === "string" ? time.slice(11, 19) : "";
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : "";
  return `${clock} ${LEVELS[level as number] ?? String(level)} ${String(msg)}${extra}`;
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts `node --import tsx <entry>` with its output prefixed by `name`. */
export function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv, index: number, width: number): ManagedProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `\x1b[${COLORS[index % COLORS.length]}m${name.padEnd(width)} |\x1b[0m `;
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${prefix}${formatLogLine(line)}\n`));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, exited };
}
