// One user's leads, written straight into the leads schema with set-based SQL (no RPC, no ORM).
import type pg from "pg";

export const SEED = {
  userId: 1,
  leads: 1_000_000,
  streams: 20,
  segments: 10,
  accounts: 20,
  chunk: 100_000,
};

/**
 * Stream s (1..20) targets segment 1 + s % 10 and takes leads from accounts s and s % 20 + 1.
 * Runs record 50 leads at a time, 25 minutes apart (about a year in all), so leads tie on
 * discovered_at. The oldest 80% are 80% exported; the newest 20% are all new.
 */
const INSERT_CHUNK = `
  INSERT INTO "leads".leads (user_id, stream_id, stream_name, tracked_account_id, tracked_account_handle, segment_id, run_id,
                             x_user_id, handle, display_name, profile_image_url, follower_count, bio,
                             match_confidence, source_type, match_reasons, discovered_at, exported_at)
  SELECT $1, s, 'Stream ' || s, a, 'account' || a, 1 + s % ${SEED.segments}, 1 + g / 50,
         (1500000000000000000 + g)::text, 'lead_' || g, 'Lead ' || g, 'https://pbs.example/' || g || '.jpg', (g::bigint * 7919 % 50000)::int,
         'Founder at Company ' || g % 997 || '. Building tools for growth teams; previously product at a marketplace. Posts about SaaS pricing.',
         CASE WHEN g % 3 = 0 THEN 'high' ELSE 'medium' END,
         CASE WHEN (g / ${SEED.streams}) % 5 = 0 THEN 'liker' ELSE 'new_follower' END,
         '["job_role: founder", "industry: saas"]',
         at,
         CASE WHEN g <= $4 * 0.8 AND (g / ${SEED.streams * 2}) % 10 < 8 THEN at + interval '1 day' END
    FROM generate_series($2::int, $3::int) AS g,
         LATERAL (SELECT 1 + g % ${SEED.streams} AS s) AS stream,
         LATERAL (SELECT CASE WHEN (g / ${SEED.streams}) % 2 = 0 THEN s ELSE s % ${SEED.accounts} + 1 END AS a,
                         timestamptz '2024-06-01 00:00:00Z' + (g / 50) * interval '25 minutes' AS at) AS pair`;

export async function seedLeads(db: pg.Client, log: (line: string) => void): Promise<void> {
  await db.query("SET synchronous_commit = off");
  const started = Date.now();
  for (let from = 1; from <= SEED.leads; from += SEED.chunk) {
    const to = Math.min(from + SEED.chunk - 1, SEED.leads);
    await db.query(INSERT_CHUNK, [SEED.userId, from, to, SEED.leads]);
    log(`  seeded ${to.toLocaleString("en")} / ${SEED.leads.toLocaleString("en")} leads (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // VACUUM sets the visibility map, which index-only scans need (autovacuum does it in production);
  // FREEZE makes it visit every page of the freshly loaded table instead of skipping busy ones.
  const vacuumStarted = Date.now();
  await db.query(`VACUUM (FREEZE, ANALYZE) "leads".leads`);
  log(`  VACUUM ANALYZE ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
}
