import { AppError } from "@leadstream/platform/errors";

/** The accounts-billing context's failures, as AppErrors the RPC layer passes through with their codes. */
export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

export const userNotFound = (): AppError => new AppError("not_found", "No such user.");

export const accountNotFound = (): AppError => new AppError("not_found", "No such tracked account.");

export const referencedAccountNotFound = (param: string, accountId: number): AppError =>
  new AppError("not_found", `${param}: tracked account ${accountId} does not exist.`, { param });

export const handleNotFound = (handle: string): AppError => new AppError("handle_not_found", `@${handle} does not exist on X.`, { handle });

export const handleProtected = (handle: string): AppError => new AppError("handle_protected", `@${handle} is a private account.`, { handle });

export const handleLookupFailed = (handle: string): AppError =>
  new AppError("handle_lookup_failed", `@${handle} could not be looked up on X right now; try again shortly.`, { handle });

export const freeAccountLimit = (): AppError =>
  new AppError("free_account_limit", "The free plan tracks one account; subscribe to add more.");

export const freeAccountIpDuplicate = (): AppError =>
  new AppError("free_account_ip_duplicate", "A free account from this network already tracks an account; subscribe to add one.");

export const subscriptionRequired = (): AppError =>
  new AppError("subscription_required", "This needs an active paid subscription.");

/** `action`: what waking the account allows, e.g. "changing its tier". */
export const accountSleeping = (action: string): AppError => new AppError("account_sleeping", `The account is sleeping; wake it before ${action}.`);

export const trackedAccountGone = (): AppError => new AppError("handle_not_found", "The tracked account no longer exists on X.");

export const trackedAccountProtected = (): AppError =>
  new AppError("handle_protected", "The tracked account is private on X; its followers and posts cannot be read.");

export const xUnavailable = (): AppError => new AppError("upstream_error", "X could not be reached; try again shortly.");

export const syncConflict = (): AppError => new AppError("conflict", "Another call advanced this follower sync at the same time; call again.");

export const syncSuperseded = (runId: number, laterRunId: number): AppError =>
  new AppError("conflict", `Run ${laterRunId} has replaced run ${runId} in this account's follower sync.`);

export const reservationConflict = (runId: number): AppError =>
  new AppError("conflict", `Run ${runId} already holds a reservation on another account or budget.`);

export const billingProviderError = (cause: string): AppError =>
  new AppError("billing_provider_error", `The payment provider failed: ${cause}`);

export const accountsChanged = (): AppError =>
  new AppError("conflict", "The tracked accounts changed while this request ran; try again.");

// A user named by X user id: the id is in the message only (the public API calls it x_profile_id).
export const xUserNotFound = (xUserId: string): AppError => new AppError("handle_not_found", `X user ${xUserId} does not exist.`);

export const xUserProtected = (xUserId: string): AppError => new AppError("handle_protected", `X user ${xUserId} is a private account.`);

export const xUserLookupFailed = (xUserId: string): AppError => new AppError("handle_lookup_failed", `X user ${xUserId} could not be looked up on X right now; try again shortly.`);

export const creditsExhausted = (needed: number, balance: number, reserved: number): AppError =>
  new AppError(
    "credits_exhausted",
    `Not enough credits: this needs ${needed} and the team's balance is ${balance}${reserved > 0 ? `, of which ${reserved} is held by requests in progress` : ""}.`,
  );

export const creditReservationNotFound = (): AppError => new AppError("not_found", "No such credit reservation.");

export const creditReservationConflict = (reservationId: string, why: string): AppError => new AppError("conflict", `Credit reservation ${reservationId} ${why}.`);
