import { AppError } from "@leadstream/platform/errors";

/** The leads context's failures, as AppErrors the RPC layer passes through with their codes. */
export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

export const leadNotFound = (): AppError => new AppError("not_found", "No such lead.");

export const segmentNotLinked = (segmentId: number): AppError =>
  new AppError("not_found", `Segment ${segmentId} is not one of your segments linked to this lead.`);

export const dmTemplateNotFound = (): AppError => new AppError("not_found", "No such DM template.");

export const dmTemplateNameTaken = (): AppError => new AppError("conflict", "You already have a DM template with this name.", { param: "name" });
