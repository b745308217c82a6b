import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fromBinary } from "@bufbuild/protobuf";
import type { Subscription } from "@nats-io/nats-core";
import { UsersChangedSchema, type SignalSpec } from "@leadstream/contracts";
import { ChangeFeed, usersChangedTriggersMigration } from "@leadstream/platform";
import { openHarness } from "./harness.js";

interface Signal {
  userIds: number[];
  allUsers: boolean;
}

describe("change triggers and the change feed", () => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  let feed: ChangeFeed;
  let sub: Subscription;
  const received: Signal[] = [];
  let signal: SignalSpec<typeof UsersChangedSchema>;

  /** Waits for the signals that arrive within `ms`, then hands them over (and forgets them). */
  const signalsWithin = async (ms = 300): Promise<Signal[]> => {
    await new Promise((r) => setTimeout(r, ms));
    return received.splice(0);
  };
  const users = (signals: Signal[]) => [...new Set(signals.flatMap((s) => s.userIds))].sort((a, b) => a - b);

  beforeAll(async () => {
    h = await openHarness("changes");
    const q = h.ds.createQueryRunner();
    await q.query(`CREATE TABLE "${h.schema}".things (id serial PRIMARY KEY, user_id integer NOT NULL, v text)`);
    await q.query(`CREATE TABLE "${h.schema}".parts (id serial PRIMARY KEY, thing_id integer NOT NULL)`);
    const Migration = usersChangedTriggersMigration(
      h.schema,
      [{ table: "things" }, { table: "parts", users: (rows) => `SELECT t.user_id FROM "${h.schema}".things t WHERE t.id IN (SELECT thing_id FROM ${rows})` }],
      { name: "Changes", timestamp: 1 },
    );
    await new Migration().up(q);
    await q.release();
    signal = { subject: h.subject("users.changed"), schema: UsersChangedSchema };
    sub = h.bus.nc.subscribe(h.bus.subject(signal.subject), {
      callback: (_err, msg) => {
        const { userIds, allUsers } = fromBinary(UsersChangedSchema, msg.data);
        received.push({ userIds, allUsers });
      },
    });
    feed = new ChangeFeed({ url: inject("databaseUrl"), schema: h.schema, name: "changes-test", bus: h.bus, signal, logger: h.logger });
    await feed.start();
  });
  afterAll(async () => {
    await feed?.stop();
    sub?.unsubscribe();
    await h?.close();
  });

  it("signals all users when it starts listening (what changed before went unannounced)", async () => {
    expect(await signalsWithin()).toEqual([{ userIds: [], allUsers: true }]);
  });

  it("signals the users whose rows a committed insert, update or delete changed, once per transaction", async () => {
    await h.ds.query(`INSERT INTO "${h.schema}".things (user_id, v) SELECT 1 + g % 3, 'a' FROM generate_series(1, 30) g`);
    expect(users(await signalsWithin())).toEqual([1, 2, 3]);

    await h.ds.transaction(async (em) => {
      await em.query(`UPDATE "${h.schema}".things SET v = 'b' WHERE user_id = 2`);
      await em.query(`UPDATE "${h.schema}".things SET v = 'c' WHERE user_id = 2`);
    });
    const updated = await signalsWithin();
    expect(updated).toEqual([{ userIds: [2], allUsers: false }]);

    await h.ds.query(`DELETE FROM "${h.schema}".things WHERE user_id = 3`);
    expect(users(await signalsWithin())).toEqual([3]);
  });

  it("says nothing for a rolled-back transaction or a statement that changed no row", async () => {
    await h.ds
      .transaction(async (em) => {
        await em.query(`UPDATE "${h.schema}".things SET v = 'd' WHERE user_id = 1`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await h.ds.query(`UPDATE "${h.schema}".things SET v = 'e' WHERE user_id = 99`);
    expect(await signalsWithin()).toEqual([]);
  });

  it("finds the user of a row through another table, and a user moved by an update both before and after", async () => {
    const [{ id }] = (await h.ds.query(`SELECT id FROM "${h.schema}".things WHERE user_id = 1 LIMIT 1`)) as { id: number }[];
    await h.ds.query(`INSERT INTO "${h.schema}".parts (thing_id) VALUES ($1)`, [id]);
    expect(users(await signalsWithin())).toEqual([1]);
    await h.ds.query(`UPDATE "${h.schema}".things SET user_id = 7 WHERE id = $1`, [id]);
    expect(users(await signalsWithin())).toEqual([1, 7]);
  });

  it("signals all users when one statement changes more users than a notification may name", async () => {
    await h.ds.query(`INSERT INTO "${h.schema}".things (user_id, v) SELECT 1000 + g, 'f' FROM generate_series(1, 600) g`);
    expect(await signalsWithin()).toEqual([{ userIds: [], allUsers: true }]);
  });

  it("reconnects after losing its connection, and then signals all users", async () => {
    await h.ds.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'changes-test-changes'`);
    expect(await signalsWithin(2_000)).toContainEqual({ userIds: [], allUsers: true });
    await h.ds.query(`INSERT INTO "${h.schema}".things (user_id, v) VALUES (42, 'g')`);
    expect(users(await signalsWithin())).toEqual([42]);
  });
});
