// The wait list (spec section 4, registration submit order: "save waitlist if ineligible"): people
// in an area or situation the organisation does not lend to yet leave their details to be told later.
import { randomUUID } from 'node:crypto';
import type { Limit } from '../auth/rate-limit';
import type { Db } from '../store/db';
import { insertWaitlistEntry } from '../store/waitlist';
import type { ApiCreatedResponse } from '../../generated/types/api-created-response';
import type { ApiWaitlistRequest } from '../../generated/types/api-waitlist-request';

// No account guards this door, so the client address does (catalogue L3: bounded garbage).
export const WAITLIST_LIMIT = { name: 'waitlist-ip', max: 20, windowSeconds: 600 } satisfies Limit;

export async function joinWaitlist(db: Db, orgCode: string, entry: ApiWaitlistRequest): Promise<ApiCreatedResponse> {
  const uuid = randomUUID();
  // The body passed a schema with additionalProperties: false, so it holds only the listed fields.
  await insertWaitlistEntry(db, { uuid, organizationCode: orgCode, entry });
  return { uuid };
}
