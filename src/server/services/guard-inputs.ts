// What the machine's guards read of an application besides its facts: its feature flags as the
// console sets them now (an override applies at the next event, no restart) and the employment the
// applicant stated. applyEvent judges an event with them and the status answer lists events with
// them, so the page offers exactly what the server accepts.
import { enabledMap } from '../../core/flags/resolve';
import type { GuardContext } from '../../core/status/guards';
import type { AppContext } from '../app-context';
import type { ApplicationRecord } from './application-records';
import type { Queryable } from '../store/db';

export type GuardInputs = Pick<GuardContext, 'flags' | 'employmentType'>;

/** `db`: the transaction an event is judged in, when it is (the flags are read inside it). */
export async function guardInputs(ctx: Pick<AppContext, 'flags' | 'orgs'>, record: ApplicationRecord, db?: Queryable): Promise<GuardInputs> {
  const org = ctx.orgs.require(record.organizationCode);
  const flags = enabledMap(await ctx.flags.resolve(org, record.product, record.uuid, db ? { db } : {}));
  const employmentType = record.request.employmentType;
  return { flags, ...(typeof employmentType === 'string' ? { employmentType } : {}) };
}
