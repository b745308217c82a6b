import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { AccountChangedSchema, StreamChangedSchema, Tier } from "@leadstream/contracts";
import { headers as natsHeaders } from "@nats-io/nats-core";
import { eventually } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineSegment, paidUser, startStack, uniqueHandle, type Stack } from "./harness.js";

describe("events", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  /** Every StreamChanged for `streamId` on the STREAMS stream so far, with its subject. */
  async function streamChanges(streamId: number) {
    const { bus } = s.svc.deps;
    const consumer = await bus.js.consumers.get(bus.streamName("STREAMS"));
    const info = await bus.jsm.streams.info(bus.streamName("STREAMS"));
    const found = [];
    const batch = await consumer.fetch({ max_messages: info.state.messages, expires: 2000 });
    for await (const m of batch) {
      const event = fromBinary(StreamChangedSchema, m.data);
      if (event.streamId === streamId) found.push({ subject: bus.unprefixed(m.subject), ...event });
      if (m.info.pending === 0) break;
    }
    return found;
  }

  it("publishes StreamChanged with an increasing version on every write, before answering", async () => {
    const userId = await paidUser(s);
    const { id, accounts, segments } = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), segment: inlineSegment() }] });
    const [accountId, segmentId] = [accounts[0].accountId, segments[0].segmentId];
    const added = await s.streams.updateStream({ userId, streamId: id, settings: { isActive: false }, replacePairs: true, pairs: [{ accountId, segmentId }, { accountHandle: uniqueHandle(), segmentId }] });
    const otherAccount = added.pairsDiff!.addedAccounts[0].accountId;
    await s.streams.archiveStream({ userId, streamId: id });
    await s.streams.updateStream({ userId, streamId: id, settings: { isArchived: false } });

    const changes = await streamChanges(id);
    expect(changes.map((c) => [c.subject, c.version, c.isActive, c.isArchived])).toEqual([
      ["streams.stream.created", 1, true, false],
      ["streams.stream.updated", 2, false, false],
      ["streams.stream.archived", 3, false, true],
      ["streams.stream.updated", 4, false, false],
    ]);
    for (const c of changes) expect(c).toMatchObject({ userId, segmentIds: [segmentId] });
    expect(changes[0].accountIds).toEqual([accountId]);
    expect(changes[1].accountIds).toEqual([accountId, otherAccount]);
  });

  it("keeps a read model of accounts from AccountChanged, and asks accounts-billing for the ones it lacks yet", async () => {
    const userId = await paidUser(s);
    const { id, accounts } = await s.streams.createStream({ userId, pairs: [{ accountHandle: uniqueHandle(), accountTier: Tier.GROWTH, segment: inlineSegment() }] });
    const { accountId, handle } = accounts[0];
    const { ds } = s.svc.deps;
    const row = await eventually(async () => (await ds.query(`SELECT handle, tier, user_id FROM "streams".tracked_accounts WHERE id = $1`, [accountId]))[0], { what: "the account in the read model" });
    expect(row).toEqual({ handle, tier: "growth", user_id: userId });

    await ds.query(`DELETE FROM "streams".tracked_accounts WHERE id = $1`, [accountId]);
    const { stream } = await s.streams.getStream({ userId, streamId: id });
    expect(stream!.pairs[0]).toMatchObject({ xHandle: handle, tier: Tier.GROWTH });
  });

  it("never lets an older AccountChanged win, and drops released accounts", async () => {
    const { bus, ds } = s.svc.deps;
    const accountId = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
    const publish = async (subject: string, msgId: string, fields: { handle: string; tier: Tier; at: string }) => {
      const h = natsHeaders();
      h.set("event-type", AccountChangedSchema.typeName);
      const event = create(AccountChangedSchema, { accountId, userId: 1, handle: fields.handle, profileImageUrl: "https://img.example/p.png", tier: fields.tier, awake: true, occurredAt: timestampFromDate(new Date(fields.at)) });
      await bus.js.publish(bus.subject(subject), toBinary(AccountChangedSchema, event), { msgID: msgId, headers: h });
    };
    const stored = async () => (await ds.query(`SELECT handle, tier FROM "streams".tracked_accounts WHERE id = $1`, [accountId]))[0];
    const handled = async (n: number) =>
      eventually(async () => (await ds.query(`SELECT count(*)::int AS n FROM "streams".inbox WHERE message_id LIKE $1`, [`${accountId}-%`]))[0].n >= n, { what: `${n} handled` });

    await publish("accounts_billing.account.created", `${accountId}-1`, { handle: "first", tier: Tier.STARTER, at: "2026-01-01T00:00:00Z" });
    await publish("accounts_billing.account.updated", `${accountId}-2`, { handle: "second", tier: Tier.PRO, at: "2026-01-03T00:00:00Z" });
    await publish("accounts_billing.account.updated", `${accountId}-3`, { handle: "stale", tier: Tier.GROWTH, at: "2026-01-02T00:00:00Z" });
    await handled(3);
    expect(await stored()).toEqual({ handle: "second", tier: "pro" });

    await publish("accounts_billing.account.released", `${accountId}-4`, { handle: "second", tier: Tier.PRO, at: "2026-01-04T00:00:00Z" });
    await handled(4);
    expect(await stored()).toBeUndefined();
  });
});
