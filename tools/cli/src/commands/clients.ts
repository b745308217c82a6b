import type { DescService } from "@bufbuild/protobuf";
import { commonConfigSpec, createRpcClient, loadConfig, serviceUrl, type ServiceName } from "@leadstream/platform";

/** A client for a service of the running stack (its <SERVICE>_URL, the shared INTERNAL_TOKEN). */
export function client<S extends DescService>(service: S, name: ServiceName) {
  const { INTERNAL_TOKEN } = loadConfig({ INTERNAL_TOKEN: commonConfigSpec.INTERNAL_TOKEN });
  return createRpcClient(service, { baseUrl: serviceUrl(name), internalToken: INTERNAL_TOKEN, caller: "cli" });
}

export const required = (values: Record<string, unknown>, name: string): string => {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new Error(`--${name} is required`);
  return value;
};
