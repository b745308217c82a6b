import { createSession } from "./commands/create-session.js";
import { createUser } from "./commands/create-user.js";
import { generateApiKey } from "./commands/generate-api-key.js";
import { importLegacyApiKey } from "./commands/import-legacy-api-key.js";
import { logIn } from "./commands/log-in.js";
import { logOut } from "./commands/log-out.js";
import { revokeApiKey } from "./commands/revoke-api-key.js";
import { signUp } from "./commands/sign-up.js";
import type { AppDeps } from "./ports.js";
import { authenticateApiKey } from "./queries/authenticate-api-key.js";
import { authenticateSession } from "./queries/authenticate-session.js";
import { findUserByEmail } from "./queries/find-user-by-email.js";
import { getUser } from "./queries/get-user.js";
import { listApiKeys } from "./queries/list-api-keys.js";

/** Every identity use case, bound to its ports. */
export function createIdentityApp(deps: AppDeps) {
  return {
    signUp: signUp(deps),
    logIn: logIn(deps),
    logOut: logOut(deps),
    generateApiKey: generateApiKey(deps),
    revokeApiKey: revokeApiKey(deps),
    importLegacyApiKey: importLegacyApiKey(deps),
    createUser: createUser(deps),
    createSession: createSession(deps),
    authenticateApiKey: authenticateApiKey(deps),
    authenticateSession: authenticateSession(deps),
    getUser: getUser(deps),
    findUserByEmail: findUserByEmail(deps),
    listApiKeys: listApiKeys(deps),
  };
}

export type IdentityApp = ReturnType<typeof createIdentityApp>;
