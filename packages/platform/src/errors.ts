// The entry point domain code imports (@leadstream/platform/errors): it imports nothing, so a
// domain module loads no database, bus or telemetry code. The RPC mapping is in rpc/connect-errors.ts.

/**
 * Every error code a client can see, with its HTTP status: the spec's table (section 7),
 * DECISIONS, and the gateway's own. Domain code throws AppError with one of these codes;
 * RPC carries the code in metadata and the gateway turns it back into status + body.
 */
export const ERROR_STATUS = {
  // spec section 7
  handle_not_found: 404,
  handle_protected: 422,
  handle_lookup_failed: 503,
  free_account_limit: 403,
  free_account_ip_duplicate: 409,
  subscription_required: 403,
  stream_cap_exceeded: 400,
  stream_multi_segment: 400,
  orphan_label: 400,
  free_retest_limit: 403,
  retest_limit: 403,
  retest_limit_pro: 403,
  daily_sync_limit: 403,
  credits_exhausted: 429,
  // DECISIONS
  account_sleeping: 400,
  billing_provider_error: 502,
  // issue 10: enrichment and lookups
  lead_not_found: 404,
  profile_missing: 404,
  no_team: 400,
  enrichment_provider_error: 502,
  stream_archived: 400,
  invalid_filter: 400,
  missing_key: 401,
  invalid_key_format: 401,
  invalid_key: 401,
  rate_limited: 429,
  // gateway and general
  invalid_request: 400,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  forbidden: 403,
  invalid_credentials: 401,
  email_taken: 409,
  csrf_origin_mismatch: 403,
  payload_too_large: 413,
  headers_too_large: 431,
  request_timeout: 408,
  unsupported_media_type: 415,
  gone: 410,
  idempotency_conflict: 409,
  idempotency_key_reused: 422,
  invalid_idempotency_key: 400,
  service_unavailable: 503,
  upstream_error: 502,
  upstream_timeout: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);

/** A failure the caller can act on: a spec error code, a message, optional extra body fields. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the error body, e.g. `{orphans: [...]}` or `{param: "name"}`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
