import { describe, expect, it } from "vitest";
import { publishAfterCommit, type Logger, type OutboxRelay } from "@leadstream/platform";

describe("publishAfterCommit", () => {
  const relay = (publishPending: () => Promise<number>) => ({ publishPending }) as unknown as OutboxRelay;

  it("publishes pending events and resolves when they are out", async () => {
    let published = false;
    const publish = publishAfterCommit(relay(async () => ((published = true), 1)), {} as Logger);
    await publish();
    expect(published).toBe(true);
  });

  it("never fails the committed request: a publishing failure is logged for the relay to retry", async () => {
    const failure = new Error("NATS is down");
    const warnings: unknown[] = [];
    const logger = { warn: (details: { err: unknown }) => warnings.push(details.err) } as unknown as Logger;
    await expect(publishAfterCommit(relay(() => Promise.reject(failure)), logger)()).resolves.toBeUndefined();
    expect(warnings).toEqual([failure]);
  });
});
