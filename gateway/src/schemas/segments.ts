import { FOLLOWER_COUNT_TIER, GENDER, perLabelCategory } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { Nullable, Timestamp } from "../http/schemas.js";

const Labels = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });

export const AppliedSearchFilters = Type.Object(
  perLabelCategory(() => Type.Optional(Labels)),
  {
    additionalProperties: false,
    description: "Category to accepted labels. Labels match a canonical label (GET /segments/labels) case-insensitively on name or synonym and are stored by canonical name; any other label is a 400 `orphan_label` listing `orphans`.",
    examples: [{ job_role: ["Founder", "cto"] }],
  },
);

const GenderValues = Type.Array(Type.Enum(GENDER.names), { uniqueItems: true, maxItems: GENDER.names.length, description: "Empty: any gender. A profile whose gender cannot be inferred is never excluded." });
const FollowerCountTiers = Type.Array(Type.Enum(FOLLOWER_COUNT_TIER.names), { uniqueItems: true, maxItems: FOLLOWER_COUNT_TIER.names.length, description: "`under_1k` [0, 1 000) ... `over_1m` [1 000 000, ∞). Empty: any." });

/** A segment definition: the body of POST /segments and the inline `segment` of a stream pair. */
export const SegmentInput = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 2000, description: "Free text describing the leads you want" }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    genderValues: Type.Optional(GenderValues),
    appliedSearchFilters: Type.Optional(AppliedSearchFilters),
    followerCountTiers: Type.Optional(FollowerCountTiers),
  },
  { additionalProperties: false },
);
export type SegmentInput = Static<typeof SegmentInput>;

export const Segment = Type.Object(
  {
    id: Type.Integer(),
    userFacingId: Type.String({ description: "`seg_<id>`", examples: ["seg_12"] }),
    name: Nullable(Type.String()),
    description: Type.String(),
    genderValues: GenderValues,
    appliedSearchFilters: AppliedSearchFilters,
    followerCountTiers: FollowerCountTiers,
    linkedStreamCount: Type.Integer({ minimum: 0, description: "Streams using the segment" }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: "A reusable filter set (spec 2.4)" },
);
export type Segment = Static<typeof Segment>;

const Label = Type.Object({ name: Type.String({ description: "Canonical name, as stored" }), synonyms: Type.Array(Type.String()) });
const LabelTable = Type.Array(Label);

export const LabelCatalog = Type.Object(
  {
    categories: Type.Object(
      perLabelCategory(() => LabelTable),
      { description: "Each category's canonical labels" },
    ),
  },
  { description: "The labels `appliedSearchFilters` accepts", examples: [{ categories: { job_role: [{ name: "Founder", synonyms: ["co-founder", "cofounder"] }], skill: [], industry: [], personality: [] } }] },
);
export type LabelCatalog = Static<typeof LabelCatalog>;
