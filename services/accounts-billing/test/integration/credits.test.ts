import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { CreditEntryKind } from "@leadstream/contracts";
import { AppError } from "@leadstream/platform";
import { eventually, seededRandom } from "@leadstream/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAppError, startHarness, type Harness } from "./harness.js";

describe("credits: reserve, settle, refund, ledger, settings and auto top-up (local provider)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const db = <T>(sql: string, params: unknown[] = []) => h.svc.deps.ds.query(sql, params) as Promise<T[]>;

  async function userWithCredits(amount: number) {
    const user = await h.createUser({ plan: "paid" });
    if (amount > 0) await h.accounts.grantCredits({ userId: user.userId, amount, reason: "test grant" });
    return user;
  }

  async function balanceRow(teamId: number) {
    const [row] = await db<{ balance: number; reserved: number }>(`SELECT balance, reserved FROM accounts_billing.credit_accounts WHERE team_id = $1`, [teamId]);
    return row;
  }

  const ledgerRows = (teamId: number) =>
    db<{ kind: string; amount: number; balance_after: number; reservation_id: string | null; lead_id: number | null; lookup_id: number | null; description: string }>(
      `SELECT kind, amount, balance_after, reservation_id, lead_id, lookup_id, description FROM accounts_billing.credit_ledger WHERE team_id = $1 ORDER BY id`,
      [teamId],
    );

  /** The ledger sums to the balance, and every entry's balance after is the running sum (never negative). */
  async function expectLedgerExplainsBalance(teamId: number) {
    const rows = await ledgerRows(teamId);
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.balance_after).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect((await balanceRow(teamId)).balance).toBe(running);
  }

  const reserve = (userId: number, amount = 3, reservationId: string = randomUUID()) => h.accounts.reserveCredits({ userId, reservationId, amount }).then((res) => ({ reservationId, ...res }));
  const settle = (userId: number, reservationId: string, charge: number, fields: { leadId?: number; lookupId?: number; description?: string } = {}) =>
    h.accounts.settleCredits({ userId, reservationId, charge, ...fields });

  describe("reserve and settle", () => {
    it("20 concurrent reserve+settle of 1 credit on a balance of 5: exactly 5 are charged, 15 get credits_exhausted", async () => {
      const { userId, teamId } = await userWithCredits(5);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, async (_, i) => {
          const { reservationId } = await reserve(userId, 1);
          return settle(userId, reservationId, 1, { leadId: i + 1, description: `LinkedIn URL for lead ${i + 1}` });
        }),
      );
      const charged = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : []));
      expect(charged).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const err of refused) expect(err).toMatchObject({ code: "credits_exhausted" });
      expect((refused[0] as AppError).message).toMatch(/needs 1 .*balance is [0-9]/);
      expect(await balanceRow(teamId)).toEqual({ balance: 0, reserved: 0 });
      const rows = await ledgerRows(teamId);
      expect(rows.filter((r) => r.kind === "charge").map((r) => r.amount)).toEqual([-1, -1, -1, -1, -1]);
      await expectLedgerExplainsBalance(teamId);
      expect(await db(`SELECT 1 FROM accounts_billing.credit_reservations WHERE team_id = $1 AND state = 'held'`, [teamId])).toEqual([]);
    });

    it("keeps the invariants under concurrent enrichments at their maximum price with random outcomes", async () => {
      const { userId, teamId } = await userWithCredits(10);
      const random = seededRandom(10);
      const charges = Array.from({ length: 20 }, () => Math.floor(random() * 4));
      const outcomes = await Promise.allSettled(
        charges.map(async (charge) => {
          const { reservationId } = await reserve(userId, 3);
          return (await settle(userId, reservationId, charge)).charged;
        }),
      );
      for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "credits_exhausted" });
      const spent = outcomes.reduce((sum, o) => sum + (o.status === "fulfilled" ? o.value : 0), 0);
      expect(await balanceRow(teamId)).toEqual({ balance: 10 - spent, reserved: 0 });
      await expectLedgerExplainsBalance(teamId);
    });

    it("holds against the available balance and says what is available", async () => {
      const { userId, teamId } = await userWithCredits(5);
      expect((await reserve(userId, 3)).available).toBe(2);
      const err = await expectAppError(reserve(userId, 3), "credits_exhausted");
      expect(err.message).toBe("Not enough credits: this needs 3 and the team's balance is 5, of which 3 is held by requests in progress.");
      expect((await reserve(userId, 2)).available).toBe(0);
      expect(await balanceRow(teamId)).toEqual({ balance: 5, reserved: 5 });
      // A user whose team never had credits.
      const broke = await userWithCredits(0);
      expect((await expectAppError(reserve(broke.userId, 1), "credits_exhausted")).message).toBe("Not enough credits: this needs 1 and the team's balance is 0.");
    });

    it("is idempotent per reservation id and validates its input", async () => {
      const { userId, teamId } = await userWithCredits(10);
      const reservationId = randomUUID();
      expect((await reserve(userId, 3, reservationId)).available).toBe(7);
      expect((await reserve(userId, 3, reservationId.toUpperCase())).available).toBe(7);
      await expectAppError(reserve(userId, 2, reservationId), "conflict");
      expect(await balanceRow(teamId)).toEqual({ balance: 10, reserved: 3 });

      await expectAppError(reserve(userId, 0), "invalid_request", "amount");
      await expectAppError(reserve(userId, 1001), "invalid_request", "amount");
      await expectAppError(reserve(userId, 1, "not-a-uuid"), "invalid_request", "reservationId");
      await expectAppError(reserve(987_654_321, 1), "not_found");
    });

    it("settles once: a repeat answers the first charge, another charge is a conflict", async () => {
      const { userId, teamId } = await userWithCredits(10);
      const { reservationId } = await reserve(userId, 3);
      await expectAppError(settle(userId, reservationId, 4), "invalid_request", "charge");
      await expectAppError(settle(userId, reservationId, 1, { leadId: -1 }), "invalid_request", "leadId");
      const first = await settle(userId, reservationId, 3, { lookupId: 42, description: "LinkedIn URL and e-mail for @ada" });
      expect(first).toMatchObject({ charged: 3, credits: { balance: 7, lowBalanceThreshold: 10, isLow: true, autoTopupEnabled: false } });
      expect(await settle(userId, reservationId, 3)).toMatchObject({ charged: 3, credits: { balance: 7 } });
      await expectAppError(settle(userId, reservationId, 1), "conflict");
      expect(await balanceRow(teamId)).toEqual({ balance: 7, reserved: 0 });
      expect((await ledgerRows(teamId)).at(-1)).toEqual({ kind: "charge", amount: -3, balance_after: 7, reservation_id: reservationId, lead_id: null, lookup_id: 42, description: "LinkedIn URL and e-mail for @ada" });
    });

    it("a charge of 0 frees the hold and writes no ledger row", async () => {
      const { userId, teamId } = await userWithCredits(4);
      const { reservationId } = await reserve(userId, 3);
      expect(await settle(userId, reservationId, 0, { leadId: 7, description: "nothing found" })).toMatchObject({ charged: 0, credits: { balance: 4 } });
      expect(await balanceRow(teamId)).toEqual({ balance: 4, reserved: 0 });
      expect((await ledgerRows(teamId)).map((r) => r.kind)).toEqual(["grant"]);
    });
  });

  describe("refund", () => {
    it("gives a settled charge back once, naming what it paid for", async () => {
      const { userId, teamId } = await userWithCredits(10);
      const { reservationId } = await reserve(userId, 3);
      await settle(userId, reservationId, 2, { leadId: 9, description: "e-mail for lead 9" });
      expect(await h.accounts.refundCredits({ userId, reservationId })).toMatchObject({ refunded: 2, credits: { balance: 10 } });
      expect(await h.accounts.refundCredits({ userId, reservationId })).toMatchObject({ refunded: 2, credits: { balance: 10 } });
      expect((await ledgerRows(teamId)).at(-1)).toEqual({ kind: "refund", amount: 2, balance_after: 10, reservation_id: reservationId, lead_id: 9, lookup_id: null, description: "Refund: e-mail for lead 9" });
      expect((await ledgerRows(teamId)).filter((r) => r.kind === "refund")).toHaveLength(1);
      await expectLedgerExplainsBalance(teamId);
    });

    it("has nothing to refund for a charge of 0, and releases a hold not settled yet", async () => {
      const { userId, teamId } = await userWithCredits(10);
      const zero = await reserve(userId, 3);
      await settle(userId, zero.reservationId, 0);
      expect((await h.accounts.refundCredits({ userId, reservationId: zero.reservationId })).refunded).toBe(0);

      const held = await reserve(userId, 3);
      expect(await h.accounts.refundCredits({ userId, reservationId: held.reservationId })).toMatchObject({ refunded: 0, credits: { balance: 10 } });
      expect(await balanceRow(teamId)).toEqual({ balance: 10, reserved: 0 });
      await expectAppError(settle(userId, held.reservationId, 1), "conflict");
      expect((await settle(userId, held.reservationId, 0)).charged).toBe(0);
      expect((await ledgerRows(teamId)).map((r) => r.kind)).toEqual(["grant"]);
    });
  });

  it("releases holds not settled within 10 minutes", async () => {
    const { userId, teamId } = await userWithCredits(5);
    const stale = await reserve(userId, 3);
    const fresh = await reserve(userId, 2);
    await db(`UPDATE accounts_billing.credit_reservations SET expires_at = now() - interval '1 second' WHERE id = $1`, [stale.reservationId]);
    const [{ ttl }] = await db<{ ttl: string }>(`SELECT (expires_at - created_at)::text AS ttl FROM accounts_billing.credit_reservations WHERE id = $1`, [fresh.reservationId]);
    expect(ttl).toBe("00:10:00");
    await h.svc.app.releaseExpiredCreditHolds();
    expect(await balanceRow(teamId)).toEqual({ balance: 5, reserved: 2 });
    expect((await reserve(userId, 3)).available).toBe(0);
    // The expired hold can no longer be charged; the fresh one can.
    await expectAppError(settle(userId, stale.reservationId, 1), "conflict");
    expect((await settle(userId, fresh.reservationId, 2)).charged).toBe(2);
    await expectLedgerExplainsBalance(teamId);
  });

  describe("tenancy", () => {
    it("another user's reservation is not_found to settle or refund, and taken to reserve", async () => {
      const owner = await userWithCredits(10);
      const other = await userWithCredits(10);
      const { reservationId } = await reserve(owner.userId, 3);
      await expectAppError(settle(other.userId, reservationId, 1), "not_found");
      await expectAppError(h.accounts.refundCredits({ userId: other.userId, reservationId }), "not_found");
      await expectAppError(reserve(other.userId, 3, reservationId), "conflict");
      await expectAppError(settle(owner.userId, randomUUID(), 1), "not_found");
      expect(await balanceRow(owner.teamId)).toEqual({ balance: 10, reserved: 3 });
      expect(await balanceRow(other.teamId)).toEqual({ balance: 10, reserved: 0 });
    });

    it("lists only the caller's team ledger, newest first, by cursor", async () => {
      const { userId } = await userWithCredits(20);
      const other = await userWithCredits(99);
      for (let i = 1; i <= 4; i++) {
        const { reservationId } = await reserve(userId, 3);
        await settle(userId, reservationId, 1, { leadId: i, description: `lead ${i}` });
      }
      const first = await h.accounts.listCreditLedger({ userId, limit: 3, cursor: "" });
      expect(first.entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.leadId, e.description])).toEqual([
        [CreditEntryKind.CHARGE, -1, 16, 4, "lead 4"],
        [CreditEntryKind.CHARGE, -1, 17, 3, "lead 3"],
        [CreditEntryKind.CHARGE, -1, 18, 2, "lead 2"],
      ]);
      expect(first.hasMore).toBe(true);
      expect(Date.now() - timestampDate(first.entries[0].createdAt!).getTime()).toBeLessThan(60_000);
      const second = await h.accounts.listCreditLedger({ userId, limit: 3, cursor: first.nextCursor });
      expect(second.entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.description])).toEqual([
        [CreditEntryKind.CHARGE, -1, 19, "lead 1"],
        [CreditEntryKind.GRANT, 20, 20, "test grant"],
      ]);
      expect(second).toMatchObject({ hasMore: false, nextCursor: "" });
      expect((await h.accounts.listCreditLedger({ userId, limit: 0, cursor: "" })).entries).toHaveLength(5);
      expect((await h.accounts.listCreditLedger({ userId: other.userId, limit: 0, cursor: "" })).entries.map((e) => e.amount)).toEqual([99]);

      await expectAppError(h.accounts.listCreditLedger({ userId, limit: 201, cursor: "" }), "invalid_request", "limit");
      await expectAppError(h.accounts.listCreditLedger({ userId, limit: 10, cursor: "bogus" }), "invalid_request", "cursor");
    });
  });

  describe("settings and auto top-up", () => {
    const topups = (teamId: number) => db<{ state: string; credits: number; user_id: number }>(`SELECT state, credits, user_id FROM accounts_billing.credit_topups WHERE team_id = $1`, [teamId]);
    const localCharges = (userId: number) => db<{ id: string; credits: number }>(`SELECT id, credits FROM accounts_billing.local_credit_charges WHERE user_id = $1`, [userId]);

    it("stores the threshold and auto top-up, reports them in the billing summary, and validates them", async () => {
      const { userId } = await userWithCredits(30);
      expect(await h.accounts.updateCreditSettings({ userId, lowBalanceThreshold: 50 })).toMatchObject({ credits: { balance: 30, lowBalanceThreshold: 50, isLow: true, autoTopupEnabled: false } });
      expect((await h.accounts.getBillingSummary({ userId })).credits).toMatchObject({ balance: 30, lowBalanceThreshold: 50, isLow: true, autoTopupEnabled: false });
      expect((await h.accounts.updateCreditSettings({ userId, lowBalanceThreshold: 0 })).credits).toMatchObject({ lowBalanceThreshold: 0, isLow: false });
      expect((await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true })).credits).toMatchObject({ lowBalanceThreshold: 0, autoTopupEnabled: true });
      expect((await h.accounts.getBillingSummary({ userId })).credits).toMatchObject({ balance: 30, lowBalanceThreshold: 0, isLow: false, autoTopupEnabled: true });

      await expectAppError(h.accounts.updateCreditSettings({ userId }), "invalid_request", "body");
      await expectAppError(h.accounts.updateCreditSettings({ userId, lowBalanceThreshold: 1_000_001 }), "invalid_request", "lowBalanceThreshold");
      await expectAppError(h.accounts.updateCreditSettings({ userId, lowBalanceThreshold: -1 }), "invalid_request", "lowBalanceThreshold");
    });

    it("buys one pack when concurrent charges cross the threshold, and credits it once", async () => {
      const { userId, teamId } = await userWithCredits(25);
      await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true, lowBalanceThreshold: 10 });
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const { reservationId } = await reserve(userId, 1);
          await settle(userId, reservationId, 1, { leadId: i + 1 });
        }),
      );
      await eventually(async () => (await topups(teamId))[0]?.state === "succeeded", { what: "the top-up" });
      expect(await topups(teamId)).toEqual([{ state: "succeeded", credits: 500, user_id: userId }]);
      expect(await localCharges(userId)).toEqual([{ id: expect.any(String), credits: 500 }]);
      expect(await balanceRow(teamId)).toEqual({ balance: 505, reserved: 0 });
      const rows = await ledgerRows(teamId);
      expect(rows.filter((r) => r.kind === "topup").map((r) => [r.amount, r.description])).toEqual([[500, "Auto top-up: 500 credits"]]);
      await expectLedgerExplainsBalance(teamId);
    });

    it("does not buy while auto top-up is off, nor again while the balance stays low, but again on the next crossing", async () => {
      const { userId, teamId } = await userWithCredits(12);
      const spend = async (charge: number) => {
        const { reservationId } = await reserve(userId, charge);
        await settle(userId, reservationId, charge);
      };
      await spend(3); // 12 -> 9 with auto top-up off
      expect(await topups(teamId)).toEqual([]);
      await h.accounts.grantCredits({ userId, amount: 491, reason: "" }); // 500
      await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true, lowBalanceThreshold: 498 });
      await spend(3); // 500 -> 497: a crossing
      await eventually(async () => (await topups(teamId))[0]?.state === "succeeded", { what: "the first top-up" });
      await spend(1); // 997 -> 996
      expect(await topups(teamId)).toHaveLength(1);
      await h.accounts.updateCreditSettings({ userId, lowBalanceThreshold: 990 });
      await spend(3); // 996 -> 993
      await spend(4); // 993 -> 989: the next crossing
      await eventually(async () => (await topups(teamId)).filter((t) => t.state === "succeeded").length === 2, { what: "the second top-up" });
      expect((await balanceRow(teamId)).balance).toBe(1489);
      await expectLedgerExplainsBalance(teamId);
    });

    it("turning auto top-up on while already low buys one pack", async () => {
      const { userId, teamId } = await userWithCredits(0);
      const res = await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true });
      expect(res.credits).toMatchObject({ balance: 0, isLow: true, autoTopupEnabled: true });
      await eventually(async () => (await topups(teamId))[0]?.state === "succeeded", { what: "the top-up" });
      await h.accounts.updateCreditSettings({ userId, autoTopupEnabled: true });
      expect((await h.accounts.getBillingSummary({ userId })).credits).toMatchObject({ balance: 500, isLow: false, autoTopupEnabled: true });
      expect(await topups(teamId)).toHaveLength(1);
    });

    it("finishes a top-up left pending by a crash, once", async () => {
      const { userId, teamId } = await userWithCredits(0);
      await h.accounts.getBillingSummary({ userId }); // the payer is known here
      const [{ id }] = await db<{ id: string }>(
        `INSERT INTO accounts_billing.credit_topups (team_id, user_id, credits, attempted_at) VALUES ($1, $2, 500, now() - interval '11 minutes') RETURNING id`,
        [teamId, userId],
      );
      // The crashed attempt had already charged.
      await db(`INSERT INTO accounts_billing.local_credit_charges (id, user_id, credits) VALUES ($1, $2, 500)`, [id, userId]);
      await h.svc.app.retryCreditTopups();
      await eventually(async () => (await topups(teamId))[0]?.state === "succeeded", { what: "the retried top-up" });
      await h.svc.app.retryCreditTopups();
      expect(await localCharges(userId)).toEqual([{ id, credits: 500 }]);
      expect(await balanceRow(teamId)).toEqual({ balance: 500, reserved: 0 });
      await expectLedgerExplainsBalance(teamId);
    });
  });

  describe("LookupXProfile against the X sandbox", () => {
    beforeAll(() => {
      h.sandbox.world.upsertAccount({ username: "AdaLookup", name: "Ada L.", description: "Founder at Analytical Engines", location: "London", url: "https://ada.example", followers_count: 1234, following_count: 56, verified: true });
    });

    it("returns every field of a profile by handle (with or without @) or by id", async () => {
      const { userId } = await h.createUser();
      const { profile } = await h.accounts.lookupXProfile({ userId, handle: "@adalookup" });
      expect(profile).toMatchObject({ handle: "AdaLookup", displayName: "Ada L.", bio: "Founder at Analytical Engines", location: "London", url: "https://ada.example", followersCount: 1234, followingCount: 56, verified: true });
      expect(profile!.xUserId).toMatch(/^\d+$/);
      expect((await h.accounts.lookupXProfile({ userId, xUserId: profile!.xUserId })).profile).toEqual(profile);
      expect((await h.accounts.lookupXProfile({ userId, handle: "adalookup" })).profile).toEqual(profile);
    });

    it("answers handle_not_found, handle_protected and handle_lookup_failed as EnsureAccounts does", async () => {
      const { userId } = await h.createUser();
      await expectAppError(h.accounts.lookupXProfile({ userId, handle: "nf_ghost" }), "handle_not_found", { handle: "nf_ghost" });
      await expectAppError(h.accounts.lookupXProfile({ userId, handle: "@priv_secret" }), "handle_protected", { handle: "priv_secret" });
      await expectAppError(h.accounts.lookupXProfile({ userId, handle: "down_again" }), "handle_lookup_failed", { handle: "down_again" });
      expect((await expectAppError(h.accounts.lookupXProfile({ userId, xUserId: "1" }), "handle_not_found", {})).message).toBe("X user 1 does not exist.");
      const hidden = h.sandbox.world.userByUsername("priv_secret");
      const hiddenId = hidden.status === "ok" ? hidden.value.id : "";
      await expectAppError(h.accounts.lookupXProfile({ userId, xUserId: hiddenId }), "handle_protected", {});
    });

    it("validates the reference", async () => {
      const { userId } = await h.createUser();
      await expectAppError(h.accounts.lookupXProfile({ userId }), "invalid_request", "handle");
      await expectAppError(h.accounts.lookupXProfile({ userId, handle: "ada", xUserId: "12" }), "invalid_request", "handle");
      await expectAppError(h.accounts.lookupXProfile({ userId, handle: "not a handle" }), "invalid_request", "handle");
      await expectAppError(h.accounts.lookupXProfile({ userId, xUserId: "12a" }), "invalid_request", "xUserId");
      await expectAppError(h.accounts.lookupXProfile({ userId: 987_654_321, handle: "ada" }), "not_found");
    });
  });
});
