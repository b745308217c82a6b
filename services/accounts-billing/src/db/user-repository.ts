import type { EntityManager } from "typeorm";
import type { BillingUser, Plan, UserRepository } from "../app/ports.js";
import { initialStatus, type SubscriptionStatus } from "../domain/subscription.js";

interface UserRow {
  user_id: number;
  team_id: number;
  email: string;
  signup_ip: string | null;
  plan: Plan;
  subscription_status: SubscriptionStatus;
}

const USER_COLUMNS = `user_id, team_id, email, host(signup_ip) AS signup_ip, plan, subscription_status`;

const toUser = (row: UserRow): BillingUser => ({
  userId: row.user_id,
  teamId: row.team_id,
  email: row.email,
  signupIp: row.signup_ip,
  plan: row.plan,
  subscriptionStatus: row.subscription_status,
});

export function userRepository(em: EntityManager): UserRepository {
  return {
    async find(userId) {
      const rows = (await em.query(`SELECT ${USER_COLUMNS} FROM "accounts_billing".users WHERE user_id = $1`, [userId])) as UserRow[];
      return rows.length > 0 ? toUser(rows[0]) : null;
    },

    async upsert(user) {
      const [row] = (await em.query(
        `INSERT INTO "accounts_billing".users (user_id, team_id, email, signup_ip, plan, subscription_status)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE
           SET team_id = EXCLUDED.team_id, email = EXCLUDED.email, signup_ip = EXCLUDED.signup_ip, plan = EXCLUDED.plan, updated_at = now()
         RETURNING ${USER_COLUMNS}`,
        [user.userId, user.teamId, user.email, user.signupIp, user.plan, initialStatus(user.plan)],
      )) as UserRow[];
      return toUser(row);
    },

    async setStatus(userId, status) {
      await em.query(`UPDATE "accounts_billing".users SET subscription_status = $2, updated_at = now() WHERE user_id = $1`, [userId, status]);
    },

    async freeUserWithAccountOnIp(ip, exceptUserId) {
      const [row] = (await em.query(
        `SELECT EXISTS (
           SELECT 1 FROM "accounts_billing".users u JOIN "accounts_billing".tracked_accounts a ON a.user_id = u.user_id
            WHERE u.signup_ip = $1 AND u.subscription_status = 'free_user' AND u.user_id <> $2
         ) AS taken`,
        [ip, exceptUserId],
      )) as { taken: boolean }[];
      return row.taken;
    },
  };
}
