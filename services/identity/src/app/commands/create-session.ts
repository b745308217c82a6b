import { userNotFound } from "../../domain/errors.js";
import { emailToLookUp } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";
import { openSession } from "../steps/open-session.js";

/** Operator call: a session for the user with this e-mail, no password asked. */
export function createSession({ db }: AppDeps) {
  return async (input: { email: string }): Promise<string> => {
    const email = emailToLookUp(input.email);
    const user = await db.repositories.users.findByEmail(email);
    if (!user) throw userNotFound();
    return openSession(db.repositories.sessions, user.id);
  };
}
