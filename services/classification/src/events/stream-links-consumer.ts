import { StreamChangedSchema } from "@leadstream/contracts";
import { defineEvent, EVENT_STREAMS, on, type ConsumerDefinition } from "@leadstream/platform";
import { recordStreamLinks } from "../app/commands/record-stream-links.js";
import { repositoriesOn } from "../db/repositories.js";

/**
 * streams.stream.created, .updated and .archived all carry StreamChanged; handlers are chosen by
 * payload type, so one definition (on the wildcard subject) covers the three.
 */
const streamChangedEvent = defineEvent("streams.stream.>", StreamChangedSchema);

/** Keeps stream_links and every segment's linkedStreamCount current, in the inbox's transaction. */
export const streamLinksConsumer: ConsumerDefinition = {
  stream: EVENT_STREAMS.streams,
  durable: "classification-stream-links",
  filterSubject: streamChangedEvent.subject,
  handlers: [on(streamChangedEvent, (stream, { em }) => recordStreamLinks(repositoriesOn(em))(stream))],
};
