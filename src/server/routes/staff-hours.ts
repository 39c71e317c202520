// The staff console's operating hours (issue 25 item 1): a brand's week per department as the
// hours service answers it, and a member's edit of one department's week (days, closed dates,
// federal holidays), which replaces the manifest's for that department from the next request on.
// Only for the member's brands (another brand's is the same 404 as none); every read and change
// writes staff_audit, as the banners and feature flags do.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import { businessHoursProblems, DEPARTMENTS } from '../../core/hours/business-hours';
import type { ApiStaffOperatingHours } from '../../generated/types/api-staff-operating-hours';
import type { ApiStaffOperatingHoursRequest } from '../../generated/types/api-staff-operating-hours-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { staffMayManage } from '../auth/staff-access';
import { AppError, notFound } from '../errors';
import type { Org } from '../orgs';
import { writeStaffAudit } from '../staff/audit';
import { requireStaff, staffSessionOf } from '../staff/guard';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function staffHoursRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);
  const brandsOf = (orgCodes: readonly string[] | null) => ctx.orgs.codes().filter((code) => staffMayManage(orgCodes, code));
  const brandNames = (orgCodes: readonly string[]) => Object.fromEntries(orgCodes.map((code) => [code, ctx.orgs.get(code)?.view.companyName ?? code]));

  async function answer(org: Org, orgCodes: string[]): Promise<ApiStaffOperatingHours> {
    const [weeks, edited] = await Promise.all([ctx.hours.weeks(org), ctx.hours.edited(org.orgCode)]);
    return {
      orgCode: org.orgCode,
      orgCodes,
      brandNames: brandNames(orgCodes),
      departments: DEPARTMENTS.map((department) => {
        const edit = edited.find((e) => e.department === department);
        return { department, hours: weeks[department], edited: edit !== undefined, ...(edit ? { updatedAt: edit.updatedAt } : {}) };
      }),
    };
  }

  return async (app) => {
    app.get<{ Querystring: { orgCode?: string } }>(
      staffApiRoutes.operatingHours.pattern,
      { onRequest: staffOnly, schema: routeSchema({ querystring: 'api-staff-operating-hours-query' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const orgCodes = brandsOf(staff.orgCodes);
        const wanted = request.query.orgCode ?? orgCodes[0];
        const found = wanted !== undefined && orgCodes.includes(wanted);
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-operating-hours', details: { orgCode: (wanted ?? '').slice(0, 40), ...(found ? {} : { found: false }) } });
        if (!found) throw notFound();
        noStore(reply);
        return answer(ctx.orgs.require(wanted), orgCodes);
      },
    );

    app.put<{ Body: ApiStaffOperatingHoursRequest }>(
      staffApiRoutes.operatingHours.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-operating-hours-request' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { orgCode, department, hours } = request.body;
        const org = brandsOf(staff.orgCodes).includes(orgCode) ? ctx.orgs.get(orgCode) : undefined;
        if (!org) {
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'set-operating-hours', details: { orgCode, department, found: false } });
          throw notFound();
        }
        const problems = businessHoursProblems(hours);
        if (problems.length) throw new AppError('INVALID_REQUEST', { detail: problems.map((p) => `/hours${p.pointer}: ${p.reason}`).join('; ') });
        // Stored Monday first and closed dates sorted: the console and the service read one order.
        const week: typeof hours = { ...hours, weekdays: [...hours.weekdays].sort((a, b) => a.weekdayValue - b.weekdayValue) as typeof hours.weekdays, ...(hours.closedDates ? { closedDates: [...new Set(hours.closedDates)].sort() } : {}) };
        await ctx.hours.set({ orgCode, department, hours: week, staffUuid: staff.uuid });
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: 'set-operating-hours',
          details: { orgCode, department, openDays: week.weekdays.filter((d) => d.isOpen).length, closedDates: week.closedDates?.length ?? 0, closedOnFederalHolidays: week.closedOnFederalHolidays === true },
        });
        noStore(reply);
        return answer(org, brandsOf(staff.orgCodes));
      },
    );
  };
}
