import type { EntityManager } from "typeorm";
import type { UserRepository } from "../app/ports.js";
import { emailTaken } from "../domain/errors.js";
import type { Plan, User } from "../domain/user.js";
import { isUniqueViolation } from "./unique-violation.js";

interface UserRow {
  id: number;
  team_id: number;
  email: string;
  display_name: string;
  timezone: string;
  plan: Plan;
  signup_ip: string | null;
  created_at: Date;
}

const USER_COLUMNS = `id, team_id, email, display_name, timezone, plan, host(signup_ip) AS signup_ip, created_at`;

const toUser = (row: UserRow): User => ({
  id: row.id,
  teamId: row.team_id,
  email: row.email,
  displayName: row.display_name,
  timezone: row.timezone,
  plan: row.plan,
  signupIp: row.signup_ip,
  createdAt: row.created_at,
});

export function userRepository(em: EntityManager): UserRepository {
  return {
    async createTeam(name) {
      const [row] = (await em.query(`INSERT INTO "identity".teams (name) VALUES ($1) RETURNING id`, [name])) as { id: number }[];
      return row.id;
    },

    async create(user) {
      try {
        const [row] = (await em.query(
          `INSERT INTO "identity".users (team_id, email, password_hash, display_name, timezone, plan, signup_ip)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
          [user.teamId, user.email, user.passwordHash, user.displayName, user.timezone, user.plan, user.signupIp],
        )) as UserRow[];
        return toUser(row);
      } catch (err) {
        if (isUniqueViolation(err, "users_email_key")) throw emailTaken();
        throw err;
      }
    },

    async recordSignupIp(userId, ip) {
      await em.query(`INSERT INTO "identity".signup_ips (ip, user_id) VALUES ($1, $2)`, [ip, userId]);
    },

    async findById(id, opts = {}) {
      const rows = (await em.query(`SELECT ${USER_COLUMNS} FROM "identity".users WHERE id = $1${opts.forUpdate ? " FOR UPDATE" : ""}`, [id])) as UserRow[];
      return rows.length > 0 ? toUser(rows[0]) : null;
    },

    async findByEmail(email) {
      const rows = (await em.query(`SELECT ${USER_COLUMNS} FROM "identity".users WHERE email = $1`, [email])) as UserRow[];
      return rows.length > 0 ? toUser(rows[0]) : null;
    },

    async findCredentials(email) {
      const rows = (await em.query(`SELECT ${USER_COLUMNS}, password_hash FROM "identity".users WHERE email = $1`, [email])) as (UserRow & { password_hash: string | null })[];
      return rows.length > 0 ? { user: toUser(rows[0]), passwordHash: rows[0].password_hash } : null;
    },
  };
}
