// What people tell the lender: feedback messages and the leave survey's answers.
import type { Queryable } from './db';

export interface NewFeedback {
  uuid: string;
  identityUuid: string;
  applicationUuid: string | null;
  topic: string;
  message: string;
  marketingConsent: boolean;
  pathname: string | null;
  productType: string | null;
}

export async function insertFeedback(db: Queryable, feedback: NewFeedback): Promise<void> {
  const f = feedback;
  await db.query(
    `insert into feedback (uuid, identity_uuid, application_uuid, topic, message, marketing_consent, pathname, product_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.uuid, f.identityUuid, f.applicationUuid, f.topic, f.message, f.marketingConsent, f.pathname, f.productType],
  );
}

export interface NewLeaveSurvey {
  uuid: string;
  organizationCode: string;
  screen: string;
  reason: string;
  comment: string | null;
}

export async function insertLeaveSurvey(db: Queryable, survey: NewLeaveSurvey): Promise<void> {
  await db.query('insert into leave_surveys (uuid, organization_code, screen, reason, comment) values ($1, $2, $3, $4, $5)', [
    survey.uuid,
    survey.organizationCode,
    survey.screen,
    survey.reason,
    survey.comment,
  ]);
}
