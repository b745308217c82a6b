import { userNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { User } from "../../domain/user.js";
import type { UserRepository } from "../ports.js";

/** The user, or not_found for an unknown or malformed id. */
export async function requireUser(users: UserRepository, userId: number, opts: { forUpdate?: boolean } = {}): Promise<User> {
  const user = isValidId(userId) ? await users.findById(userId, opts) : null;
  if (!user) throw userNotFound();
  return user;
}
