import { validDmTemplateContent, type DmTemplate } from "../../domain/dm-template.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** A new DM template; a name the user already has (ignoring case) is a conflict, also when two creates race. */
export function createDmTemplate({ db }: AppDeps) {
  return async (input: { userId: number; name: string; messageBody: string }): Promise<DmTemplate> => {
    const userId = requiredId("userId", input.userId);
    const content = validDmTemplateContent(input);
    return db.repositories.dmTemplates.create(userId, content);
  };
}
