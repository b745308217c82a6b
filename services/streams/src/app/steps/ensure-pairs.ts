import { randomUUID } from "node:crypto";
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
  const segment = await segments.ensureSegment(userId, operationId, request.segment);
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
