import { describe, expect, it } from "vitest";
import { MixState } from "../mix.js";
import type { LoadUser } from "../setup.js";
import { LoadStats, percentile, summarize } from "../stats.js";

describe("the load's figures", () => {
  it("takes percentiles by nearest rank", () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it("sums routes: non-2xx by status with 429 apart, errors without an answer, and a window that restarts", () => {
    const stats = new LoadStats();
    for (let i = 0; i < 97; i++) stats.record("GET /me", { status: 200 }, 10);
    stats.record("GET /me", { status: 429 }, 1);
    stats.record("GET /runs", { status: 503 }, 50);
    stats.record("GET /runs", { error: "ECONNRESET" }, 100);
    const window = stats.takeWindow();
    stats.record("GET /me", { status: 200 }, 20);

    const all = summarize([...stats.total.values()], 10);
    expect(all).toMatchObject({ requests: 101, perSecond: 10.1, p50: 10, p99: 50, non2xx: 2, refused: 1, errors: 1, failures: "429 x1, 503 x1, ECONNRESET x1" });
    expect(summarize([...window.values()], 1).requests).toBe(100);
    expect(summarize([...stats.takeWindow().values()], 1)).toMatchObject({ requests: 1, p99: 20, failures: "" });
  });

  it("keeps a user busy until every run it started is seen ended", () => {
    const user: LoadUser = { index: 0, id: 5, apiKey: "k", cookie: "session=s", streamId: 9 };
    const state = new MixState(0);
    state.busyUsers.add(user.id);
    state.activeRuns.set(1, { user, runId: 1 });
    state.activeRuns.set(2, { user, runId: 2 });
    state.runSeen(1, "running");
    state.runSeen(1, "succeeded");
    expect(state.busyUsers.has(user.id)).toBe(true);
    state.runSeen(2, "failed");
    expect(state.busyUsers.has(user.id)).toBe(false);
    expect(state.activeRuns.size).toBe(0);
  });
});
