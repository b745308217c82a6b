// The top items of a V8 .cpuprofile (node --cpu-prof): self time by function and by package or
// source folder, as shares of the time the process was not idle.
//
//   pnpm bench reads:profile <file.cpuprofile> [top] [name]
//   PROFILE_WINDOW=60-120 pnpm bench reads:profile <file.cpuprofile>
//
// With a name, also the stacks (callers, innermost first) that spend the most time under the
// functions whose name contains it. PROFILE_WINDOW keeps only the samples between two times
// (seconds since the profile started; the busy-time timeline printed first shows where the loads were).
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, match] = process.argv.slice(2);
if (!file) throw new Error("usage: profile.ts <file.cpuprofile> [top] [function to show callers of]");
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const [from, to] = (process.env.PROFILE_WINDOW ?? "0-Infinity").split("-").map(Number);
const selfUs = new Map<number, number>();
/** Busy µs in each 5 s slice of the profile. */
const timeline: number[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  const slice = Math.floor(at / 5e6);
  if (byId.get(id)!.callFrame.functionName !== "(idle)") timeline[slice] = (timeline[slice] ?? 0) + us;
  if (at >= from * 1e6 && at < to * 1e6) selfUs.set(id, (selfUs.get(id) ?? 0) + us);
});
console.log(`busy share of each 5 s since the profile started: ${Array.from(timeline, (us, s) => `${s * 5}s ${(((us ?? 0) / 5e6) * 100).toFixed(0)}%`).join("  ")}`);

/** A package (node_modules/<name>), a source folder of ours, node's internals, or V8's pseudo-frames. */
function area(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  const ours = /\/work\/main\/(.+?)\/[^/]+$/.exec(url.replace(/^file:\/\//, ""));
  return ours ? ours[1] : url;
}

const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const functions = new Map<string, number>();
const areas = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === "(idle)") idle += us;
  const where = url ? `${url.replace(/^file:\/\//, "").replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "").replace("/work/main/", "")}:${lineNumber + 1}` : "";
  const key = `${functionName || "(anonymous)"} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + us);
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
}

const busy = total - idle;
const print = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...m].filter(([k]) => k !== "(idle)" && !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((100 * us) / busy).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %)`);
print("self time by package / folder (share of busy time)", areas, 20);
print("self time by function", functions, top);

/** Total (inclusive) time of every function: a sample counts once for each distinct function on its stack. */
const inclusive = new Map<string, number>();
const label = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url ? `${url.replace(/^file:\/\//, "").replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "").replace("/work/main/", "")}:${lineNumber + 1}` : "";
  return `${functionName || "(anonymous)"} ${where}`.trim();
};
const stacks = new Map<string, number>();
for (const [id, us] of selfUs) {
  if (byId.get(id)!.callFrame.functionName === "(idle)") continue;
  const seen = new Set<string>();
  const chain: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(at);
    chain.push(name);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
  if (match) {
    const i = chain.findIndex((n) => n.includes(match));
    if (i >= 0) {
      const key = chain.slice(i, i + 8).join("  <  ");
      stacks.set(key, (stacks.get(key) ?? 0) + us);
    }
  }
}
print("total time by function (itself and what it calls)", inclusive, top);
if (match) print(`stacks under "${match}" (callers to the right)`, stacks, 15);
