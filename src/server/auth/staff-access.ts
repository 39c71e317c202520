// The one place that decides what a staff member may act on (issue 16; spec section 6: permission
// details on the server): the brands their account is given (null: every brand), and an application
// only when it is of one of those brands. Anything else — another brand's application, an id that
// is not one, none at all — gets the same 404, and the refusal is audited under the action tried.
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import type { AppContext } from '../app-context';
import { notFound } from '../errors';
import { loadApplicationRecord, type ApplicationRecord } from '../services/application-records';
import { writeStaffAudit, type StaffAction } from '../staff/audit';
import { staffSessionOf } from '../staff/guard';

/** Whether an account given `orgCodes` (null: every brand) may act for the brand `orgCode`. */
export const staffMayManage = (orgCodes: readonly string[] | null, orgCode: string): boolean => orgCodes === null || orgCodes.includes(orgCode);

/** The application `:uuid` when the signed-in member may act on it; else an audited 404. */
export async function staffApplication(ctx: Pick<AppContext, 'db'>, request: FastifyRequest<{ Params: { uuid: string } }>, action: StaffAction): Promise<ApplicationRecord> {
  const { staff } = staffSessionOf(request);
  const { uuid } = request.params;
  const record = isUuid(uuid) ? await loadApplicationRecord(ctx.db, uuid) : undefined;
  if (!record || !staffMayManage(staff.orgCodes, record.organizationCode)) {
    await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action, details: { found: false } });
    throw notFound();
  }
  return record;
}
