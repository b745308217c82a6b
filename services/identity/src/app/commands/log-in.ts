import { randomBytes } from "node:crypto";
import { invalidCredentials, invalidField } from "../../domain/errors.js";
import { hashPassword, verifyPassword } from "../../domain/password.js";
import { emailToLookUp } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";
import { openSession } from "../steps/open-session.js";
import type { SignedIn } from "./sign-up.js";

// Checked when the e-mail is unknown (or has no password), so every failure costs one scrypt.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

export function logIn({ db }: AppDeps) {
  return async (input: { email: string; password: string }): Promise<SignedIn> => {
    const email = emailToLookUp(input.email);
    if (input.password === "") throw invalidField("password", "password is required.");
    const found = await db.repositories.users.findCredentials(email);
    const matches = await verifyPassword(input.password, found?.passwordHash ?? (await decoy()));
    if (!found?.passwordHash || !matches) throw invalidCredentials();
    return { user: found.user, sessionToken: await openSession(db.repositories.sessions, found.user.id) };
  };
}
