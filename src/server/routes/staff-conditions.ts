// The staff console's conditions and reviews (issue 16, deliverables 4 and 5): list, raise and
// clear an application's conditions, and approve or reject what waits on a review. Every call
// writes a staff_audit row (who, what, which application); details hold the call's terms (a
// category, a decision), never the notes or comments themselves.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import { isUuid } from '../../core/contract/ids';
import type { ApiStaffConditionRequest } from '../../generated/types/api-staff-condition-request';
import type { ApiStaffReviewRequest } from '../../generated/types/api-staff-review-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { AppError, notFound } from '../errors';
import { productTable } from '../products';
import { categoryOf, ownershipFits, type ConditionCategories } from '../../core/conditions/categories';
import type { ApplicationRecord } from '../services/application-records';
import { requireStaff, staffSessionOf } from '../staff/guard';
import { staffApplication as staffApplicationOf } from '../auth/staff-access';
import { writeStaffAudit, type StaffAction } from '../staff/audit';
import { applyStaffEvent, REVIEW_EVENTS } from '../staff/events';
import { clearCondition, raiseCondition, staffConditions } from '../store/conditions';
import { notifyCondition, signersAnswerConditions } from '../notifications/condition-notices';

type UuidParams = { Params: { uuid: string } };

export function staffConditionRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);

  const staffApplication = (request: FastifyRequest<UuidParams>, action: StaffAction): Promise<ApplicationRecord> => staffApplicationOf(ctx, request, action);

  return async (app) => {
    app.get<UuidParams>(staffApiRoutes.conditions.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const record = await staffApplication(request, 'list-conditions');
      const conditions = await staffConditions(ctx.db, record.uuid);
      await writeStaffAudit(ctx.db, { staffUuid: staffSessionOf(request).staff.uuid, action: 'list-conditions', applicationUuid: record.uuid, details: { count: conditions.length } });
      reply.header('cache-control', 'no-store');
      return conditions;
    });

    app.post<UuidParams & { Body: ApiStaffConditionRequest }>(
      staffApiRoutes.conditions.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-condition-request' }) },
      async (request, reply) => {
        const record = await staffApplication(request, 'raise-condition');
        const staffUuid = staffSessionOf(request).staff.uuid;
        // A confirm-update condition names the ownership type to confirm; no other condition does.
        const category = categoryOf(productTable<ConditionCategories>(record.product, 'conditionCategories'), request.body.categoryEnum);
        if (!ownershipFits(category, request.body.ownershipType)) throw new AppError('INVALID_REQUEST');
        // Co-signers are told too where they answer conditions (the flag, as the co-signer area decides it).
        const signersAnswer = await signersAnswerConditions(ctx, record);
        // The condition and its notifications (issue 17) together, or neither.
        const uuid = await ctx.db.transaction(async (tx) => {
          const raised = await raiseCondition(tx, record.uuid, staffUuid, request.body);
          await notifyCondition(tx, record, { uuid: raised, categoryEnum: request.body.categoryEnum }, signersAnswer);
          return raised;
        });
        const { categoryEnum, requestDocuments, numDocsRequired, ownershipType } = request.body;
        await writeStaffAudit(ctx.db, {
          staffUuid,
          action: 'raise-condition',
          applicationUuid: record.uuid,
          details: { condition: uuid, category: categoryEnum, documents: (requestDocuments ?? []).join(','), numDocsRequired: numDocsRequired ?? null, ownershipType: ownershipType ?? null },
        });
        return reply.code(201).send({ uuid });
      },
    );

    app.post<{ Params: { uuid: string; conditionUuid: string } }>(staffApiRoutes.clearCondition.pattern, { onRequest: staffOnly }, async (request) => {
      const record = await staffApplication(request, 'clear-condition');
      const staffUuid = staffSessionOf(request).staff.uuid;
      const { conditionUuid } = request.params;
      const cleared = isUuid(conditionUuid) && (await clearCondition(ctx.db, record.uuid, conditionUuid, staffUuid));
      await writeStaffAudit(ctx.db, { staffUuid, action: 'clear-condition', applicationUuid: record.uuid, details: { condition: isUuid(conditionUuid) ? conditionUuid : null, cleared } });
      if (!cleared) throw notFound();
      return staffConditions(ctx.db, record.uuid);
    });

    app.post<UuidParams & { Body: ApiStaffReviewRequest }>(
      staffApiRoutes.review.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-review-request' }) },
      async (request) => {
        const record = await staffApplication(request, 'review');
        const staffUuid = staffSessionOf(request).staff.uuid;
        const { decision, version } = request.body;
        const event = REVIEW_EVENTS[decision];
        try {
          const status = await applyStaffEvent(ctx, record, event, { version, staffUuid });
          await writeStaffAudit(ctx.db, { staffUuid, action: 'review', applicationUuid: record.uuid, details: { decision, event, from: record.status, to: status } });
          return { status };
        } catch (error) {
          await writeStaffAudit(ctx.db, { staffUuid, action: 'review', applicationUuid: record.uuid, details: { decision, event, from: record.status, refused: true } });
          throw error;
        }
      },
    );
  };
}
