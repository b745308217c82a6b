import type { EntityManager } from "typeorm";
import type { RunNotes } from "../app/runs/note-deliveries.js";

/** Appends to a run's progress_log whatever its status, leaving last_progress_at (the reaper's clock) alone. */
export const runNotesOn = (em: EntityManager): RunNotes => ({
  async append(userId, runId, { at, message }) {
    const [rows] = (await em.query(
      `UPDATE "streams".runs SET progress_log = progress_log || jsonb_build_array(jsonb_build_object('at', $3::text, 'message', $4::text))
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [runId, userId, at.toISOString(), message],
    )) as [{ id: number }[], number];
    return rows.length > 0;
  },
});
