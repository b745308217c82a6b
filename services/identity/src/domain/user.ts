import type { PLAN } from "@leadstream/contracts/vocabulary";
import { canonicalTimeZone } from "@leadstream/platform/time-zone";
import { isIP } from "node:net";
import { invalidField } from "./errors.js";

export type Plan = (typeof PLAN.names)[number];

export interface User {
  id: number;
  teamId: number;
  email: string;
  displayName: string;
  timezone: string;
  plan: Plan;
  signupIp: string | null;
  createdAt: Date;
}

const EMAIL_MAX = 254;
const DISPLAY_NAME_MAX = 100;
const DEFAULT_TIMEZONE = "UTC";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased: e-mail addresses are unique regardless of case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The normalised address to look a user up by; its shape is not checked (a malformed one is simply not found). */
export function emailToLookUp(raw: string): string {
  const email = normaliseEmail(raw);
  if (email === "") throw invalidField("email", "email is required.");
  return email;
}

/** The normalised address for a new user. */
export function validEmail(raw: string): string {
  const email = emailToLookUp(raw);
  if (email.length > EMAIL_MAX) throw invalidField("email", `email must be at most ${EMAIL_MAX} characters.`);
  if (!EMAIL_SHAPE.test(email)) throw invalidField("email", "email must be an e-mail address.");
  return email;
}

/** The given name, trimmed; when none is given, the local part of the e-mail address. */
export function validDisplayName(raw: string, email: string): string {
  const name = raw.trim();
  if (name === "") return [...email.slice(0, email.lastIndexOf("@"))].slice(0, DISPLAY_NAME_MAX).join("");
  if ([...name].length > DISPLAY_NAME_MAX) throw invalidField("name", `name must be 1 to ${DISPLAY_NAME_MAX} characters.`);
  return name;
}

/** An IANA zone in its usual spelling; empty means UTC. */
export function validTimezone(raw: string): string {
  if (raw.trim() === "") return DEFAULT_TIMEZONE;
  const zone = canonicalTimeZone(raw);
  if (!zone) throw invalidField("timezone", "timezone must be an IANA time zone such as Europe/Paris.");
  return zone;
}

/** An IPv4 or IPv6 address, or null when none was given. */
export function validSignupIp(raw: string): string | null {
  const ip = raw.trim();
  if (ip === "") return null;
  if (isIP(ip) === 0) throw invalidField("signupIp", "signupIp must be an IP address.");
  return ip;
}
