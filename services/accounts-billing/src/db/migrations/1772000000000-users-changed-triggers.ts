import { usersChangedTriggersMigration } from "@leadstream/platform";

/**
 * Commits that change what GET /me shows of billing (status, accounts and tiers, budget use, the
 * team's credits, the subscription's period) notify accounts_billing_users_changed with the users'
 * ids; the service forwards them as changes.accounts_billing, and every gateway replica drops
 * what it cached for those users. A team's credits concern every user of the team.
 */
export const AccountsBillingUsersChanged1772000000000 = usersChangedTriggersMigration(
  "accounts_billing",
  [
    { table: "users" },
    { table: "tracked_accounts" },
    { table: "budget_usage", users: (rows) => `SELECT a.user_id FROM "accounts_billing".tracked_accounts a WHERE a.id IN (SELECT account_id FROM ${rows})` },
    { table: "credit_accounts", users: (rows) => `SELECT u.user_id FROM "accounts_billing".users u WHERE u.team_id IN (SELECT team_id FROM ${rows})` },
    { table: "local_subscriptions" },
    { table: "stripe_subscriptions" },
  ],
  { name: "AccountsBillingUsersChanged", timestamp: 1772000000000 },
);
