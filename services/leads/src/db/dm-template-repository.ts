import type { EntityManager } from "typeorm";
import type { DmTemplateRepository } from "../app/ports.js";
import type { DmTemplate } from "../domain/dm-template.js";
import { dmTemplateNameTaken } from "../domain/errors.js";
import { isUniqueViolation } from "./unique-violation.js";

interface DmTemplateRow {
  id: number;
  user_id: number;
  name: string;
  message_body: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = "id, user_id, name, message_body, created_at, updated_at";

const toDmTemplate = (row: DmTemplateRow): DmTemplate => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  messageBody: row.message_body,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A write that may take a name the user already has: the unique index decides, also between concurrent writers. */
async function nameChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, "dm_templates_user_name_key")) throw dmTemplateNameTaken();
    throw err;
  }
}

export function dmTemplateRepository(em: EntityManager): DmTemplateRepository {
  return {
    async create(userId, { name, messageBody, nameKey }) {
      const [row] = (await nameChecked(
        em.query(`INSERT INTO "leads".dm_templates (user_id, name, name_key, message_body) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [userId, name, nameKey, messageBody]),
      )) as DmTemplateRow[];
      return toDmTemplate(row);
    },

    async list(userId) {
      const rows = (await em.query(`SELECT ${COLUMNS} FROM "leads".dm_templates WHERE user_id = $1 ORDER BY id DESC`, [userId])) as DmTemplateRow[];
      return rows.map(toDmTemplate);
    },

    async findOwned(userId, templateId) {
      const rows = (await em.query(`SELECT ${COLUMNS} FROM "leads".dm_templates WHERE id = $1 AND user_id = $2`, [templateId, userId])) as DmTemplateRow[];
      return rows.length > 0 ? toDmTemplate(rows[0]) : null;
    },

    async replace(userId, templateId, { name, messageBody, nameKey }) {
      const [rows] = (await nameChecked(
        em.query(
          `UPDATE "leads".dm_templates SET name = $3, name_key = $4, message_body = $5, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
          [templateId, userId, name, nameKey, messageBody],
        ),
      )) as [DmTemplateRow[], number];
      return rows.length > 0 ? toDmTemplate(rows[0]) : null;
    },

    async delete(userId, templateId) {
      const [, count] = (await em.query(`DELETE FROM "leads".dm_templates WHERE id = $1 AND user_id = $2`, [templateId, userId])) as [unknown, number];
      return count > 0;
    },
  };
}
