import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new signing secret, `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
export const newSecret = (): string => PREFIX + randomBytes(24).toString("base64");

/**
 * The Standard Webhooks `webhook-signature` value: `v1,` + base64 HMAC-SHA256, keyed with the
 * base64-decoded part of the secret after `whsec_`, of `<id>.<timestamp seconds>.<body>`.
 */
export function signatureFor(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
  return "v1," + createHmac("sha256", key).update(`${webhookId}.${timestampSeconds}.${body}`).digest("base64");
}
