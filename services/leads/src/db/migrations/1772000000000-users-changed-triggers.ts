import { usersChangedTriggersMigration } from "@leadstream/platform";

/**
 * Commits that change a user's leads notify leads_users_changed with the user's id; the
 * service forwards it as changes.leads, and every gateway replica drops the lead pages it cached
 * for that user (GET /streams/{id}/leads, GET /leads).
 */
export const LeadsUsersChanged1772000000000 = usersChangedTriggersMigration("leads", [{ table: "leads" }], { name: "LeadsUsersChanged", timestamp: 1772000000000 });
