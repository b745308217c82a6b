import { AppError } from "@leadstream/platform/errors";

/** The streams context's failures, as AppErrors the RPC layer passes through with their codes. */
export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

export const streamNotFound = (): AppError => new AppError("not_found", "No such stream.");

export const multiSegment = (): AppError =>
  new AppError("stream_multi_segment", "A stream targets exactly one segment; these pairs span more than one.", { param: "pairs" });

export const streamCapExceeded = (account: { id: number; handle: string; streamCap: number }): AppError =>
  new AppError(
    "stream_cap_exceeded",
    `@${account.handle} may feed at most ${account.streamCap} non-archived stream(s) on its tier; archive one of them or upgrade the account.`,
    { accountId: account.id, streamCap: account.streamCap },
  );

export const streamArchived = (): AppError => new AppError("stream_archived", "The stream is archived; un-archive it to run it.");

export const noMatchingPairs = (): AppError => new AppError("not_found", "No pair of this stream matches the given account or segment.");

export const runNotFound = (): AppError => new AppError("not_found", "No such run.");
