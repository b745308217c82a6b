import { dmTemplateNotFound } from "../../domain/errors.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** Deletes a template for good; not_found for a missing (or already deleted) or another user's template. */
export function deleteDmTemplate({ db }: AppDeps) {
  return async (input: { userId: number; templateId: number }): Promise<void> => {
    const deleted = await db.repositories.dmTemplates.delete(requiredId("userId", input.userId), requiredId("id", input.templateId));
    if (!deleted) throw dmTemplateNotFound();
  };
}
