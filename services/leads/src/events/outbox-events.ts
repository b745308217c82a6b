import { timestampNow } from "@bufbuild/protobuf/wkt";
import { EVENTS } from "@leadstream/contracts";
import { BAD_REASON, FEEDBACK_STATUS } from "@leadstream/contracts/vocabulary";
import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { LeadsEvents } from "../app/ports.js";

/** Leads events written to the outbox inside the transaction `em` belongs to. */
export function outboxEvents(outbox: Outbox, em: EntityManager): LeadsEvents {
  return {
    async leadsDiscovered({ source }, leads) {
      await outbox.add(em, EVENTS.leads.leadsDiscovered, {
        userId: source.userId,
        streamId: source.streamId,
        runId: source.runId,
        leadIds: leads.map((lead) => lead.id),
        occurredAt: timestampNow(),
      });
    },
    async feedbackRecorded(lead, segmentId, verdict) {
      await outbox.add(em, EVENTS.leads.leadFeedbackRecorded, {
        userId: lead.userId,
        leadId: lead.id,
        segmentId,
        xUserId: lead.profile.xUserId,
        handle: lead.profile.handle,
        bio: lead.profile.bio,
        followerCount: lead.profile.followerCount,
        feedback: FEEDBACK_STATUS.value(verdict.feedback),
        badReason: BAD_REASON.value(verdict.feedback === "bad" ? verdict.badReason : null),
        occurredAt: timestampNow(),
      });
    },
  };
}
