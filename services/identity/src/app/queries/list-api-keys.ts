import type { ApiKey } from "../../domain/api-key.js";
import type { AppDeps } from "../ports.js";
import { requireUser } from "../steps/require-user.js";

/** Every key the user has had, newest first, revoked ones included. */
export function listApiKeys({ db }: AppDeps) {
  return async (input: { userId: number }): Promise<ApiKey[]> => {
    await requireUser(db.repositories.users, input.userId);
    return db.repositories.apiKeys.listByUser(input.userId);
  };
}
