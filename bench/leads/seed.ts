// A million leads of 200 users, written straight into the leads schema with set-based SQL (no RPC,
// no ORM). Two large users (1, the caller, and 2) have 100 000 each; the other 198 share the rest.
import type pg from "pg";

/** Cumulative shares (per 100 of a large user's runs) of its 10 streams: 25 %, 20 %, 15 %, ... */
const LARGE_STREAM_SHARES = [25, 45, 60, 70, 78, 85, 90, 94, 97, 100];

export const SEED = {
  leads: 1_000_000,
  users: 200,
  /** Leads per run; a run's leads share discovered_at, as RecordLeads' inserts do. */
  runSize: 50,
  /** Of every ten runs, the first is user 1's and the sixth user 2's. */
  largeEvery: 10,
  chunk: 100_000,
  /** Users 1 and 2: user k has streams 10(k-1)+1..10k, segments 4(k-1)+1..4k, accounts 12(k-1)+1..12k. */
  large: { users: 2, streams: LARGE_STREAM_SHARES.length, segments: 4, accounts: 12 },
  callerId: 1,
  /** Runs from here to the end of the year, a fifth of them, record only new (unexported) leads. */
  exportedUntil: 0.8,
  start: Date.parse("2025-01-01T00:00:00Z"),
  days: 365,
};

const runs = SEED.leads / SEED.runSize;
const runEveryMs = (SEED.days * 86_400_000) / runs;

const { large } = SEED;

/** Large user u's stream s (1..10) belongs to one of its 4 segments and tracks 1 + s % 3 of its 12 accounts, sharing some with its other streams. */
export const largeStreamId = (user: number, s: number): number => (user - 1) * large.streams + s;
export const largeSegmentOf = (user: number, s: number): number => (user - 1) * large.segments + 1 + ((s - 1) % large.segments);
export const largeAccountsOf = (user: number, s: number): number[] =>
  Array.from({ length: 1 + (s % 3) }, (_, k) => (user - 1) * large.accounts + 1 + ((s - 1 + k) % large.accounts));

/** When the last run recorded its leads. */
export const seedEnd = new Date(SEED.start + (runs - 1) * runEveryMs);

// A uniform draw in 0..n-1 from value x under salt `salt`.
const draw = (x: string, salt: number, n: number | string) => `((hashint4extended(${x}, ${salt}) & 2147483647) % ${n})`;

const largeStream = `CASE ${LARGE_STREAM_SHARES.map((upTo, i) => `WHEN ${draw("r", 1, 100)} < ${upTo} THEN ${i + 1}`).join(" ")} END`;

/**
 * Row g (1..1M) belongs to run r = (g - 1) / 50; runs follow each other every ~26 minutes over a
 * year, so the table is in time order and each user's leads are spread across it. A large user's
 * runs go to its 10 streams by their shares (s below is the stream's number 1..10 of the user);
 * a small user's runs to one of their 5 streams (2 segments, 4 accounts). 30 % of leads are high;
 * in the oldest 80 % of runs 60 % of leads are exported, in the newest 20 % none.
 */
const INSERT_CHUNK = `
  INSERT INTO "leads".leads (user_id, stream_id, stream_name, tracked_account_id, tracked_account_handle, segment_id, run_id,
                             x_user_id, handle, display_name, profile_image_url, follower_count, bio,
                             match_confidence, source_type, match_reasons, discovered_at, exported_at)
  SELECT u, stream, 'Stream ' || stream, a, 'account' || a, seg, r + 1,
         (1500000000000000000 + g)::text, 'lead_' || g, 'Lead ' || g, 'https://pbs.example/' || g || '.jpg', ${draw("g", 2, 50000)},
         'Founder at Company ' || g % 997 || '. Building tools for growth teams; previously product at a marketplace. Posts about SaaS pricing.',
         CASE WHEN ${draw("g", 3, 100)} < 30 THEN 'high' ELSE 'medium' END,
         CASE WHEN ${draw("g", 4, 5)} = 0 THEN 'liker' ELSE 'new_follower' END,
         '["job_role: founder", "industry: saas"]',
         at,
         CASE WHEN r < ${runs * SEED.exportedUntil} AND ${draw("g", 5, 100)} < 60 THEN at + interval '1 day' END
    FROM generate_series($1::int, $2::int) AS g,
         LATERAL (SELECT (g - 1) / ${SEED.runSize} AS r) AS run,
         LATERAL (SELECT timestamptz '${new Date(SEED.start).toISOString()}' + r * interval '${runEveryMs} milliseconds' AS at,
                         CASE r % ${SEED.largeEvery} WHEN 0 THEN 1 WHEN ${SEED.largeEvery / 2} THEN 2 END AS big,
                         ${large.users} + 1 + ${draw("r", 6, SEED.users - large.users)} AS small) AS who,
         LATERAL (SELECT coalesce(big, small) AS u, ${largeStream} AS s) AS owner,
         LATERAL (SELECT CASE WHEN big IS NOT NULL THEN (big - 1) * ${large.streams} + s
                              ELSE 1000 + (small - 1) * 5 + ${draw("r", 7, 5)} END AS stream,
                         CASE WHEN big IS NOT NULL THEN (big - 1) * ${large.segments} + 1 + (s - 1) % ${large.segments}
                              ELSE 1000 + (small - 1) * 2 + ${draw("r", 7, 5)} % 2 END AS seg,
                         CASE WHEN big IS NOT NULL THEN (big - 1) * ${large.accounts} + 1 + (s - 1 + ${draw("r", 8, "(1 + s % 3)")}) % ${large.accounts}
                              ELSE 1000 + (small - 1) * 4 + ${draw("r", 9, 4)} END AS a) AS pair`;

export async function seedLeads(db: pg.Client, log: (line: string) => void): Promise<void> {
  await db.query("SET synchronous_commit = off");
  const started = Date.now();
  for (let from = 1; from <= SEED.leads; from += SEED.chunk) {
    const to = Math.min(from + SEED.chunk - 1, SEED.leads);
    await db.query(INSERT_CHUNK, [from, to]);
    log(`  seeded ${to.toLocaleString("en")} / ${SEED.leads.toLocaleString("en")} leads (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // VACUUM sets the visibility map, which index-only scans need (autovacuum does it in production);
  // FREEZE makes it visit every page of the freshly loaded table instead of skipping busy ones.
  const vacuumStarted = Date.now();
  await db.query(`VACUUM (FREEZE, ANALYZE) "leads".leads`);
  log(`  VACUUM ANALYZE ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
}
