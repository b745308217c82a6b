// CPU time each process of the stack spent over a stretch (Linux /proc): the bench's child
// processes, named by their entry file, and the PostgreSQL backends serving the bench's database.
import { readdirSync, readFileSync } from "node:fs";

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

function snapshot(database: string): Proc[] {
  const procs: Proc[] = [];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    const p = readProc(pid);
    if (!p) continue;
    if (p.ppid === process.pid) {
      const entry = /\/([^/]+)\/src\/main\.ts/.exec(p.cmdline)?.[1];
      if (entry) procs.push({ pid: Number(pid), name: entry, ticks: p.ticks });
    } else if (p.cmdline.startsWith("postgres:") && p.cmdline.includes(` ${database} `)) {
      procs.push({ pid: Number(pid), name: "postgres (bench database)", ticks: p.ticks });
    }
  }
  return procs;
}

/** Starts counting; the returned function gives each process's CPU seconds since, by name (PostgreSQL backends summed). */
export function cpuMeter(database: string): () => Map<string, number> {
  if (process.platform !== "linux") return () => new Map();
  const before = new Map(snapshot(database).map((p) => [p.pid, p.ticks]));
  return () => {
    const seconds = new Map<string, number>();
    for (const p of snapshot(database)) {
      const used = (p.ticks - (before.get(p.pid) ?? 0)) / TICKS_PER_SECOND;
      seconds.set(p.name, (seconds.get(p.name) ?? 0) + used);
    }
    return seconds;
  };
}

export function printCpu(seconds: Map<string, number>, wallSeconds: number): void {
  if (seconds.size === 0) return;
  const total = [...seconds.values()].reduce((a, b) => a + b, 0);
  console.log(`\nCPU time during the run (${wallSeconds.toFixed(1)} s wall; ${total.toFixed(1)} CPU-s in all, ${(total / wallSeconds).toFixed(2)} cores busy on average):`);
  for (const [name, s] of [...seconds].sort((a, b) => b[1] - a[1]).filter(([, s]) => s > 0)) console.log(`  ${name.padEnd(28)} ${s.toFixed(2).padStart(7)} s ${((100 * s) / wallSeconds).toFixed(0).padStart(4)} % of one core`);
}
