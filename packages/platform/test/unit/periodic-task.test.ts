import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { periodicTask, type Logger } from "@leadstream/platform";

describe("periodicTask", () => {
  const errors: unknown[] = [];
  const recoveries: unknown[] = [];
  const logger = { error: (details: { err: unknown }) => errors.push(details.err), info: (details: unknown) => recoveries.push(details) } as unknown as Logger;
  beforeEach(() => {
    vi.useFakeTimers();
    errors.length = 0;
    recoveries.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a round on start, then one interval after each round ends, never two at once", async () => {
    let running = 0;
    let rounds = 0;
    const task = periodicTask("t", 1000, async () => {
      expect(++running).toBe(1);
      rounds++;
      await new Promise((resolve) => setTimeout(resolve, 500));
      running--;
    }, logger);
    task.start();
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(rounds).toBe(3);
    const stopped = task.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(errors).toEqual([]);
  });

  it("logs a failed round, whether it rejects or throws, and still runs the next; rounds failing in a row are one streak", async () => {
    const failures = [new Error("rejected"), new Error("thrown"), new Error("thrown again")];
    let rounds = 0;
    const task = periodicTask("t", 1000, () => {
      rounds++;
      if (rounds === 1) return Promise.reject(failures[0]);
      if (rounds === 2) throw failures[1];
      if (rounds === 4) throw failures[2];
      return Promise.resolve();
    }, logger);
    task.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(rounds).toBe(4);
    // Round 2 failed right after round 1: the same streak, not logged again; round 3 ended it.
    expect(errors).toEqual([failures[0], failures[2]]);
    expect(recoveries).toEqual([expect.objectContaining({ task: "t", failedRounds: 2 })]);
    await task.stop();
  });

  it("stop() waits for the round in flight and cancels the next", async () => {
    let finished = false;
    let rounds = 0;
    const task = periodicTask("t", 1000, async () => {
      rounds++;
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    }, logger);
    task.start();
    const stopped = task.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(1);
  });
});
