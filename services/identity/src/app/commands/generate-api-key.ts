import { generateApiKey as newApiKey, type ApiKey } from "../../domain/api-key.js";
import type { AppDeps } from "../ports.js";
import { installApiKey } from "../steps/install-api-key.js";
import { requireUser } from "../steps/require-user.js";

export interface GeneratedKey {
  key: ApiKey;
  /** The key itself, shown this once. */
  apiKey: string;
  replacedKeyId: number;
}

/**
 * A new key replacing the active one. The revocation event is published before we answer,
 * so every gateway replica has dropped the old key by the time the client holds the new one.
 */
export function generateApiKey({ db, publishEvents }: AppDeps) {
  return async (input: { userId: number }): Promise<GeneratedKey> => {
    const apiKey = newApiKey();
    const installed = await db.transaction(async (uow) => {
      await requireUser(uow.users, input.userId, { forUpdate: true });
      return installApiKey(uow, input.userId, apiKey, { legacy: false });
    });
    if (installed.replacedKeyId) await publishEvents();
    return { ...installed, apiKey };
  };
}
