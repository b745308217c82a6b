import type { Client } from "@connectrpc/connect";
import { accountsBillingService } from "@leadstream/accounts-billing";
import { classificationService } from "@leadstream/classification";
import { AccountsService, ClassificationService, IdentityService, Plan, StreamsService } from "@leadstream/contracts";
import { identityService } from "@leadstream/identity";
import { AppError, createRpcClient, startService, type RunningService } from "@leadstream/platform";
import { testEnv, uniqueEmail } from "@leadstream/testing";
import { createXSandbox } from "@leadstream/x-sandbox";
import { expect } from "vitest";
import type { StreamsApp } from "../../src/app/streams-app.js";
import { streamsService } from "../../src/service.js";

export interface Stack {
  svc: RunningService<StreamsApp>;
  streams: Client<typeof StreamsService>;
  identity: Client<typeof IdentityService>;
  accounts: Client<typeof AccountsService>;
  classification: Client<typeof ClassificationService>;
  stop(): Promise<void>;
}

const client = <S extends Parameters<typeof createRpcClient>[0]>(service: S, url: string) =>
  createRpcClient(service, { baseUrl: url, internalToken: "test-internal-token", caller: "test" });

/** The real streams service and its real peers (identity, classification, accounts-billing on the X sandbox), on this run's database and NATS. */
export async function startStack(): Promise<Stack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const sandbox = await createXSandbox();
    const xUrl = await sandbox.listen(0);
    stops.push(() => sandbox.close());
    const identity = await startService(identityService, testEnv());
    stops.push(() => identity.stop());
    const classification = await startService(classificationService, testEnv({}, { identity: identity.url }));
    stops.push(() => classification.stop());
    const accounts = await startService(accountsBillingService, testEnv({ X_API_BASE_URL: xUrl }, { identity: identity.url, classification: classification.url }));
    stops.push(() => accounts.stop());
    const peers = { identity: identity.url, classification: classification.url, "accounts-billing": accounts.url };
    const svc = await startService(streamsService, testEnv({ WEBHOOKS_ALLOW_PRIVATE: "true" }, peers));
    stops.push(() => svc.stop());
    return {
      svc,
      streams: client(StreamsService, svc.url),
      identity: client(IdentityService, identity.url),
      accounts: client(AccountsService, accounts.url),
      classification: client(ClassificationService, classification.url),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A paid user (active subscription) in `timezone`. */
export async function paidUser(stack: Stack, timezone = "UTC"): Promise<number> {
  const { user } = await stack.identity.createUser({ email: uniqueEmail("streams"), displayName: "Stream Tester", plan: Plan.PAID, timezone });
  return user!.id;
}

let handles = 0;
/** A handle no other test uses (the sandbox resolves any well-formed handle). */
export const uniqueHandle = (prefix = "h"): string => `${prefix}${Date.now().toString(36).slice(-6)}${(handles++).toString(36)}`.slice(0, 15);

export const inlineSegment = (description = "Founders of B2B SaaS companies", name = "") => ({ description, name, genderValues: [], appliedSearchFilters: {}, followerCountTiers: [] });

/** Awaits `call` and asserts it failed with this AppError code (and `param`, when given). */
export async function expectAppError(call: Promise<unknown>, code: string, param?: string): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (param !== undefined) expect((err as AppError).details).toMatchObject({ param });
  return err as AppError;
}
