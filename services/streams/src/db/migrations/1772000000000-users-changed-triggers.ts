import { usersChangedTriggersMigration } from "@leadstream/platform";

/**
 * Commits that change what GET /streams and GET /runs show of a user (streams, their pairs, runs,
 * the read model of accounts) notify streams_users_changed with the user's id; the service
 * forwards it as changes.streams, and every gateway replica drops what it cached for that user.
 */
export const StreamsUsersChanged1772000000000 = usersChangedTriggersMigration(
  "streams",
  [
    { table: "streams" },
    { table: "stream_pairs", users: (rows) => `SELECT s.user_id FROM "streams".streams s WHERE s.id IN (SELECT stream_id FROM ${rows})` },
    { table: "runs" },
    { table: "tracked_accounts" },
  ],
  { name: "StreamsUsersChanged", timestamp: 1772000000000 },
);
