import type { DmTemplate } from "../../domain/dm-template.js";
import { dmTemplateNotFound } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** One of the user's templates; not_found for a missing or another user's. */
export function getDmTemplate({ db }: AppDeps) {
  return async (input: { userId: number; templateId: number }): Promise<DmTemplate> => {
    const template = await db.repositories.dmTemplates.findOwned(requiredId("userId", input.userId), requiredId("id", input.templateId));
    if (!template) throw dmTemplateNotFound();
    return template;
  };
}
