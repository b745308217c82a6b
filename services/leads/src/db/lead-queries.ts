import type { LeadFilter } from "../domain/lead-filter.js";
import type { PageRequest } from "../app/ports.js";

/** A statement and its parameters. The benchmark EXPLAINs these very queries. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** WHERE conditions for the user's leads under `filter`, appending their parameters to `values`. */
function whereFilter(userId: number, filter: LeadFilter, values: unknown[]): string {
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [`user_id = ${param(userId)}`];
  if (filter.streamId !== null) conditions.push(`stream_id = ${param(filter.streamId)}`);
  if (filter.segmentId !== null) conditions.push(`segment_id = ${param(filter.segmentId)}`);
  if (filter.accountId !== null) conditions.push(`tracked_account_id = ${param(filter.accountId)}`);
  if (filter.matchConfidence !== null) conditions.push(`match_confidence = ${param(filter.matchConfidence)}`);
  if (filter.since !== null) conditions.push(`discovered_at > ${param(filter.since)}`);
  // Literal predicates, so the planner can use the partial index on exported_at IS NULL.
  if (filter.lifecycle === "new") conditions.push("exported_at IS NULL");
  if (filter.lifecycle === "exported") conditions.push("exported_at IS NOT NULL");
  return conditions.join(" AND ");
}

/** The page's SELECT, its parameters appended to `values`. */
function pageSelect(userId: number, filter: LeadFilter, page: PageRequest, values: unknown[]): string {
  const conditions = [whereFilter(userId, filter, values)];
  if (page.after) conditions.push(`(discovered_at, id) < ($${values.push(page.after.at)}, $${values.push(page.after.id)})`);
  return `
    SELECT l.* FROM (
      SELECT id FROM "leads".leads WHERE ${conditions.join(" AND ")}
       ORDER BY discovered_at DESC, id DESC LIMIT $${values.push(page.limit)} OFFSET $${values.push(page.offset ?? 0)}
    ) page JOIN "leads".leads l USING (id)`;
}

/** The counts' SELECT, its parameters appended to `values`. */
function countsSelect(userId: number, filter: LeadFilter, values: unknown[]): string {
  return `
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE match_confidence = 'high')::int AS high,
           count(*) FILTER (WHERE match_confidence = 'medium')::int AS medium
      FROM "leads".leads WHERE ${whereFilter(userId, filter, values)}`;
}

/**
 * One page, newest first. The inner query picks the page's ids from a covering index (so skipped
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
