import { parseHandle, type BILLING_DELTA } from "@leadstream/contracts/vocabulary";
import { isBilled } from "../../domain/subscription.js";
import type { TrackedAccount } from "../../domain/account.js";
import { accountsChanged, invalidField, referencedAccountNotFound } from "../../domain/errors.js";
import { handleKey } from "../../domain/handle.js";
import { checkNewAccountsAllowed } from "../../domain/new-account-rules.js";
import { DEFAULT_TIER, isTier, TIERS, type Tier } from "../../domain/tiers.js";
import type { AppDeps, BillingUser, UnitOfWork, XApi, XProfile } from "../ports.js";
import { knownUser, lockedUser } from "../steps/known-user.js";
import { syncQuantities, underUserLock } from "../steps/user-lock.js";

export interface AccountRefInput {
  /** 0 when the account is named by handle. */
  accountId: number;
  handle: string;
  /** For a new account; empty means starter. */
  tier: string;
}

export type BillingDelta = (typeof BILLING_DELTA.names)[number];

export interface EnsuredAccount {
  account: TrackedAccount;
  created: boolean;
  billingDelta: BillingDelta;
}

type Ref = { param: string; accountId: number } | { param: string; handle: string; tier: Tier };

function parseRefs(refs: AccountRefInput[]): Ref[] {
  return refs.map((ref, i) => {
    const param = `pairs[${i}]`;
    if ((ref.accountId !== 0) === (ref.handle !== "")) throw invalidField(param, `${param} must name an account by accountId or by accountHandle.`);
    if (ref.accountId !== 0) return { param: `${param}.accountId`, accountId: ref.accountId };
    const handle = parseHandle(ref.handle);
    if (!handle) throw invalidField(`${param}.accountHandle`, `${param}.accountHandle must be an X handle: 1 to 15 letters, digits or underscores, with or without "@".`);
    const tier = ref.tier || DEFAULT_TIER;
    if (!isTier(tier)) throw invalidField(`${param}.accountTier`, `${param}.accountTier must be one of ${TIERS.join(", ")}.`);
    return { param: `${param}.accountHandle`, handle, tier };
  });
}

/** Each ref's account: an existing one, or the X user id of one to create. */
interface Plan {
  picks: (TrackedAccount | string)[];
  toCreate: Map<string, { profile: XProfile; tier: Tier }>;
  /** Handles (by key) that are not tracked and have not been looked up on X. */
  unresolved: Map<string, string>;
}

function planAccounts(refs: Ref[], accounts: TrackedAccount[], profiles: Map<string, XProfile>): Plan {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const byHandle = new Map(accounts.map((a) => [handleKey(a.handle), a]));
  const byXUser = new Map(accounts.map((a) => [a.xUserId, a]));
  const plan: Plan = { picks: [], toCreate: new Map(), unresolved: new Map() };
  for (const ref of refs) {
    if ("accountId" in ref) {
      const account = byId.get(ref.accountId);
      if (!account) throw referencedAccountNotFound(ref.param, ref.accountId);
      plan.picks.push(account);
      continue;
    }
    const key = handleKey(ref.handle);
    const profile = profiles.get(key);
    // A handle X now gives to an account the user tracks under its old handle is that account.
    const existing = byHandle.get(key) ?? (profile && byXUser.get(profile.xUserId));
    if (existing) plan.picks.push(existing);
    else if (profile) {
      if (!plan.toCreate.has(profile.xUserId)) plan.toCreate.set(profile.xUserId, { profile, tier: ref.tier });
      plan.picks.push(profile.xUserId);
    } else if (!plan.unresolved.has(key)) plan.unresolved.set(key, ref.handle);
  }
  return plan;
}

const LOOKUP_CONCURRENCY = 8;

/** Looks handles up a few at a time; a failure reports the first failing handle in request order. */
async function lookUp(x: XApi, handles: Map<string, string>): Promise<Map<string, XProfile>> {
  const entries = [...handles];
  const outcomes: ({ profile: XProfile } | { error: unknown })[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < entries.length; i = next++) {
      outcomes[i] = await x.lookupUser(entries[i][1]).then((profile) => ({ profile }), (error: unknown) => ({ error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, entries.length) }, worker));
  const failed = outcomes.find((o) => "error" in o);
  if (failed && "error" in failed) throw failed.error;
  return new Map(entries.map(([key], i) => [key, (outcomes[i] as { profile: XProfile }).profile]));
}

async function signupIpTaken(uow: UnitOfWork, user: BillingUser): Promise<boolean> {
  if (!user.signupIp) return false;
  await uow.locks.signupIp(user.signupIp);
  return uow.users.freeUserWithAccountOnIp(user.signupIp, user.userId);
}

/**
 * Resolves the refs to the user's accounts, creating the new ones, all or nothing. Handles are
 * looked up on X before the user's lock is taken; under it the accounts are read again, so two
 * concurrent calls naming one new handle create it once and raise the quantity once.
 */
export function ensureAccounts(deps: AppDeps) {
  return async (input: { userId: number; operationId: string; accounts: AccountRefInput[] }): Promise<EnsuredAccount[]> => {
    const operationId = input.operationId.trim();
    if (operationId === "") throw invalidField("operationId", "operationId is required.");
    const refs = parseRefs(input.accounts);
    const user = await knownUser(deps, input.userId);
    const before = planAccounts(refs, await deps.db.repositories.accounts.listByUser(user.userId), new Map());
    const profiles = await lookUp(deps.x, before.unresolved);

    return underUserLock(deps, user.userId, async (uow) => {
      const current = await lockedUser(uow, user.userId);
      const accounts = await uow.accounts.listByUser(user.userId);
      const plan = planAccounts(refs, accounts, profiles);
      if (plan.unresolved.size > 0) throw accountsChanged();
      await checkNewAccountsAllowed({
        status: current.subscriptionStatus,
        existingAccounts: accounts.length,
        newAccounts: plan.toCreate.size,
        signupIpTaken: () => signupIpTaken(uow, current),
      });

      const created = new Map<string, TrackedAccount>();
      for (const [xUserId, { profile, tier }] of plan.toCreate) {
        const account = await uow.accounts.insert({ userId: user.userId, profile, tier, operationId });
        await uow.events.created(account);
        created.set(xUserId, account);
      }
      const reused = plan.picks.filter((p): p is TrackedAccount => typeof p !== "string");
      if (reused.length > 0) await uow.accounts.claim(reused.map((a) => a.id), operationId);
      if (created.size > 0) await syncQuantities(uow, current, { prorate: true });

      const reported = new Set<string>();
      return plan.picks.map((pick): EnsuredAccount => {
        if (typeof pick !== "string") return { account: pick, created: false, billingDelta: "none" };
        const first = !reported.has(pick);
        reported.add(pick);
        const billed = first && isBilled(current.subscriptionStatus);
        return { account: created.get(pick) as TrackedAccount, created: first, billingDelta: billed ? "stripe_quantity_incremented" : "none" };
      });
    });
  };
}
