// Hand-written (`pnpm gen` rewrites only gen/ and the root index): the public names of every
// closed vocabulary, one per proto enum, and the handle rule. Pure, so domain/ code may import it
// as @leadstream/contracts/vocabulary; the gateway's schemas and every RPC edge map through it.
import { ApiKeyRevocationReason, Plan } from "../gen/leadstream/identity/v1/vocabulary_pb.js";
import { BillingDelta, BudgetKind, BudgetRefusal, CreditEntryKind, SubscriptionStatus, Tier, TierChangeAction } from "../gen/leadstream/accounts_billing/v1/vocabulary_pb.js";
import { BotKind, FollowerCountTier, Gender, MatchOutcome } from "../gen/leadstream/classification/v1/vocabulary_pb.js";
import { BadReason, EmailMode, EmailStatus, EnrichmentKind, EnrichmentOutput, FeedbackStatus, LeadSourceType, Lifecycle, LookupKind, MatchConfidence } from "../gen/leadstream/leads/v1/vocabulary_pb.js";
import { DeliveryStatus, SourceType, SummaryFrequency } from "../gen/leadstream/notifications/v1/vocabulary_pb.js";
import { CsvFormat, RetestSkipReason, RunMode, RunSkipReason, RunSource, RunStatus, StreamDeliveryDestination } from "../gen/leadstream/streams/v1/vocabulary_pb.js";
import { vocabulary } from "./vocabulary.js";

export { vocabulary, type NameOf, type Vocabulary } from "./vocabulary.js";
export { HANDLE_PATTERN, parseHandle } from "./handle.js";

export const PLAN = vocabulary(Plan);
export const API_KEY_REVOCATION_REASON = vocabulary(ApiKeyRevocationReason);

export const TIER = vocabulary(Tier);
export const SUBSCRIPTION_STATUS = vocabulary(SubscriptionStatus);
export const TIER_CHANGE_ACTION = vocabulary(TierChangeAction);
export const BILLING_DELTA = vocabulary(BillingDelta);
export const BUDGET_KIND = vocabulary(BudgetKind);
export const BUDGET_REFUSAL = vocabulary(BudgetRefusal);
export const CREDIT_ENTRY_KIND = vocabulary(CreditEntryKind);

export const GENDER = vocabulary(Gender);
export const FOLLOWER_COUNT_TIER = vocabulary(FollowerCountTier);
export const MATCH_OUTCOME = vocabulary(MatchOutcome);
export const BOT_KIND = vocabulary(BotKind);

export const MATCH_CONFIDENCE = vocabulary(MatchConfidence);
export const LEAD_SOURCE_TYPE = vocabulary(LeadSourceType);
export const LIFECYCLE = vocabulary(Lifecycle);
export const FEEDBACK_STATUS = vocabulary(FeedbackStatus);
export const BAD_REASON = vocabulary(BadReason);
export const ENRICHMENT_OUTPUT = vocabulary(EnrichmentOutput);
export const EMAIL_STATUS = vocabulary(EmailStatus);
export const ENRICHMENT_KIND = vocabulary(EnrichmentKind);
export const LOOKUP_KIND = vocabulary(LookupKind, "-");

export const RUN_STATUS = vocabulary(RunStatus);
export const RUN_SOURCE = vocabulary(RunSource);
export const RUN_MODE = vocabulary(RunMode, "-");
export const RUN_SKIP_REASON = vocabulary(RunSkipReason);
export const RETEST_SKIP_REASON = vocabulary(RetestSkipReason);
export const EMAIL_MODE = vocabulary(EmailMode);
export const DELIVERY_DESTINATION = vocabulary(StreamDeliveryDestination);
export const CSV_FORMAT = vocabulary(CsvFormat);

/** The webhook filter's source type ("follower" matches leads whose source type is new_follower). */
export const WEBHOOK_SOURCE_TYPE = vocabulary(SourceType);
export const DELIVERY_STATUS = vocabulary(DeliveryStatus);
/** Digests: the user's summary frequency, and a stream's emailDigestOverride. */
export const SUMMARY_FREQUENCY = vocabulary(SummaryFrequency);

/**
 * The segment label categories. A constant list, not a proto enum: they are the keys of
 * `applied_search_filters`, and proto map keys cannot be enums (docs/decisions.md).
 */
export const LABEL_CATEGORIES = ["job_role", "skill", "industry", "personality"] as const;
export type LabelCategory = (typeof LABEL_CATEGORIES)[number];

/** One value per label category, in their order. */
export const perLabelCategory = <T>(valueOf: (category: LabelCategory) => T): Record<LabelCategory, T> =>
  // Every category is a key by construction; TypeScript types Object.fromEntries' keys as string.
  Object.fromEntries(LABEL_CATEGORIES.map((category) => [category, valueOf(category)])) as Record<LabelCategory, T>;
