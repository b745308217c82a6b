// CPU time each process of the stack spent over a stretch (Linux /proc): the bench's child
// processes, named by their entry file, and the PostgreSQL backends serving the bench's database,
// by the service each serves (its application_name).
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc {
  pid: number;
  name: string;
  ticks: number;
}

function readProc(pid: string): { ppid: number; ticks: number; cmdline: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields after it start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline };
  } catch {
    return null; // gone, or not ours to read
  }
}

/** The service each backend of `database` serves, by its pid. */
async function backendServices(databaseUrl: string): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "bench cpu meter" });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; application_name: string }>("SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database()");
    return new Map(rows.map((r) => [r.pid, r.application_name || "?"]));
  } finally {
    await client.end();
  }
}

function snapshot(database: string, services: Map<number, string>): Proc[] {
  const procs: Proc[] = [];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    const p = readProc(pid);
    if (!p) continue;
    if (p.ppid === process.pid) {
      const entry = /\/([^/]+)\/src\/main\.ts/.exec(p.cmdline)?.[1];
      if (entry) procs.push({ pid: Number(pid), name: entry, ticks: p.ticks });
    } else if (p.cmdline.startsWith("postgres:") && p.cmdline.includes(` ${database} `)) {
      procs.push({ pid: Number(pid), name: `postgres (${services.get(Number(pid)) ?? "?"})`, ticks: p.ticks });
    }
  }
  return procs;
}

/** Ticks the whole machine spent busy (every CPU), from /proc/stat. */
function machineBusyTicks(): number {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields; // idle and iowait left out
  return user + nice + system + irq + softirq + steal;
}

/** The machine's other work during the run (the bench itself, NATS, whatever else runs): its CPU seconds. */
export const OTHER_WORK = "other work on the machine";

/**
 * Starts counting; the returned function gives each process's CPU seconds since, by name
 * (PostgreSQL backends summed by service), and under OTHER_WORK what the rest of the machine
 * used meanwhile (others' load makes wall time longer).
 */
export async function cpuMeter(databaseUrl: string): Promise<() => Promise<Map<string, number>>> {
  if (process.platform !== "linux") return async () => new Map();
  const database = new URL(databaseUrl).pathname.slice(1);
  const before = new Map(snapshot(database, new Map()).map((p) => [p.pid, p.ticks]));
  const machineBefore = machineBusyTicks();
  return async () => {
    const machine = (machineBusyTicks() - machineBefore) / TICKS_PER_SECOND;
    const services = await backendServices(databaseUrl);
    const seconds = new Map<string, number>();
    for (const p of snapshot(database, services)) {
      const used = (p.ticks - (before.get(p.pid) ?? 0)) / TICKS_PER_SECOND;
      seconds.set(p.name, (seconds.get(p.name) ?? 0) + used);
    }
    const ours = [...seconds.values()].reduce((a, b) => a + b, 0);
    seconds.set(OTHER_WORK, Math.max(0, machine - ours));
    return seconds;
  };
}

export function printCpu(measured: Map<string, number>, wallSeconds: number): void {
  if (measured.size === 0) return;
  const other = measured.get(OTHER_WORK) ?? 0;
  const seconds = [...measured].filter(([name]) => name !== OTHER_WORK);
  const total = seconds.reduce((sum, [, s]) => sum + s, 0);
  console.log(`\nCPU time during the run (${wallSeconds.toFixed(1)} s wall; ${total.toFixed(1)} CPU-s in all, ${(total / wallSeconds).toFixed(2)} cores busy on average):`);
  const postgres = seconds.filter(([name]) => name.startsWith("postgres (")).reduce((sum, [, s]) => sum + s, 0);
  const line = (name: string, s: number) => console.log(`  ${name.padEnd(36)} ${s.toFixed(2).padStart(7)} s ${((100 * s) / wallSeconds).toFixed(0).padStart(4)} % of one core`);
  for (const [name, s] of seconds.sort((a, b) => b[1] - a[1]).filter(([, s]) => s > 0)) line(name, s);
  line("postgres, all backends", postgres);
  console.log(`  and meanwhile, outside the stack (the bench itself, NATS, anything else running):`);
  line(OTHER_WORK, other);
}
