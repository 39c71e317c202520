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

/** A flow's draft if there is one, else what was submitted (an edit from the summary starts from it). */
export async function draftOrSubmitted(db: Queryable, applicationUuid: string, flowId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query<{ answers: Record<string, unknown> }>(
    `select answers from application_drafts where application_uuid = $1 and flow_id = $2
     union all select answers from application_answers where application_uuid = $1 and flow_id = $2`,
    [applicationUuid, flowId],
  );
  return rows[0]?.answers;
}

/** Keeps a flow's draft as the applicant goes (checked only when it is submitted). */
export async function saveDraft(db: Queryable, draft: { applicationUuid: string; flowId: string; answers: Record<string, unknown> }): Promise<void> {
  await db.query(
    `insert into application_drafts (application_uuid, flow_id, answers) values ($1, $2, $3)
     on conflict (application_uuid, flow_id) do update set answers = excluded.answers, updated_at = now()`,
    [draft.applicationUuid, draft.flowId, JSON.stringify(draft.answers)],
  );
}
