import { validatePairs, type PairInput } from "../../domain/pairs.js";
import { applySettings, type SettingsInput } from "../../domain/settings.js";
import { accountsToCapCheck, diffPairs, distinctAccountIds, type StreamPair } from "../../domain/stream.js";
import type { AppDeps, EnsuredAccount, NewPair } from "../ports.js";
import { cancelQueuedRuns } from "../runs/end-runs.js";
import { checkStreamCaps } from "../steps/check-stream-caps.js";
import { withCompensations } from "../steps/compensations.js";
import { describeStream, type StreamDetail } from "../steps/describe-streams.js";
import { addedSegment, ensurePairs, pairsToStore, type AddedSegment, type EnsuredPairs } from "../steps/ensure-pairs.js";
import { requireStream } from "../steps/require-stream.js";
import { validateSettingsInput } from "../steps/validate-settings.js";

export interface UpdateStreamInput {
  userId: number;
  streamId: number;
  settings: SettingsInput;
  /** When given, the stream's pairs become exactly these (full replace). */
  pairs?: PairInput[];
}

export interface PairsDiff {
  /** The accounts and segments of the pairs added. */
  addedAccounts: EnsuredAccount[];
  addedSegments: AddedSegment[];
  removedPairIds: number[];
}

export interface UpdatedStream {
  stream: StreamDetail;
  /** Null when no pairs were sent. */
  pairsDiff: PairsDiff | null;
}

/**
 * PATCH /streams/{id}: any setting, and optionally a full replacement of the pairs (the new
 * ones ensured remotely and compensated like CreateStream). Re-archiving and un-archiving are
 * settings too; un-archiving re-checks every account's stream cap.
 */
export function updateStream(deps: AppDeps) {
  return async (input: UpdateStreamInput): Promise<UpdatedStream> => {
    const { db, accounts, log } = deps;
    const { userId, streamId } = input;
    const current = await requireStream(db.repositories.streams, userId, streamId);
    const patch = await validateSettingsInput(deps, input.settings);
    const request = input.pairs ? validatePairs(input.pairs) : null;
    applySettings(current, patch); // fails fast, before anything is billed

    const saved = await withCompensations(log, async (compensations) => {
      const ensured = request ? await ensurePairs(deps, compensations, userId, request) : null;
      return db.transaction(async (uow) => {
        await uow.streams.lockUser(userId);
        const before = await requireStream(uow.streams, userId, streamId);
        const settings = applySettings(before, patch);
        const replacement = ensured ? pairsToStore(ensured) : null;
        const toCheck = accountsToCapCheck(
          { isArchived: before.isArchived, accountIds: distinctAccountIds(before.pairs) },
          { isArchived: settings.isArchived, accountIds: distinctAccountIds(replacement ?? before.pairs) },
        );
        await checkStreamCaps(uow.streams, accounts, { userId, streamId }, toCheck, ensured?.accounts.map((a) => a.account) ?? []);

        await uow.streams.update(streamId, settings);
        const diff = replacement ? diffPairs(before.pairs, replacement) : null;
        if (diff) {
          const removedIds = diff.removed.map((p) => p.id);
          await uow.streams.removePairs(streamId, removedIds);
          if (removedIds.length > 0) await cancelQueuedRuns(uow, { pairIds: removedIds }, "Cancelled: pair removed", deps.now());
          await uow.streams.addPairs(streamId, diff.added);
        }
        const after = await requireStream(uow.streams, userId, streamId);
        await uow.events.streamChanged(!before.isArchived && after.isArchived ? "archived" : "updated", after);
        return { stream: after, pairsDiff: ensured && diff ? pairsDiffOf(ensured, diff) : null };
      });
    });
    await deps.publishEvents();
    return { stream: await describeStream(deps, saved.stream), pairsDiff: saved.pairsDiff };
  };
}

function pairsDiffOf(ensured: EnsuredPairs, diff: { added: NewPair[]; removed: StreamPair[] }): PairsDiff {
  const addedAccountIds = new Set(diff.added.map((p) => p.accountId));
  return {
    addedAccounts: ensured.accounts.filter((a) => addedAccountIds.has(a.account.id)),
    addedSegments: diff.added.length > 0 ? [addedSegment(ensured.segment)] : [],
    removedPairIds: diff.removed.map((p) => p.id),
  };
}
