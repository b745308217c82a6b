import { AppError } from "@leadstream/platform/errors";

/** The identity context's failures, as AppErrors the RPC layer passes through with their codes. */
export const invalidField = (param: string, message: string): AppError => new AppError("invalid_request", message, { param });

export const userNotFound = (): AppError => new AppError("not_found", "No such user.");

export const apiKeyNotFound = (): AppError => new AppError("not_found", "No such API key.");

export const emailTaken = (): AppError => new AppError("email_taken", "An account with this e-mail address already exists.");

export const apiKeyTaken = (): AppError => new AppError("conflict", "This API key is already registered.");

// One message for an unknown e-mail and a wrong password, so the answer reveals neither.
export const invalidCredentials = (): AppError => new AppError("invalid_credentials", "Incorrect e-mail address or password.");

export const invalidKeyFormat = (): AppError => new AppError("invalid_key_format", "The API key is malformed.");

export const invalidKey = (): AppError => new AppError("invalid_key", "The API key is invalid or has been revoked.");

export const unauthenticated = (): AppError => new AppError("unauthenticated", "The session is invalid or has expired.");
