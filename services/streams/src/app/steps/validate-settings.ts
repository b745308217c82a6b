import { assertDeliverableUrl } from "@leadstream/platform";
import { validateSettings, type SettingsInput, type SettingsPatch } from "../../domain/settings.js";
import type { AppDeps } from "../ports.js";

/** Every given setting checked, the webhook URL included: https and a public address (SSRF). */
export async function validateSettingsInput({ webhooksAllowPrivate }: Pick<AppDeps, "webhooksAllowPrivate">, input: SettingsInput): Promise<SettingsPatch> {
  const patch = validateSettings(input);
  if (patch.webhookUrl) await assertDeliverableUrl(patch.webhookUrl, { param: "webhookUrl", allowPrivate: webhooksAllowPrivate });
  return patch;
}
