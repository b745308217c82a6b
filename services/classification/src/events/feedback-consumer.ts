import { timestampDate } from "@bufbuild/protobuf/wkt";
import { EVENT_FILTERS, EVENTS } from "@leadstream/contracts";
import { BAD_REASON, FEEDBACK_STATUS } from "@leadstream/contracts/vocabulary";
import { on, type ConsumerDefinition } from "@leadstream/platform";
import { recordFeedback } from "../app/commands/record-feedback.js";
import { repositoriesOn } from "../db/repositories.js";

/** Keeps every user's latest feedback per (segment, profile), which their next Classify calls learn from. */
export const feedbackConsumer: ConsumerDefinition = {
  filter: EVENT_FILTERS.leads.feedback,
  durable: "classification-feedback",
  handlers: [
    on(EVENTS.leads.leadFeedbackRecorded, (event, { em }) =>
      recordFeedback(repositoriesOn(em))({
        userId: event.userId,
        segmentId: event.segmentId,
        xUserId: event.xUserId,
        handle: event.handle,
        bio: event.bio,
        followerCount: event.followerCount,
        feedback: FEEDBACK_STATUS.nameOrNull(event.feedback) ?? "",
        badReason: BAD_REASON.nameOrNull(event.badReason) ?? "",
        markedAt: event.occurredAt ? timestampDate(event.occurredAt) : new Date(),
      }),
    ),
  ],
};
