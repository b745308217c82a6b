import type { User } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";
import { requireUser } from "../steps/require-user.js";

export function getUser({ db }: AppDeps) {
  return (input: { userId: number }): Promise<User> => requireUser(db.repositories.users, input.userId);
}
