// Operating hours service (spec section 7): a brand's week per department, for display, and
// whether the department is open now (the chat polls it every 60 s). No session: the footer and
// the chat ask before anyone signs in. The brand comes from the host, x-org or the query. The week
// is the console's where staff edited it (ctx.hours, read per request) and "now" is the brand's
// hours clock (ctx.hoursNow: the sandbox may move it).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { apiRoutes } from '../../core/contract/routes';
import { daysInOrder, HOURS_TIME_ZONE, isDepartment, isOpenAt, weekRanges, type Department } from '../../core/hours/business-hours';
import type { ApiOperatingHours } from '../../generated/types/api-operating-hours';
import type { ApiOpenStatus } from '../../generated/types/api-open-status';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { notFound } from '../errors';

type HoursRequest = { Params: { department: string }; Querystring: { display?: 'true' | 'false' } };

export function operatingHoursRoutes(ctx: AppContext): FastifyPluginAsync {
  const options = { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.lookup), schema: routeSchema({ querystring: 'api-operating-hours-query' }) };
  const department = (name: string): Department => {
    if (!isDepartment(name)) throw notFound();
    return name;
  };
  const week = async (request: { params: { department: string }; query: { display?: string } } & Parameters<AppContext['orgs']['forRequest']>[0]): Promise<ApiOperatingHours> => {
    const dept = department(request.params.department);
    const hours = (await ctx.hours.weeks(ctx.orgs.forRequest(request)))[dept];
    return {
      department: dept,
      timeZone: HOURS_TIME_ZONE,
      weekdays: daysInOrder(hours),
      ...(request.query.display === 'true' ? { ranges: weekRanges(hours) } : {}),
    };
  };
  return async (app) => {
    app.get<HoursRequest>(apiRoutes.hours.pattern, options, async (request) => week(request));
    app.get<HoursRequest>(apiRoutes.hoursWeek.pattern, options, async (request) => week(request));
    app.get<HoursRequest>(apiRoutes.hoursOpenStatus.pattern, options, async (request): Promise<ApiOpenStatus> => {
      const dept = department(request.params.department);
      const org = ctx.orgs.forRequest(request);
      const [weeks, now] = await Promise.all([ctx.hours.weeks(org), ctx.hoursNow(org.orgCode)]);
      return { department: dept, isOpen: isOpenAt(weeks[dept], now), checkedAt: now.toISOString() };
    });
  };
}
