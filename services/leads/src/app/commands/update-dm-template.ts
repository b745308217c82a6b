import { validDmTemplateContent, type DmTemplate } from "../../domain/dm-template.js";
import { dmTemplateNotFound } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** Replaces a template's name and body; not_found for a missing or another user's template. */
export function updateDmTemplate({ db }: AppDeps) {
  return async (input: { userId: number; templateId: number; name: string; messageBody: string }): Promise<DmTemplate> => {
    const userId = requiredId("userId", input.userId);
    const templateId = requiredId("id", input.templateId);
    const content = validDmTemplateContent(input);
    const template = await db.repositories.dmTemplates.replace(userId, templateId, content);
    if (!template) throw dmTemplateNotFound();
    return template;
  };
}
