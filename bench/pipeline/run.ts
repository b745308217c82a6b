// bench/pipeline: two runs over a sandbox account with 50 000 new followers each, end to end
// through the gateway (sync -> classify -> record leads), every service in its own process, after
// a small first run. Prints for each the wall time and followers/s, where the run's time went
// (from the processes' spans, exported to an in-memory OTLP collector; BENCH_SPANS=0 turns that
// off) and what CPU each process used. The wall time ends at the poll (every 500 ms) that sees the
// run over; the run's own time, from its request to its completion, is printed beside it.
// BENCH_CPU_PROF=<dir> writes each process's CPU profile (--cpu-prof) there when the bench ends.
// `pnpm bench classifier` measures the classifier alone.
import { IdentityService, Plan } from "@leadstream/contracts";
import { createRpcClient } from "@leadstream/platform";
import { localStack, openBenchEnv } from "../harness.js";
import { cpuMeter, printCpu } from "./cpu.js";
import { breakdown, exportTo, printBreakdown, spanCollector } from "./spans.js";

const NEW_FOLLOWERS = Number(process.env.BENCH_NEW_FOLLOWERS ?? 50_000);
const bench = await openBenchEnv();
const collector = process.env.BENCH_SPANS === "0" ? null : await spanCollector();
const profileDir = process.env.BENCH_CPU_PROF;
const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
try {
  const { port, url, peers: stackPeers } = localStack(7580);
  const instrumented = collector ? exportTo(collector.endpoint) : {};
  const peers = { ...stackPeers, ...instrumented };
  console.log("starting the X sandbox, five services and the gateway...");
  await bench.spawnServer(
    "tools/x-sandbox/src/main.ts",
    { ...instrumented, PORT: String(port.sandbox), X_SANDBOX_RATE_LIMIT_FOLLOWERS: "1000000", X_SANDBOX_RATE_LIMIT_USERS: "1000000", X_SANDBOX_RATE_LIMIT_TWEETS: "1000000", X_SANDBOX_RATE_LIMIT_LIKING_USERS: "1000000", X_SANDBOX_NEW_FOLLOWERS_PER_HOUR: String(NEW_FOLLOWERS), X_SANDBOX_MAX_GENERATED_FOLLOWERS: String(NEW_FOLLOWERS * 3) },
    `${url(port.sandbox)}/sandbox/health`,
    nodeArgs,
  );
  await bench.spawnServer("services/identity/src/main.ts", { ...peers, PORT: String(port.identity) }, `${url(port.identity)}/readyz`, nodeArgs);
  await Promise.all(
    (["billing", "classification", "streams", "leads"] as const).map((name) =>
      bench.spawnServer(`services/${name === "billing" ? "accounts-billing" : name}/src/main.ts`, { ...peers, PORT: String(port[name]) }, `${url(port[name])}/readyz`, nodeArgs),
    ),
  );
  await bench.spawnServer("gateway/src/main.ts", { ...peers, PORT: String(port.gateway), RATE_LIMIT_PER_MINUTE: "1000000" }, `${url(port.gateway)}/readyz`, nodeArgs);

  const identity = createRpcClient(IdentityService, { baseUrl: peers.IDENTITY_URL, internalToken: bench.env.INTERNAL_TOKEN!, caller: "bench" });
  const { apiKey } = await identity.createUser({ email: "pipeline-bench@example.com", plan: Plan.PAID });
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url(port.gateway)}/api/v2${path}`, { method, headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const runToEnd = async (streamId: number) => {
    const started = performance.now();
    const { queued } = await api("POST", `/streams/${streamId}/run`, {});
    const runId = queued[0].syncRunId;
    let shown = 0;
    for (;;) {
      const run = await api("GET", `/streams/${streamId}/runs/${runId}`);
      for (const entry of run.progressLog.slice(shown)) console.log(`  ${entry.at.slice(11, 19)} ${entry.message}`);
      shown = run.progressLog.length;
      if (["succeeded", "failed", "cancelled"].includes(run.status)) return { run, seconds: (performance.now() - started) / 1000 };
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  const stream = await api("POST", "/streams", { pairs: [{ accountHandle: "bench_target", accountTier: "pro", segment: { description: "Founders and engineers at SaaS companies", appliedSearchFilters: { job_role: ["Founder", "Software Engineer"] } } }] });
  console.log("first run (the 1 000 most recent followers):");
  const first = await runToEnd(stream.id);
  console.log(`  -> ${first.run.status}, ${first.run.newFollowersCount} new followers in ${first.seconds.toFixed(1)} s`);

  // Two big runs: the first after start pays for the JIT compiling every process's hot paths;
  // the second shows the steady state of long-lived processes.
  for (const label of ["second run, processes just started", "third run, processes warm"]) {
    await fetch(`${url(port.sandbox)}/sandbox/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ hours: 1 }) });
    console.log(`\n${label} (${NEW_FOLLOWERS} new followers arrived):`);
    const cpu = await cpuMeter(bench.env.DATABASE_URL!);
    collector?.spans.splice(0);
    const { run, seconds } = await runToEnd(stream.id);
    const cpuSeconds = await cpu();
    console.log(`\nrun ${run.status}: ${run.newFollowersCount} new followers, ${run.candidatesPassedCount} leads (${run.mediumFitCount} medium)`);
    console.log(`wall time ${seconds.toFixed(1)} s, ${(run.newFollowersCount / seconds).toFixed(0)} followers/s end to end (${label})`);
    const runSeconds = (Date.parse(run.completedAt) - Date.parse(run.triggeredAt)) / 1000;
    console.log(`  the run itself: ${runSeconds.toFixed(2)} s from its request to its completion, ${(run.newFollowersCount / runSeconds).toFixed(0)} followers/s`);
    printCpu(cpuSeconds, seconds);
    if (collector) {
      // The processes export every 200 ms.
      await new Promise((r) => setTimeout(r, 1500));
      printBreakdown(breakdown(collector.spans));
    }
  }
} finally {
  await bench.close();
  await collector?.close();
}
