import type { Client } from "@connectrpc/connect";
import type { IdentityService } from "@leadstream/contracts";
import { PLAN } from "@leadstream/contracts/vocabulary";
import type { IdentityDirectory } from "../app/ports.js";
import { userNotFound } from "../domain/errors.js";

/** Identity's GetUser, for users whose signup event has not reached us yet. */
export function identityDirectory(identity: Client<typeof IdentityService>): IdentityDirectory {
  return {
    async getUser(userId) {
      const { user } = await identity.getUser({ userId });
      if (!user) throw userNotFound();
      return { userId: user.id, teamId: user.teamId, email: user.email, signupIp: user.signupIp || null, plan: PLAN.nameOrNull(user.plan) ?? "free" };
    },
  };
}
