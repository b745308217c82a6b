import { parseHandle } from "@leadstream/contracts/vocabulary";
import { validOptions, type EnrichmentOptions } from "../../domain/enrichment.js";
import { invalidField } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { EnrichmentDeps, LookupKind, LookupRecord } from "../ports.js";
import { paidEnrichment } from "../steps/paid-enrichment.js";

const X_USER_ID = /^[0-9]{1,19}$/;

export interface RawLookup {
  userId: number;
  kind: string;
  handle: string;
  xUserId: string;
  options: { outputs: string[]; emailMode: string };
}

/**
 * Enriches any X profile, by handle or id, paid like a lead's enrichment and kept in the user's
 * lookup history. An e-mail lookup asks for the e-mail only; a profile lookup for what was
 * requested, both by default. A lookup whose provider call failed is not kept.
 */
export function lookup(deps: EnrichmentDeps) {
  return async (input: RawLookup, signal: AbortSignal): Promise<{ lookup: LookupRecord; balance: number }> => {
    const userId = requiredId("userId", input.userId);
    const kind = validKind(input.kind);
    const options = lookupOptions(kind, input.options);
    const profile = await deps.profiles.lookup(userId, profileRef(input.handle, input.xUserId));
    const id = await deps.db.repositories.lookups.reserveId();
    const paid = await paidEnrichment(deps, userId, profile, options, { lookupId: id }, signal);
    const record = { id, userId, kind, xUserId: profile.xUserId, handle: profile.handle, result: paid.result, creditsCharged: paid.charged, createdAt: deps.now() };
    const saved = await deps.db.repositories.lookups.add(record).catch(async (err: unknown) => {
      await paid.refund();
      throw err;
    });
    return { lookup: saved, balance: paid.balance };
  };
}

function validKind(kind: string): LookupKind {
  if (kind !== "enrich" && kind !== "enrich-email") throw invalidField("kind", "kind must be enrich or enrich-email.");
  return kind;
}

function lookupOptions(kind: LookupKind, raw: { outputs: string[]; emailMode: string }): EnrichmentOptions {
  if (kind === "enrich-email") {
    if (raw.outputs.some((output) => output !== "email")) throw invalidField("requested_outputs", "An e-mail lookup finds the e-mail only.");
    return validOptions({ outputs: ["email"], emailMode: raw.emailMode });
  }
  return validOptions({ outputs: raw.outputs.length > 0 ? raw.outputs : ["linkedin_url", "email"], emailMode: raw.emailMode });
}

function profileRef(handle: string, xUserId: string): { handle: string } | { xUserId: string } {
  if ((handle === "") === (xUserId === "")) throw invalidField("handle", "Send exactly one of handle and x_profile_id.");
  if (xUserId !== "") {
    if (!X_USER_ID.test(xUserId)) throw invalidField("x_profile_id", "x_profile_id must be a numeric X user id.");
    return { xUserId };
  }
  const parsed = parseHandle(handle);
  if (parsed === null) throw invalidField("handle", "handle must be an X handle: 1-15 letters, digits or underscores, with or without @.");
  return { handle: parsed };
}
