import { TIER_CHANGE_ACTION } from "@leadstream/contracts/vocabulary";
import { Type, type Static } from "typebox";
import { NullableTimestamp, Timestamp } from "../http/schemas.js";
import { Tier } from "./streams.js";

export const Account = Type.Object(
  {
    id: Type.Integer(),
    xHandle: Type.String(),
    displayName: Type.String(),
    profileImageUrl: Type.String(),
    followersCount: Type.Integer({ minimum: 0 }),
    tier: Tier(),
    pendingTier: Type.Union([Tier(), Type.Null()], { description: "A downgrade that applies at `pendingTierEffectiveAt`" }),
    pendingTierEffectiveAt: NullableTimestamp,
    status: Type.Enum(["active", "sleeping"], { description: "A sleeping account is not synced nor billed" }),
    assignedSegmentIds: Type.Array(Type.Integer(), { description: "Segments paired with this account in your non-archived streams" }),
    createdAt: Timestamp,
  },
  { description: "A tracked X account" },
);
export type Account = Static<typeof Account>;

export const AccountAwake = Type.Object({ success: Type.Literal(true), accountId: Type.Integer(), awake: Type.Boolean() });

export const ChangeTierBody = Type.Object({ tier: Tier() }, { additionalProperties: false });

export const TierChange = Type.Object(
  {
    success: Type.Literal(true),
    accountId: Type.Integer(),
    action: Type.Enum(TIER_CHANGE_ACTION.names, {
      description: "An upgrade applies now (prorated); a downgrade at the end of the billing period; asking for the current tier cancels a pending downgrade",
    }),
    tier: Tier("The tier in effect now"),
    pendingTier: Type.Union([Tier(), Type.Null()], { description: "The scheduled downgrade, if any" }),
    effectiveAt: NullableTimestamp,
  },
  { description: "The tier change (DECISIONS)" },
);
export type TierChange = Static<typeof TierChange>;
