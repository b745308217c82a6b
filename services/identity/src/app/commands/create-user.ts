import { generateApiKey } from "../../domain/api-key.js";
import type { Plan, User } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";
import { installApiKey } from "../steps/install-api-key.js";
import { prepareRegistration, registerUser, type RegistrationInput } from "../steps/register-user.js";

export interface CreatedUser {
  user: User;
  /** The first API key, shown this once. */
  apiKey: string;
  apiKeyId: number;
}

/** Operator call: like sign-up, but the password is optional, the plan is chosen, and the user gets a first key. */
export function createUser({ db }: AppDeps) {
  return async (input: RegistrationInput & { plan: Plan }): Promise<CreatedUser> => {
    const registration = await prepareRegistration(input, input.plan, { passwordRequired: false });
    const apiKey = generateApiKey();
    return db.transaction(async (uow) => {
      const user = await registerUser(uow, registration);
      const { key } = await installApiKey(uow, user.id, apiKey, { legacy: false });
      return { user, apiKey, apiKeyId: key.id };
    });
  };
}
