export { isAmbiguous } from "./ambiguity.js";
export { accountKind, type AccountKind } from "./account.js";
export { assessBot, BOT_SCORE_THRESHOLD, SUSPECT_SCORE_THRESHOLD, type BotAssessment, type BotBand, type BotSignal } from "./bot-score.js";
export { classify, HIGH_SCORE, MEDIUM_SCORE, BORDERLINE_SCORE, type Classification, type ClassifyOptions, type Outcome } from "./classify.js";
export { compileSegment, type CompiledSegment, type WantedCategory } from "./compile-segment.js";
export { extractLabelEvidence, STRENGTH_SCORE, type CueKind, type EvidenceSource, type LabelEvidence, type Strength } from "./evidence.js";
export { buildFeedbackModel, BAD_SIMILARITY, GOOD_SIMILARITY, type BadReason, type FeedbackAssessment, type FeedbackModel, type FeedbackRow } from "./feedback.js";
export { inferGender, type Gender, type GenderInference } from "./gender.js";
export { followerTier, type SegmentCriteria, type XProfile } from "./profile.js";
