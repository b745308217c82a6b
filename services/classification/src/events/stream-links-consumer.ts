import { EVENT_FILTERS, EVENTS, type StreamChanged } from "@leadstream/contracts";
import { on, type ConsumerDefinition, type HandlerContext } from "@leadstream/platform";
import { recordStreamLinks } from "../app/commands/record-stream-links.js";
import { repositoriesOn } from "../db/repositories.js";

/** Created, updated and archived all carry the stream as it now is. */
const recordLinks = (stream: StreamChanged, { em }: HandlerContext) => recordStreamLinks(repositoriesOn(em))(stream);

/** Keeps stream_links and every segment's linkedStreamCount current, in the inbox's transaction. */
export const streamLinksConsumer: ConsumerDefinition = {
  filter: EVENT_FILTERS.streams.stream,
  durable: "classification-stream-links",
  handlers: [on(EVENTS.streams.streamCreated, recordLinks), on(EVENTS.streams.streamUpdated, recordLinks), on(EVENTS.streams.streamArchived, recordLinks)],
};
