import type { XApi, XProfile } from "../../app/ports.js";
import { handleLookupFailed, handleNotFound, handleProtected } from "../../domain/errors.js";
import { XUnavailableError, type XHttpClient } from "./x-http-client.js";

interface XUser {
  id: string;
  username: string;
  name: string;
  profile_image_url?: string;
  protected?: boolean;
  public_metrics?: { followers_count?: number };
}

interface XUserBody {
  data?: XUser;
  errors?: { type?: string }[];
}

const PROBLEMS = "https://api.twitter.com/2/problems";
const USER_FIELDS = "profile_image_url,protected,public_metrics";

const hasProblem = (body: XUserBody, problem: string) => (body.errors ?? []).some((e) => e.type === `${PROBLEMS}/${problem}`);

const toProfile = (user: XUser): XProfile => ({
  xUserId: user.id,
  handle: user.username,
  displayName: user.name,
  profileImageUrl: user.profile_image_url ?? "",
  followersCount: user.public_metrics?.followers_count ?? 0,
});

/** The production X API v2 adapter (pointed at tools/x-sandbox in development and tests). */
export function xApiAdapter(client: XHttpClient, opts: { lookupMaxWaitMs: number }): XApi {
  return {
    async lookupUser(handle) {
      let res;
      try {
        res = await client.get(`/2/users/by/username/${encodeURIComponent(handle)}`, { "user.fields": USER_FIELDS }, { family: "users", maxWaitMs: opts.lookupMaxWaitMs });
      } catch (err) {
        if (err instanceof XUnavailableError) throw handleLookupFailed(handle);
        throw err;
      }
      const body = (res.body ?? {}) as XUserBody;
      if (res.status === 404 || hasProblem(body, "resource-not-found")) throw handleNotFound(handle);
      // X answers protected accounts with 200: a flag on the user, or an authorization problem.
      if (body.data?.protected || hasProblem(body, "not-authorized-for-resource")) throw handleProtected(handle);
      if (!body.data) throw handleLookupFailed(handle);
      return toProfile(body.data);
    },
  };
}
