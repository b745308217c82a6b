import { AppError } from "@leadstream/platform/errors";

/** The classification context's failures, as AppErrors the RPC layer passes through with their codes. */
export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

export const segmentNotFound = (): AppError => new AppError("not_found", "No such segment.");

export const orphanLabels = (orphans: string[]): AppError =>
  new AppError("orphan_label", `These labels match no canonical label: ${orphans.join(", ")}. The label table is at GET /api/v2/segments/labels.`, { orphans });
