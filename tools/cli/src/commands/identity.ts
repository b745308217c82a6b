import { IdentityService } from "@leadstream/contracts";
import { PLAN } from "@leadstream/contracts/vocabulary";
import type { Command } from "./index.js";
import { client, required } from "./clients.js";

const identity = () => client(IdentityService, "identity");

export const identityCommands: Record<string, Command> = {
  "users:create": {
    usage: "--email E [--password P] [--name N] [--plan free|paid] [--signup-ip IP] [--timezone TZ] [--json]",
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, plan: { type: "string" }, "signup-ip": { type: "string" }, timezone: { type: "string" } },
    async run(v) {
      const plan = (v.plan as string | undefined) ?? "free";
      if (!PLAN.has(plan)) throw new Error(`--plan must be ${PLAN.names.join(" or ")}`);
      const res = await identity().createUser({
        email: required(v, "email"),
        password: (v.password as string | undefined) ?? "",
        displayName: (v.name as string | undefined) ?? "",
        plan: PLAN.value(plan),
        signupIp: (v["signup-ip"] as string | undefined) ?? "",
        timezone: (v.timezone as string | undefined) ?? "",
      });
      return { userId: res.user!.id, teamId: res.user!.teamId, apiKey: res.apiKey };
    },
  },
  "keys:create": {
    usage: "--email E [--json]   (replaces the user's active key)",
    options: { email: { type: "string" } },
    async run(v) {
      const { user } = await identity().findUserByEmail({ email: required(v, "email") });
      const res = await identity().generateApiKey({ userId: user!.id });
      return { keyId: res.key!.id, apiKey: res.apiKey };
    },
  },
  "sessions:create": {
    usage: "--email E [--json]",
    options: { email: { type: "string" } },
    async run(v) {
      const res = await identity().createSession({ email: required(v, "email") });
      return { cookie: `session=${res.sessionToken}` };
    },
  },
};
