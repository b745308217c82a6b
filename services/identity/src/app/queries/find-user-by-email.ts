import { userNotFound } from "../../domain/errors.js";
import { emailToLookUp, type User } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";

export function findUserByEmail({ db }: AppDeps) {
  return async (input: { email: string }): Promise<User> => {
    const user = await db.repositories.users.findByEmail(emailToLookUp(input.email));
    if (!user) throw userNotFound();
    return user;
  };
}
