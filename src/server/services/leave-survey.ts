// The leave survey's answers (spec sections 2 and 4): sent once the applicant has logged out, so no
// session guards them and nothing ties them to a person or an application (the schema allows the
// screen, a reason and a comment only).
import { randomUUID } from 'node:crypto';
import type { Limit } from '../auth/rate-limit';
import type { Db } from '../store/db';
import { insertLeaveSurvey } from '../store/feedback';
import type { ApiCreatedResponse } from '../../generated/types/api-created-response';
import type { ApiLeaveSurveyRequest } from '../../generated/types/api-leave-survey-request';

// A person answers once per browser; the client address bounds a script (catalogue L3).
export const LEAVE_SURVEY_LIMIT = { name: 'leave-survey-ip', max: 20, windowSeconds: 600 } satisfies Limit;

export async function saveLeaveSurvey(db: Db, orgCode: string, body: ApiLeaveSurveyRequest): Promise<ApiCreatedResponse> {
  const uuid = randomUUID();
  await insertLeaveSurvey(db, { uuid, organizationCode: orgCode, screen: body.screen, reason: body.reason, comment: body.comment?.trim() || null });
  return { uuid };
}
