import type { DmTemplate as DmTemplateMessage } from "@leadstream/contracts";
import type { DmTemplate } from "../schemas/dm-templates.js";
import { isoTime, present } from "./proto.js";

export const toDmTemplateJson = (template: DmTemplateMessage): DmTemplate => ({
  id: template.id,
  name: template.name,
  messageBody: template.messageBody,
  createdAt: isoTime(present(template.createdAt, "the template's creation time")),
  updatedAt: isoTime(present(template.updatedAt, "the template's update time")),
});

/** The template of a response that always carries one. */
export const toDmTemplateEnvelopeJson = (res: { template?: DmTemplateMessage }) => ({ template: toDmTemplateJson(present(res.template, "the template")) });
