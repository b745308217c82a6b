import { inSpan, linksTo, tracer as tracerOf } from "@leadstream/platform/tracing";
import { digestSection, renderDigestEmail, type DigestLead } from "../../domain/digest.js";
import { digestPeriod } from "../../domain/schedule.js";
import { DEFAULT_SETTINGS } from "../../domain/settings.js";
import { renderDigestTelegram } from "../../domain/telegram.js";
import type { AppDeps, DigestItem } from "../ports.js";
import { queueTelegram } from "./run-emails.js";

const tracer = tracerOf("notifications");

/** Items grouped by stream (first-seen order), their leads together. */
function sectionsOf(items: readonly DigestItem[]) {
  const byStream = new Map<number, { name: string; leads: DigestLead[] }>();
  for (const item of items) {
    const entry = byStream.get(item.streamId) ?? { name: item.streamName, leads: [] };
    entry.name = item.streamName;
    entry.leads.push(...item.leads);
    byStream.set(item.streamId, entry);
  }
  return [...byStream].map(([streamId, s]) => digestSection(streamId, s.name, s.leads));
}

/**
 * One round of the daily and weekly digests (every minute, on every replica). For each user
 * with pending items, per channel and frequency: the period in force in the user's time zone
 * (the latest 08:00, a Monday's for weekly); in one transaction, the items recorded up to that
 * 08:00 are locked, the digest job `digest:<userId>:<period>` (Telegram:
 * `telegram:<userId>:<period>:<n>`) is inserted and the items deleted. A second replica waits on
 * the locks and finds nothing; the unique key holds even so. Answers the number of digests queued.
 */
export function sendDueDigests({ mail, logger, now = () => new Date() }: AppDeps) {
  return async (): Promise<number> => {
    const at = now();
    let digests = 0;
    for (const userId of await mail.db.repositories.digestItems.pendingUsers()) {
      try {
        const user = await mail.peers.user(userId);
        if (!user) {
          // A deleted account: nobody to send its digests to.
          await mail.db.transaction(async (repos) => {
            for (const { channel, frequency } of await repos.digestItems.pendingFor(userId)) {
              await repos.digestItems.delete((await repos.digestItems.take(userId, channel, frequency, at)).map((i) => i.id));
            }
          });
          continue;
        }
        for (const { channel, frequency } of await mail.db.repositories.digestItems.pendingFor(userId)) {
          const period = digestPeriod(frequency, at, user.timezone);
          const queued = await mail.db.transaction(async (repos) => {
            const items = await repos.digestItems.take(userId, channel, frequency, period.boundary);
            if (items.length === 0) return false;
            // The digest mixes runs: its own trace (which its job's sends continue), linked to each run's.
            const attributes = { "leadstream.digest.channel": channel, "leadstream.digest.frequency": frequency, "leadstream.digest.runs": items.length };
            return inSpan(tracer, "digest queue", { root: true, links: linksTo(items.map((i) => i.trace)), attributes }, async () => {
              const sections = sectionsOf(items);
              const title = frequency === "daily" ? "daily digest" : "weekly digest";
              let added: boolean;
              if (channel === "email") {
                added = await repos.mailJobs.add(userId, `digest:${userId}:${period.key}`, { to: [user.email], cc: [], attachments: [], ...renderDigestEmail(title, sections, mail.apiBaseUrl) });
              } else {
                const chatId = ((await repos.settings.get(userId)) ?? DEFAULT_SETTINGS).telegramChatId;
                // Chat id removed since the runs: nowhere to send them, the items are dropped.
                added = chatId === null ? true : (await queueTelegram(repos, userId, `telegram:${userId}:${period.key}`, chatId, renderDigestTelegram(title, sections, mail.apiBaseUrl))) > 0;
              }
              // Already queued for this period (items recorded late): they wait for the next one.
              if (!added) return false;
              await repos.digestItems.delete(items.map((i) => i.id));
              return true;
            });
          });
          if (queued) {
            digests++;
            logger.info({ userId, channel, frequency, period: period.key }, "digest queued");
          }
        }
      } catch (err) {
        logger.error({ err, userId }, "digest round failed for a user; tried again next round");
      }
    }
    return digests;
  };
}
