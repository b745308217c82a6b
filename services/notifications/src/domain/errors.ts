import { AppError } from "@leadstream/platform/errors";

export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

/** A filter naming a stream or account that is not the caller's: as if it did not exist. */
export const filterTargetNotFound = (key: "streamId" | "accountId"): AppError =>
  new AppError("not_found", `filterConfig.${key} is not one of your ${key === "streamId" ? "streams" : "tracked accounts"}.`, { param: `filterConfig.${key}` });

export const deliveryNotFound = (): AppError => new AppError("not_found", "No such delivery.");

export const subscriptionNotFound = (): AppError => new AppError("not_found", "No such webhook subscription.");

export const deliveryNotFailed = (): AppError => new AppError("conflict", "Only a failed delivery can be retried.");
