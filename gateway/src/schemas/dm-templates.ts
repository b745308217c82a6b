import { Type, type Static } from "typebox";
import { Timestamp } from "../http/schemas.js";

/** Spec 8: characters as users count them (code points: an emoji is one), checked by the leads service. */
export const DM_TEMPLATE_NAME_MAX = 100;
export const DM_TEMPLATE_BODY_MAX = 2000;

/**
 * JSON Schema's maxLength counts UTF-16 code units, in which an emoji is two. A code point is at
 * most two units, so twice the limit never refuses a valid text and still bounds the input; the
 * service decides the exact count (docs/decisions.md, DM templates).
 */
const text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: 2 * max, description });

export const DmTemplateBody = Type.Object(
  {
    name: text(DM_TEMPLATE_NAME_MAX, `1-${DM_TEMPLATE_NAME_MAX} characters after trimming; unique among your templates, ignoring case`),
    messageBody: text(DM_TEMPLATE_BODY_MAX, `1-${DM_TEMPLATE_BODY_MAX} characters after trimming (an emoji counts once)`),
  },
  { additionalProperties: false },
);
export type DmTemplateBody = Static<typeof DmTemplateBody>;

export const DmTemplate = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    messageBody: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: "A saved direct-message text (spec 2.9)" },
);
export type DmTemplate = Static<typeof DmTemplate>;

export const DmTemplateEnvelope = (description: string) => Type.Object({ template: DmTemplate }, { description });

export const DmTemplateList = Type.Object({ templates: Type.Array(DmTemplate) }, { description: "Your DM templates, newest first" });
