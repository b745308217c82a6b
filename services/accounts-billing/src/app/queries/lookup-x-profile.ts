import { parseHandle } from "@leadstream/contracts/vocabulary";
import { invalidField } from "../../domain/errors.js";
import type { XFullProfile } from "../../domain/profiles.js";
import type { AppDeps, XUserRef } from "../ports.js";
import { knownUser } from "../steps/known-user.js";

// X user ids are numeric strings below 2^63.
const X_USER_ID = /^[1-9][0-9]{0,18}$/;

function userRef(handle: string, xUserId: string): XUserRef {
  if ((handle === "") === (xUserId === "")) throw invalidField("handle", "Give either handle or xUserId.");
  if (xUserId !== "") {
    if (!X_USER_ID.test(xUserId)) throw invalidField("xUserId", "xUserId must be an X user id (digits).");
    return { xUserId };
  }
  const parsed = parseHandle(handle);
  if (!parsed) throw invalidField("handle", `handle must be an X handle: 1 to 15 letters, digits or underscores, with or without "@".`);
  return { handle: parsed };
}

/** One X profile by handle or id, every field, for a lookup; handle_not_found, handle_protected or handle_lookup_failed as for streams. */
export function lookupXProfile(deps: AppDeps) {
  return async (input: { userId: number; handle: string; xUserId: string }): Promise<XFullProfile> => {
    const ref = userRef(input.handle, input.xUserId);
    await knownUser(deps, input.userId);
    return deps.x.lookupProfile(ref);
  };
}
