// The staff console's API (issue 16, deliverable 5) under its own prefix: sign-in and sign-out,
// the search and one application's view. Every call writes a staff_audit row (who, what, which
// application); details hold the call's terms, never personal data such as an SSN.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import { isUuid } from '../../core/contract/ids';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { notFound } from '../errors';
import type { ApiLoginRequest } from '../../generated/types/api-login-request';
import type { ApiStaffSearchQuery } from '../../generated/types/api-staff-search-query';
import { refuseApplicantToken, requireStaff, staffSessionOf } from '../staff/guard';
import { staffSignIn } from '../staff/sign-in';
import { writeStaffAudit } from '../staff/audit';
import { addAdditionalSigner } from '../staff/additional-signers';
import { linkOriginOf } from '../links';
import type { ApiAddSignerRequest } from '../../generated/types/api-add-signer-request';
import { MAX_PAGE_SIZE, applicationView, searchApplications, searchKind, type StatusAfter } from '../store/staff-queries';
import { transition } from '../../core/status/machine';
import { loadApplicationRecord } from '../services/application-records';
import { reviewDecisions } from '../staff/events';
import { staffApplication } from '../auth/staff-access';
import { applicationDocument } from '../store/documents';
import { sendDocument } from './documents';

// A search typed as an SSN (nine digits, dashed or not) is not kept in the log: its kind and count
// are. Loan numbers start at 100000 and reach nine digits only after 99.9 million applications.
const LOOKS_LIKE_SSN = /^\d{3}[- ]?\d{2}[- ]?\d{4}$/;

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function staffRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);
  // The brand's company name beside its code: staff read names, not codes (a retired brand keeps its code only).
  const brandName = (orgCode: string) => {
    const companyName = ctx.orgs.get(orgCode)?.view.companyName;
    return companyName ? { organizationName: companyName } : {};
  };
  const statusAfter: StatusAfter = (product, status, outcome) => {
    const next = transition(ctx.machines.forProduct(product), status, outcome);
    return next.ok ? next.status : status;
  };
  return async (app) => {
    app.post<{ Body: ApiLoginRequest }>(
      staffApiRoutes.session.pattern,
      { bodyLimit: ctx.bodyLimits.public, onRequest: refuseApplicantToken(ctx), schema: routeSchema({ body: 'api-login-request' }) },
      async (request, reply) => {
        const { jwt, staff } = await staffSignIn(ctx, request.body, { clientIp: request.ip, orgCode: ctx.orgs.forRequest(request).orgCode, log: request.log });
        noStore(reply);
        // In the body only: no Authorization response header, which applicant pages store as their session.
        return reply.send({ jwt, staff: { uuid: staff.uuid, name: staff.name, orgCodes: staff.orgCodes } });
      },
    );

    app.delete(staffApiRoutes.session.pattern, { onRequest: staffOnly }, async (request) => {
      const { staff, jti } = staffSessionOf(request);
      await ctx.staffTokens.revoke(jti);
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'sign-out' });
      return { signedOut: true };
    });

    app.get<{ Querystring: ApiStaffSearchQuery }>(
      staffApiRoutes.applications.pattern,
      { onRequest: staffOnly, schema: routeSchema({ querystring: 'api-staff-search-query' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { q, status } = request.query;
        const page = Number(request.query.page ?? 1);
        const pageSize = Number(request.query.pageSize ?? MAX_PAGE_SIZE);
        const result = await searchApplications(ctx.db, { q, status, page, pageSize, orgCodes: staff.orgCodes });
        const kept = q && !LOOKS_LIKE_SSN.test(q.trim()) ? q.trim() : null;
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'search', details: { kind: searchKind(q), q: kept, status: status ?? null, page, results: result.items.length } });
        noStore(reply);
        return { ...result, items: result.items.map((item) => ({ ...item, ...brandName(item.organizationCode) })) };
      },
    );

    app.get<{ Params: { uuid: string } }>(staffApiRoutes.application.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const { staff } = staffSessionOf(request);
      const { uuid } = request.params;
      const view = isUuid(uuid) ? await applicationView(ctx.db, uuid, staff.orgCodes, statusAfter) : undefined;
      // Written for a refusal too: who tried to open what.
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'view-application', applicationUuid: isUuid(uuid) && view ? uuid : null, details: { found: view !== undefined } });
      if (!view) throw notFound();
      noStore(reply);
      const record = (await loadApplicationRecord(ctx.db, uuid))!;
      return { ...view, ...brandName(view.organizationCode), version: record.version, reviewDecisions: reviewDecisions(ctx.machines.forProduct(record.product), record.status) };
    });

    // One uploaded document (the applicant's or a signer's), so staff can read it before clearing its
    // condition; downloaded as the applicant's route sends it. Audited when found and when refused.
    app.get<{ Params: { uuid: string; documentUuid: string } }>(staffApiRoutes.document.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const record = await staffApplication(ctx, request, 'view-document');
      const { staff } = staffSessionOf(request);
      const { documentUuid } = request.params;
      const document = isUuid(documentUuid) ? await applicationDocument(ctx.db, record.uuid, documentUuid) : undefined;
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'view-document', applicationUuid: record.uuid, details: { document: document ? document.uuid : null, found: document !== undefined } });
      if (!document) throw notFound();
      return sendDocument(reply, document);
    });

    app.post<{ Params: { uuid: string }; Body: ApiAddSignerRequest }>(
      staffApiRoutes.additionalSigners.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-add-signer-request' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { uuid } = request.params;
        if (!isUuid(uuid)) throw notFound();
        const origin = linkOriginOf(ctx, request);
        const added = await addAdditionalSigner(ctx, { applicationUuid: uuid, invitee: request.body, staffUuid: staff.uuid, orgCodes: staff.orgCodes, origin }).catch(async (error: unknown) => {
          // Written when it fails too (another brand's application, none, or the mail): who tried what.
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'add-additional-signer', applicationUuid: null, details: { completed: false } });
          throw error;
        });
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'add-additional-signer', applicationUuid: uuid, details: { completed: true, participantUuid: added.participantUuid } });
        return reply.code(201).send(added);
      },
    );
  };
}
