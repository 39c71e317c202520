// Banners (issue 17, deliverable 2): the brand's public banner file, and the staff console's list,
// publish and edit. The file is the brand's active banners — staff's (table banners) merged with
// brands/<orgCode>/banners.json, staff's winning on a shared uuid — newest first, never cached.
// Staff calls are staff-only, for the member's own brands, and audited like the other staff actions.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bannerFileRoute } from '../../core/contract/banner-routes';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import { isUuid } from '../../core/contract/ids';
import { linkProblems } from '../../core/banners/parse-file';
import type { Banner } from '../../generated/types/banners';
import type { ApiStaffBannerRequest } from '../../generated/types/api-staff-banner-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { AppError, notFound } from '../errors';
import type { Org } from '../orgs';
import { requireStaff, staffSessionOf } from '../staff/guard';
import { writeStaffAudit } from '../staff/audit';
import { readFileBanners } from '../banners/file-banners';
import { createBanner, findBanner, listBanners, updateBanner } from '../store/banners';

/** The banner file's own bound (schemas/banner.schema.json maxItems). */
const MAX_FILE_BANNERS = 100;

const updatedAt = (b: Banner): string => b.metadata?.updatedAt ?? '';

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function bannerRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);
  const fileBanners = readFileBanners(ctx.orgs);

  /** The brands a member may publish to: theirs, or every brand. */
  const brandsOf = (orgCodes: string[] | null): string[] => (orgCodes ?? ctx.orgs.codes()).filter((c) => ctx.orgs.get(c));

  function checkLink(org: Org, body: ApiStaffBannerRequest): void {
    if (body.link && linkProblems([{ uuid: '', message: '', apps: ['x'], variant: 'info', link: body.link }], org.view.banners.linkHosts).length) {
      throw new AppError('BANNER_LINK_NOT_ALLOWED');
    }
  }

  return async (app) => {
    app.get(bannerFileRoute.pattern, async (request, reply) => {
      const org = ctx.orgs.forRequest(request);
      const staff = (await listBanners(ctx.db, [org.orgCode], { activeOnly: true, limit: MAX_FILE_BANNERS })).map((s) => s.banner);
      const ids = new Set(staff.map((b) => b.uuid));
      const fromFile = (fileBanners.get(org.orgCode) ?? []).filter((b) => b.active !== false && !ids.has(b.uuid));
      const banners = [...staff, ...fromFile].sort((a, b) => updatedAt(b).localeCompare(updatedAt(a))).slice(0, MAX_FILE_BANNERS);
      // JSON answers default to no-store (create-server); said here too, as the spec asks it of this file.
      noStore(reply);
      return reply.type('application/json').send(banners);
    });

    app.get(staffApiRoutes.banners.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const { staff } = staffSessionOf(request);
      const orgCodes = brandsOf(staff.orgCodes);
      const published = (await listBanners(ctx.db, orgCodes)).map((s) => ({ orgCode: s.orgCode, source: 'console' as const, banner: s.banner }));
      const fromFiles = orgCodes.flatMap((orgCode) => (fileBanners.get(orgCode) ?? []).map((banner) => ({ orgCode, source: 'file' as const, banner })));
      const banners = [...published, ...fromFiles].sort((a, b) => updatedAt(b.banner).localeCompare(updatedAt(a.banner)));
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-banners', details: { count: banners.length } });
      noStore(reply);
      return { orgCodes, banners };
    });

    app.post<{ Body: ApiStaffBannerRequest }>(
      staffApiRoutes.banners.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-banner-request' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { orgCode } = request.body;
        if (!orgCode) throw new AppError('INVALID_REQUEST', { detail: 'orgCode is required' });
        const org = brandsOf(staff.orgCodes).includes(orgCode) ? ctx.orgs.get(orgCode) : undefined;
        if (!org) {
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'publish-banner', details: { orgCode: orgCode.slice(0, 40), found: false } });
          throw notFound();
        }
        checkLink(org, request.body);
        const apps = request.body.apps ?? [org.view.banners.app];
        const saved = await createBanner(ctx.db, { orgCode: org.orgCode, apps, fields: request.body, staffUuid: staff.uuid, now: ctx.now() });
        const { uuid, variant, active, dismissable } = saved.banner;
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'publish-banner', details: { banner: uuid, orgCode: org.orgCode, variant, active: active ?? true, dismissable: dismissable ?? false } });
        noStore(reply);
        return reply.code(201).send(saved);
      },
    );

    app.patch<{ Params: { uuid: string }; Body: ApiStaffBannerRequest }>(
      staffApiRoutes.banner.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-banner-request' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { uuid } = request.params;
        const found = isUuid(uuid) ? await findBanner(ctx.db, uuid) : undefined;
        const org = found && brandsOf(staff.orgCodes).includes(found.orgCode) ? ctx.orgs.get(found.orgCode) : undefined;
        if (!found || !org) {
          // Written for a refusal too: who tried to change what.
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'edit-banner', details: { banner: isUuid(uuid) ? uuid : null, found: false } });
          throw notFound();
        }
        if (request.body.orgCode !== undefined && request.body.orgCode !== found.orgCode) throw new AppError('INVALID_REQUEST', { detail: 'a banner stays with its brand' });
        checkLink(org, request.body);
        const saved = (await updateBanner(ctx.db, uuid, { ...(request.body.apps ? { apps: request.body.apps } : {}), fields: request.body, staffUuid: staff.uuid, now: ctx.now() }))!;
        const { variant, active, dismissable } = saved.banner;
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'edit-banner', details: { banner: uuid, orgCode: found.orgCode, variant, active: active ?? true, dismissable: dismissable ?? false } });
        noStore(reply);
        return saved;
      },
    );
  };
}
