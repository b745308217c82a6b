import { AppError } from "@leadstream/platform";
import { TOPUP_PACK_CREDITS, type CreditAccount } from "../../domain/credits.js";
import type { AppDeps, UnitOfWork } from "../ports.js";

/**
 * In the transaction that crossed the threshold (`due`): records a pending top-up of one pack,
 * paid by the team's auto top-up payer. Returns its id, or null when not due or when the team
 * already has a top-up pending (one purchase at a time).
 */
export async function topupIfDue(uow: UnitOfWork, due: boolean, account: CreditAccount): Promise<string | null> {
  if (!due || account.autoTopupUserId === null) return null;
  return uow.creditTopups.create(account.teamId, account.autoTopupUserId, TOPUP_PACK_CREDITS);
}

/** Buys a recorded top-up without keeping the caller waiting for the payment provider; call after commit. */
export function startTopup(deps: AppDeps, topupId: string): void {
  void buyTopup(deps, topupId);
}

/**
 * Charges the payer for a pending top-up through the billing provider (the top-up's id makes
 * repeated attempts one charge), then marks it succeeded and credits the pack in one
 * transaction, so a top-up adds credits once. A refusal by the provider marks it failed: that
 * crossing buys nothing more. Any other failure (a crash, the database) leaves it pending for
 * retryCreditTopups. Never throws.
 */
export async function buyTopup(deps: AppDeps, topupId: string): Promise<void> {
  const { creditTopups, users, billing } = deps.db.repositories;
  try {
    const topup = await creditTopups.find(topupId);
    if (topup?.state !== "pending") return;
    const payer = await users.find(topup.userId);
    if (!payer) throw new Error(`the top-up's payer, user ${topup.userId}, is unknown`);
    let providerRef: string;
    try {
      providerRef = await billing.chargeCreditPack({ userId: payer.userId, email: payer.email }, topup.id, topup.credits);
    } catch (err) {
      if (!(err instanceof AppError && err.code === "billing_provider_error")) throw err;
      await creditTopups.finish(topup.id, { state: "failed", error: err.message });
      deps.logger.error({ err, topupId, teamId: topup.teamId }, "the payment provider refused a credit top-up");
      return;
    }
    await deps.db.transaction(async (uow) => {
      // The balance row first, as a settle locks it before recording a top-up: the two never deadlock.
      await uow.credits.lockedAccount(topup.teamId);
      if (!(await uow.creditTopups.finish(topup.id, { state: "succeeded", providerRef }))) return;
      await uow.credits.post(topup.teamId, { kind: "topup", amount: topup.credits, description: `Auto top-up: ${topup.credits} credits`, topupId: topup.id });
    });
  } catch (err) {
    deps.logger.error({ err, topupId }, "credit top-up interrupted; it will be retried");
  }
}
