// Feedback to the CEO (spec sections 3 and 5): a message, its topic and the marketing consent,
// optionally about one of the caller's applications.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/rate-limit';
import { notFound } from '../errors';
import { insertFeedback } from '../store/feedback';
import { loadOwnApplication, type ApplicationOwner } from './application-records';
import type { ApiCreatedResponse } from '../../generated/types/api-created-response';
import type { ApiFeedbackRequest } from '../../generated/types/api-feedback-request';

// A message reaches a person: an account may write a few an hour, not a flood (catalogue L3).
export const FEEDBACK_LIMIT = { name: 'feedback-account', max: 10, windowSeconds: 3600 } satisfies Limit;

/** Feedback to the CEO; an application it names must be the caller's, of this site's brand (404 otherwise, catalogue Z1). */
export async function sendFeedback(
  ctx: Pick<AppContext, 'db' | 'limiter'>,
  owner: ApplicationOwner,
  body: ApiFeedbackRequest,
): Promise<ApiCreatedResponse> {
  const { identityUuid } = owner;
  await ctx.limiter.hit(FEEDBACK_LIMIT, identityUuid);
  if (body.applicationUuid && !(await loadOwnApplication(ctx.db, body.applicationUuid, owner))) throw notFound();
  const uuid = randomUUID();
  await insertFeedback(ctx.db, {
    uuid,
    identityUuid,
    applicationUuid: body.applicationUuid ?? null,
    topic: body.topic,
    message: body.message,
    marketingConsent: body.marketingConsent,
    pathname: body.pathname ?? null,
    productType: body.productType ?? null,
  });
  return { uuid };
}
