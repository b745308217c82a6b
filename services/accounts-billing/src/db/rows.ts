import type { EntityManager } from "typeorm";

/** Rows of an UPDATE or DELETE ... RETURNING (TypeORM answers those with [rows, count]). */
export async function changedRows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = (await em.query(sql, params)) as [T[], number];
  return rows;
}
