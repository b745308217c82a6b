import type { EntityManager } from "typeorm";
import type { Locks } from "../app/ports.js";

// Transaction-scoped advisory locks, keyed by a 64-bit hash of a name unique to this service.
const lock = (em: EntityManager, name: string) => em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`accounts-billing:${name}`]);

export function advisoryLocks(em: EntityManager): Locks {
  return {
    user: async (userId) => void (await lock(em, `user:${userId}`)),
    signupIp: async (ip) => void (await lock(em, `signup-ip:${ip}`)),
    account: async (accountId) => void (await lock(em, `account:${accountId}`)),
  };
}
