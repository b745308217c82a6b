import { StreamChangedSchema } from "@leadstream/contracts";
import { defineEvent } from "@leadstream/platform";
import type { StreamChange } from "../app/ports.js";

/** Facts the streams context publishes on the STREAMS stream, one subject per kind of change. */
export const streamChangedEvents = {
  created: defineEvent("streams.stream.created", StreamChangedSchema),
  updated: defineEvent("streams.stream.updated", StreamChangedSchema),
  archived: defineEvent("streams.stream.archived", StreamChangedSchema),
} satisfies Record<StreamChange, unknown>;
