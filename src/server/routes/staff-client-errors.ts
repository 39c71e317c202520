// The staff console's error list (issue 29 item 7): a brand's error groups from the browser, newest
// first, optionally of one release, so the lender sees a broken screen before applicants call. Only
// for the member's brands (another brand's is the same 404 as none); every read writes staff_audit,
// as the operating hours and feature flags do. What it answers was scrubbed twice before it was stored.
import type { FastifyPluginAsync } from 'fastify';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import type { ApiStaffClientErrors } from '../../generated/types/api-staff-client-errors';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { staffMayManage } from '../auth/staff-access';
import { notFound } from '../errors';
import { writeStaffAudit } from '../staff/audit';
import { requireStaff, staffSessionOf } from '../staff/guard';
import { clientErrorReleases, listClientErrors } from '../store/client-errors';

/** Groups one answer lists (the schema's bound). */
const LISTED = 200;

export function staffClientErrorRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);
  const brandsOf = (orgCodes: readonly string[] | null) => ctx.orgs.codes().filter((code) => staffMayManage(orgCodes, code));
  const brandNames = (orgCodes: readonly string[]) => Object.fromEntries(orgCodes.map((code) => [code, ctx.orgs.get(code)?.view.companyName ?? code]));

  return async (app) => {
    app.get<{ Querystring: { orgCode?: string; release?: string } }>(
      staffApiRoutes.clientErrors.pattern,
      { onRequest: staffOnly, schema: routeSchema({ querystring: 'api-staff-client-errors-query' }) },
      async (request, reply): Promise<ApiStaffClientErrors> => {
        const { staff } = staffSessionOf(request);
        const orgCodes = brandsOf(staff.orgCodes);
        const wanted = request.query.orgCode ?? orgCodes[0];
        const { release } = request.query;
        const found = wanted !== undefined && orgCodes.includes(wanted);
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: 'list-client-errors',
          details: { orgCode: (wanted ?? '').slice(0, 40), ...(release ? { release } : {}), ...(found ? {} : { found: false }) },
        });
        if (!found) throw notFound();
        const [groups, releases] = await Promise.all([listClientErrors(ctx.db, wanted, release, LISTED), clientErrorReleases(ctx.db, wanted)]);
        reply.header('cache-control', 'no-store');
        return { orgCode: wanted, orgCodes, brandNames: brandNames(orgCodes), ...(release ? { release } : {}), releases, groups };
      },
    );
  };
}
