import { usersChangedTriggersMigration } from "@leadstream/platform";

/**
 * Commits that change a user's row (what GET /me shows: name, e-mail) notify
 * identity_users_changed with the user's id; the service forwards it as changes.identity, and
 * every gateway replica drops what it cached for that user.
 */
export const IdentityUsersChanged1772000000000 = usersChangedTriggersMigration("identity", [{ table: "users", users: (rows) => `SELECT id FROM ${rows}` }], {
  name: "IdentityUsersChanged",
  timestamp: 1772000000000,
});
