import { expect, it } from "vitest";
import { failureStreak, type Logger } from "@leadstream/platform";

it("logs a streak of failures once when it starts, once a minute while it lasts, and once when it ends", () => {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  const logger = { error: log("error"), info: log("info") } as unknown as Logger;
  let clock = 0;
  const streak = failureStreak(logger, "relay pass failed", { schema: "streams" }, () => clock);
  const down = new Error("connect ECONNREFUSED");
  // Five minutes of failures every 200 ms.
  for (; clock < 300_000; clock += 200) streak.failed(down, { outboxId: "a" });
  streak.succeeded();
  streak.succeeded();
  expect(lines.map((l) => [l.level, l.message, l.fields.failedRounds])).toEqual([
    ["error", "relay pass failed", 1],
    ["error", "relay pass failed (still failing)", 301],
    ["error", "relay pass failed (still failing)", 601],
    ["error", "relay pass failed (still failing)", 901],
    ["error", "relay pass failed (still failing)", 1201],
    ["info", "relay pass failed: recovered", 1500],
  ]);
  expect(lines[0].fields).toMatchObject({ err: down, schema: "streams", outboxId: "a" });
  expect(lines[5].fields).toMatchObject({ schema: "streams", failingMs: 300_000 });
  // A new streak starts over.
  streak.failed(down);
  expect(lines).toHaveLength(7);
});
