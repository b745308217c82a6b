import { randomUUID } from "node:crypto";
import type { EMAIL_STATUS } from "@leadstream/contracts/vocabulary";

/** What enrichment found for a lead, in the form every public lead form shows it. */
export interface LeadEnrichment {
  linkedin: { url: string; confidence: number } | null;
  email: { address: string; status: (typeof EMAIL_STATUS.names)[number]; provider: string } | null;
  enrichedAt: string;
}

/** A lead as a webhook body carries it: the per-stream form of spec 2.5, with matchReasons and enrichment. */
export interface WebhookLead {
  id: number;
  streamId: number;
  trackedXAccountId: number;
  segmentId: number;
  matchConfidence: string;
  sourceType: string;
  discoveredAt: string;
  exportedAt: string | null;
  profile: { xUserId: string; handle: string; displayName: string; profileImageUrl: string; followerCount: number; bio: string };
  matchReasons: string[];
  /** Null until enrichment found something for the lead. */
  enrichment: LeadEnrichment | null;
}

/** The `webhook-id` of one batch: the same on every attempt, so receivers can drop repeats. */
export const newWebhookId = (): string => `msg_${randomUUID()}`;

/** A made-up lead for POST /webhooks/test. */
export const SAMPLE_LEAD: WebhookLead = {
  id: 1,
  streamId: 1,
  trackedXAccountId: 1,
  segmentId: 1,
  matchConfidence: "high",
  sourceType: "new_follower",
  discoveredAt: "2026-01-01T00:00:00.000Z",
  exportedAt: null,
  profile: { xUserId: "1", handle: "sample_lead", displayName: "Sample Lead", profileImageUrl: "https://example.com/sample.png", followerCount: 1234, bio: "A sample lead sent by POST /webhooks/test" },
  matchReasons: ["job_role: Founder"],
  enrichment: {
    linkedin: { url: "https://www.linkedin.com/in/sample-lead", confidence: 0.92 },
    email: { address: "sample.lead@example.com", status: "verified", provider: "sandbox" },
    enrichedAt: "2026-01-01T00:05:00.000Z",
  },
};
