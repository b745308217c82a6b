// Node's socket errors, and PostgreSQL's SQLSTATEs for "not now": connection exceptions (class 08),
// shutting down or starting up (57P01-57P03), too many connections (53300).
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
// What pg and its pool say when a connection is lost or cannot be made in time.
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database cannot be reached right now (refused, reset, lost, restarting), as opposed to a
 * query that is wrong: worth a 503 and a retry, not a 500. TypeORM wraps the driver's error.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of [err, (err as { driverError?: unknown } | null)?.driverError]) {
    if (!(e instanceof Error)) continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (CONNECTION_LOST.test(e.message)) return true;
  }
  return false;
}
