import type { LeadFilter } from "../domain/lead-filter.js";
import type { PageRequest } from "../app/ports.js";

/** A statement and its parameters. The benchmark EXPLAINs these very queries. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The lifecycle predicates a filter reads, each spelled as the partial indexes' predicate so the
 * planner can use them (migration 1773500000000): one lifecycle, or both as two branches.
 */
function lifecycles(filter: LeadFilter): string[] {
  if (filter.lifecycle === "new") return ["exported_at IS NULL"];
  if (filter.lifecycle === "exported") return ["exported_at IS NOT NULL"];
  return ["exported_at IS NULL", "exported_at IS NOT NULL"];
}

/** WHERE conditions for the user's leads under `filter` but its lifecycle, appending their parameters to `values`. */
function whereFilter(userId: number, filter: LeadFilter, values: unknown[]): string {
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [`user_id = ${param(userId)}`];
  if (filter.streamId !== null) conditions.push(`stream_id = ${param(filter.streamId)}`);
  if (filter.segmentId !== null) conditions.push(`segment_id = ${param(filter.segmentId)}`);
  if (filter.accountId !== null) conditions.push(`tracked_account_id = ${param(filter.accountId)}`);
  if (filter.matchConfidence !== null) conditions.push(`match_confidence = ${param(filter.matchConfidence)}`);
  if (filter.since !== null) conditions.push(`discovered_at > ${param(filter.since)}`);
  return conditions.join(" AND ");
}

const NEWEST_FIRST = "ORDER BY discovered_at DESC, id DESC";

/**
 * The page's SELECT, its parameters appended to `values`. Each lifecycle branch reads its first
 * offset + limit ids in order from its index; with both, the two ordered branches are merged
 * (Merge Append), never sorted whole. (A branch needs its own ORDER BY and LIMIT: PostgreSQL does
 * not push the outer order into a UNION ALL member that has a WHERE.)
 */
function pageSelect(userId: number, filter: LeadFilter, page: PageRequest, values: unknown[]): string {
  const conditions = [whereFilter(userId, filter, values)];
  if (page.after) conditions.push(`(discovered_at, id) < ($${values.push(page.after.at)}, $${values.push(page.after.id)})`);
  const offset = page.offset ?? 0;
  const reach = `$${values.push(offset + page.limit)}`;
  const branches = lifecycles(filter).map((lifecycle) => `(SELECT id, discovered_at FROM "leads".leads WHERE ${conditions.join(" AND ")} AND ${lifecycle} ${NEWEST_FIRST} LIMIT ${reach})`);
  return `
    SELECT l.* FROM (
      SELECT id FROM (${branches.join(" UNION ALL ")}) newest
       ${NEWEST_FIRST} LIMIT $${values.push(page.limit)} OFFSET $${values.push(offset)}
    ) page JOIN "leads".leads l USING (id)`;
}

/** The counts' SELECT, its parameters appended to `values`; with both lifecycles, the sum of the two. */
function countsSelect(userId: number, filter: LeadFilter, values: unknown[]): string {
  const where = whereFilter(userId, filter, values);
  const branches = lifecycles(filter).map((lifecycle) => `SELECT match_confidence FROM "leads".leads WHERE ${where} AND ${lifecycle}`);
  return `
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE match_confidence = 'high')::int AS high,
           count(*) FILTER (WHERE match_confidence = 'medium')::int AS medium
      FROM (${branches.join(" UNION ALL ")}) filtered`;
}

/**
 * One page, newest first. The inner query picks the page's ids from covering indexes (so skipped
 * and filtered-out entries never touch the table); only the page's rows are then read.
 */
export function leadPageQuery(userId: number, filter: LeadFilter, page: PageRequest): SqlQuery {
  const values: unknown[] = [];
  const text = `${pageSelect(userId, filter, page, values)}
    ORDER BY l.discovered_at DESC, l.id DESC`;
  return { text, values };
}

/** The total and per-confidence counts of the leads under `filter`. */
export function leadCountsQuery(userId: number, filter: LeadFilter): SqlQuery {
  const values: unknown[] = [];
  return { text: countsSelect(userId, filter, values), values };
}

/**
 * A page and the counts of the whole filter in one statement, so one snapshot (and one round
 * trip): a row per lead of the page, each carrying the counts, or one row of counts alone (lead
 * columns null) when the page is empty.
 */
export function leadPageWithCountsQuery(userId: number, filter: LeadFilter, page: PageRequest): SqlQuery {
  const values: unknown[] = [];
  const counts = countsSelect(userId, filter, values);
  const text = `
    SELECT c.total, c.high, c.medium, p.*
      FROM (${counts}) c
      LEFT JOIN LATERAL (${pageSelect(userId, filter, page, values)}) p ON true
     ORDER BY p.discovered_at DESC, p.id DESC`;
  return { text, values };
}
