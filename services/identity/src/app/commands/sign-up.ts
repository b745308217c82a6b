import type { User } from "../../domain/user.js";
import type { AppDeps } from "../ports.js";
import { openSession } from "../steps/open-session.js";
import { prepareRegistration, registerUser, type RegistrationInput } from "../steps/register-user.js";

export interface SignedIn {
  user: User;
  sessionToken: string;
}

/** A free user with a password, their team and a first session. */
export function signUp({ db }: AppDeps) {
  return async (input: RegistrationInput): Promise<SignedIn> => {
    const registration = await prepareRegistration(input, "free", { passwordRequired: true });
    return db.transaction(async (uow) => {
      const user = await registerUser(uow, registration);
      return { user, sessionToken: await openSession(uow.sessions, user.id) };
    });
  };
}
