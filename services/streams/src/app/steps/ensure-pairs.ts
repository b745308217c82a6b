import { randomUUID } from "node:crypto";
import { AppError } from "@leadstream/platform";
import type { PairsRequest } from "../../domain/pairs.js";
import type { AppDeps, EnsuredAccount, EnsuredSegment, NewPair } from "../ports.js";
import type { Compensations } from "./compensations.js";

export interface EnsuredPairs {
  segment: EnsuredSegment;
  /** Distinct accounts, in request order (a handle and an id may turn out to name the same one). */
  accounts: EnsuredAccount[];
}

/**
 * The remote half of a pairs write, under one operation id: the segment (created when inline),
 * then the accounts (resolved, created and billed when new). Each undo is registered before its
 * call, so a call that committed but whose answer was lost is undone too.
 */
export async function ensurePairs(
  { segments, accounts }: Pick<AppDeps, "segments" | "accounts">,
  compensations: Compensations,
  userId: number,
  request: PairsRequest,
): Promise<EnsuredPairs> {
  const operationId = randomUUID();
  compensations.add("discard segment", () => segments.discardSegment(userId, operationId));
  // Classification names the segment's own fields; the client sent them inside the first pair.
  const segmentAt = "segmentId" in request.segment ? "pairs[0]" : "pairs[0].segment";
  const segment = await segments.ensureSegment(userId, operationId, request.segment).catch((err: unknown) => {
    throw nestedParam(err, segmentAt);
  });
  compensations.add("release accounts", () => accounts.releaseAccounts(userId, operationId));
  const ensured = await accounts.ensureAccounts(userId, operationId, request.accounts);
  const distinct = new Map(ensured.map((e) => [e.account.id, e]));
  return { segment, accounts: [...distinct.values()] };
}

/** The pairs to store: every ensured account with the ensured segment. */
export const pairsToStore = ({ segment, accounts }: EnsuredPairs): NewPair[] =>
  accounts.map(({ account }) => ({
    accountId: account.id,
    segmentId: segment.segment.id,
    segmentName: segment.segment.name,
    segmentDescription: segment.segment.description,
  }));

export interface AddedSegment {
  segmentId: number;
  segmentCreated: boolean;
}

export const addedSegment = ({ segment, created }: EnsuredSegment): AddedSegment => ({ segmentId: segment.id, segmentCreated: created });

/** A peer's error naming `param`, renamed to where that field sits in this request (`at.param`). */
function nestedParam(err: unknown, at: string): unknown {
  if (!(err instanceof AppError) || typeof err.details.param !== "string") return err;
  const param = err.details.param;
  return new AppError(err.code, err.message.replace(param, `${at}.${param}`), { ...err.details, param: `${at}.${param}` });
}
