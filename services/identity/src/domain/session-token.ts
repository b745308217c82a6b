import { randomBytes } from "node:crypto";

export const SESSION_TTL_DAYS = 30;

/** 32 random bytes, base64url (43 characters). */
export const newSessionToken = (): string => randomBytes(32).toString("base64url");

export const isPlausibleSessionToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
