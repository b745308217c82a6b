import type { DmTemplate } from "../../domain/dm-template.js";
import { requiredId } from "../../domain/ids.js";
import type { AppDeps } from "../ports.js";

/** The user's DM templates, newest first. */
export function listDmTemplates({ db }: AppDeps) {
  return async (input: { userId: number }): Promise<DmTemplate[]> => db.repositories.dmTemplates.list(requiredId("userId", input.userId));
}
