// The submitted answers of an application's flows (application_answers), by flow id.
import type { Queryable } from './db';

export interface StoredAnswers {
  flowId: string;
  answers: Record<string, unknown>;
  /** ISO time of the last submission. */
  updatedAt: string;
}

export async function answersOf(db: Queryable, applicationUuid: string): Promise<StoredAnswers[]> {
  const { rows } = await db.query<{ flow_id: string; answers: Record<string, unknown>; updated_at: Date | string }>(
    'select flow_id, answers, updated_at from application_answers where application_uuid = $1',
    [applicationUuid],
  );
  return rows.map((row) => ({ flowId: row.flow_id, answers: row.answers, updatedAt: new Date(row.updated_at).toISOString() }));
}
