import { hashSecret } from "../../domain/secret-hash.js";
import { newSessionToken, SESSION_TTL_DAYS } from "../../domain/session-token.js";
import type { SessionRepository } from "../ports.js";

/** Starts a session for the user and returns its token (stored only as a hash). */
export async function openSession(sessions: SessionRepository, userId: number): Promise<string> {
  const token = newSessionToken();
  await sessions.create(userId, hashSecret(token), SESSION_TTL_DAYS);
  return token;
}
