import { looksLikeLegacyKey, type ApiKey } from "../../domain/api-key.js";
import { invalidField } from "../../domain/errors.js";
import type { AppDeps } from "../ports.js";
import { installApiKey } from "../steps/install-api-key.js";
import { requireUser } from "../steps/require-user.js";

/** Operator call: a key issued before v2 becomes the user's active key (replacing any other). */
export function importLegacyApiKey({ db, publishEvents }: AppDeps) {
  return async (input: { userId: number; apiKey: string }): Promise<ApiKey> => {
    if (!looksLikeLegacyKey(input.apiKey)) throw invalidField("apiKey", "apiKey must be a pre-v2 key: svc_ followed by letters, digits or _, 8 to 200 characters, not 45.");
    const installed = await db.transaction(async (uow) => {
      await requireUser(uow.users, input.userId, { forUpdate: true });
      return installApiKey(uow, input.userId, input.apiKey, { legacy: true });
    });
    if (installed.replacedKeyId) await publishEvents();
    return installed.key;
  };
}
