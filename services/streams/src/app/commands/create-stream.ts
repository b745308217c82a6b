import { IANAZone } from "luxon";
import { validatePairs, type PairInput } from "../../domain/pairs.js";
import { DEFAULT_TIMEZONE, defaultSyncTimes } from "../../domain/schedule.js";
import { applySettings, checkDelivery, DEFAULT_SETTINGS, type SettingsInput } from "../../domain/settings.js";
import { accountsToCapCheck } from "../../domain/stream.js";
import { deriveStreamName } from "../../domain/stream-name.js";
import type { AppDeps, EnsuredAccount, UsersPort } from "../ports.js";
import { checkStreamCaps } from "../steps/check-stream-caps.js";
import { withCompensations } from "../steps/compensations.js";
import { addedSegment, ensurePairs, pairsToStore, type AddedSegment } from "../steps/ensure-pairs.js";
import { requireStream } from "../steps/require-stream.js";
import { validateSettingsInput } from "../steps/validate-settings.js";

export interface CreateStreamInput {
  userId: number;
  settings: SettingsInput;
  pairs: PairInput[];
}

export interface CreatedStream {
  id: number;
  accounts: EnsuredAccount[];
  segments: AddedSegment[];
}

/**
 * POST /streams as a saga: validate -> ensure the segment -> ensure the accounts -> save the
 * stream, its pairs and streams.stream.created in one transaction (stream caps checked under the
 * user's lock). A failure after a remote step undoes the remote steps before the error returns.
 */
export function createStream(deps: AppDeps) {
  return async (input: CreateStreamInput): Promise<CreatedStream> => {
    const { db, accounts, log } = deps;
    const patch = await validateSettingsInput(deps, input.settings);
    const request = validatePairs(input.pairs);
    const timezone = patch.timezone ?? (await userTimezone(deps.users, input.userId));
    checkDelivery({ ...DEFAULT_SETTINGS, ...patch }); // before anything is billed

    const created = await withCompensations(log, async (compensations) => {
      const ensured = await ensurePairs(deps, compensations, input.userId, request);
      return db.transaction(async (uow) => {
        await uow.streams.lockUser(input.userId);
        const id = await uow.streams.reserveId();
        const settings = applySettings(
          {
            ...DEFAULT_SETTINGS,
            name: deriveStreamName(ensured.segment.segment, ensured.accounts.map((a) => a.account.handle)),
            syncTimes: defaultSyncTimes(id),
            timezone,
          },
          patch,
        );
        const known = ensured.accounts.map((a) => a.account);
        const toCheck = accountsToCapCheck(null, { isArchived: settings.isArchived, accountIds: known.map((a) => a.id) });
        await checkStreamCaps(uow.streams, accounts, { userId: input.userId, streamId: null }, toCheck, known);
        await uow.streams.insert({ ...settings, id, userId: input.userId });
        await uow.streams.addPairs(id, pairsToStore(ensured));
        await uow.events.streamChanged("created", await requireStream(uow.streams, input.userId, id));
        return { id, ensured };
      });
    });
    await deps.publishEvents();
    return {
      id: created.id,
      accounts: created.ensured.accounts,
      segments: [addedSegment(created.ensured.segment)],
    };
  };
}

/** The user's default zone when it is a valid one, else UTC. */
async function userTimezone(users: UsersPort, userId: number): Promise<string> {
  const zone = await users.defaultTimezone(userId);
  return IANAZone.isValidZone(zone) ? zone : DEFAULT_TIMEZONE;
}
