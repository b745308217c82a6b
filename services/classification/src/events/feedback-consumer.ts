import { timestampDate } from "@bufbuild/protobuf/wkt";
import { LeadFeedbackRecordedSchema } from "@leadstream/contracts";
import { defineEvent, EVENT_STREAMS, on, type ConsumerDefinition } from "@leadstream/platform";
import { recordFeedback } from "../app/commands/record-feedback.js";
import { repositoriesOn } from "../db/repositories.js";

const leadFeedbackRecordedEvent = defineEvent("leads.feedback.recorded", LeadFeedbackRecordedSchema);

/** Keeps every user's latest feedback per (segment, profile), which their next Classify calls learn from. */
export const feedbackConsumer: ConsumerDefinition = {
  stream: EVENT_STREAMS.leads,
  durable: "classification-feedback",
  filterSubject: "leads.feedback.>",
  handlers: [
    on(leadFeedbackRecordedEvent, (event, { em }) =>
      recordFeedback(repositoriesOn(em))({
        userId: event.userId,
        segmentId: event.segmentId,
        xUserId: event.xUserId,
        handle: event.handle,
        bio: event.bio,
        followerCount: event.followerCount,
        feedback: event.feedback,
        badReason: event.badReason,
        markedAt: event.occurredAt ? timestampDate(event.occurredAt) : new Date(),
      }),
    ),
  ],
};
