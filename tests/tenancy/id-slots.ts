import { slotsOf, type Operation, type Path, type Schema } from "@leadstream/testing";

/**
 * Where the served OpenAPI document takes ids, and of what: every path, query and header
 * parameter and every body field named like an id (`id`, `…Id`, `…_id`, `…Ids`), plus the keys a
 * free-form object's description names as integer ids (a webhook's `filterConfig`). No I/O.
 */

/** What an id can name. */
export type Kind = "stream" | "account" | "segment" | "lead" | "run" | "template" | "subscription" | "delivery" | "apiKey";
export const KINDS: Kind[] = ["stream", "account", "segment", "lead", "run", "template", "subscription", "delivery", "apiKey"];

export interface IdSlot {
  in: "path" | "query" | "header" | "body";
  name: string;
  /** Inside the body (body slots only). */
  at: Path;
  /** undefined: the name does not tell (the test fails until a table below says). */
  kind: Kind | undefined;
}

const ID_NAME = /(^id$|Ids?$|_ids?$)/;

/** Names like ids that name nothing of ours, so there is no other user's to try. */
export const NOT_OUR_IDS: Record<string, string> = {
  x_profile_id: "X's own id of a public profile: anyone may look any profile up",
  telegramChatId: "Telegram's id of the user's own chat, which the user types in",
};

const KIND_OF_NAME: Record<string, Kind> = {
  streamId: "stream",
  accountId: "account",
  segmentId: "segment",
  leadId: "lead",
  runId: "run",
  templateId: "template",
  subscriptionId: "subscription",
  deliveryId: "delivery",
  keyId: "apiKey",
  apiKeyId: "apiKey",
};

/** A bare `id` names one of the collection before it in the path (`/streams/{id}`, `/webhooks/subscribe` with `{id}` in the body). */
const KIND_OF_COLLECTION: Record<string, Kind> = {
  streams: "stream",
  accounts: "account",
  segments: "segment",
  leads: "lead",
  runs: "run",
  "dm-templates": "template",
  subscribe: "subscription",
  deliveries: "delivery",
  "api-keys": "apiKey",
};

function kindOf(op: Operation, where: IdSlot["in"], name: string): Kind | undefined {
  if (name !== "id") return KIND_OF_NAME[name];
  const segments = op.path.split("/");
  const collection = where === "path" ? segments[segments.indexOf("{id}") - 1] : segments.at(-1);
  return KIND_OF_COLLECTION[collection ?? ""];
}

/** A field whose schema says nothing of its shape, only its description. */
const freeForm = (schema: Schema) => schema.type === undefined && schema.properties === undefined && schema.anyOf === undefined && schema.oneOf === undefined && schema.$ref === undefined;

/** The ids `op` takes, excluding NOT_OUR_IDS. */
export function idSlotsOf(op: Operation): IdSlot[] {
  const out: IdSlot[] = [];
  /** `key`: the parameter's or field's own name; `at`: where it is in the body. */
  const add = (where: IdSlot["in"], key: string, at: Path) => {
    if (ID_NAME.test(key) && !(key in NOT_OUR_IDS)) out.push({ in: where, name: where === "body" ? at.join(".") : key, at, kind: kindOf(op, where, key) });
  };
  for (const slot of slotsOf(op)) {
    const last = slot.at.at(-1);
    if (slot.in !== "body") add(slot.in, slot.name, []);
    else if (typeof last === "string") add("body", last, slot.at);
    if (slot.in === "body" && freeForm(slot.schema) && typeof slot.schema.description === "string") {
      for (const [, key] of slot.schema.description.matchAll(/`(\w+)` \(integer/g)) add("body", key, [...slot.at, key]);
    }
  }
  return out;
}

/** Every name the document takes that looks like an id, NOT_OUR_IDS included (to check that list still means something). */
export function idLikeNames(ops: Operation[]): Set<string> {
  const names = new Set<string>();
  for (const op of ops) {
    for (const slot of slotsOf(op)) {
      const last = slot.in === "body" ? slot.at.at(-1) : slot.name;
      if (typeof last === "string" && ID_NAME.test(last)) names.add(last);
    }
  }
  return names;
}

/** The codes a 404 of `op` may carry for an id that is not the caller's: those its description names ending in `not_found` (else `not_found`). */
export function notFoundCodes(description: string | undefined): string[] {
  const codes = [...(description ?? "").matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)].map(([, code]) => code).filter((code) => code.endsWith("not_found"));
  return codes.length > 0 ? [...new Set(codes)] : ["not_found"];
}
