// Underwriting conditions for the borrower (issue 16, deliverable 4): the open conditions of an
// application and the borrower's answer to one. Who may call is decided in one place
// (auth/own-application, access 'signerConditions'); anyone else gets the same 404.
import type { FastifyPluginAsync } from 'fastify';
import { conditionRoutes as routes } from '../../core/contract/condition-routes';
import { isUuid } from '../../core/contract/ids';
import { productTable } from '../products';
import { categoryOf, docsRequired, followUpOf, type ConditionCategories, requestedDocuments, type ConditionCategory } from '../../core/conditions/categories';
import type { OwnershipType } from '../../generated/types/ownership-type';
import type { ApplicationRecord } from '../services/application-records';
import type { Queryable } from '../store/db';
import { notifyCondition, signersAnswerConditions } from '../notifications/condition-notices';
import type { ApiConditionAnswerRequest } from '../../generated/types/api-condition-answer-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { ownApplication, participation, type Participation } from '../auth/own-application';
import { AppError, notFound } from '../errors';
import { documentsOf } from '../store/documents';
import { openCondition, openConditions, raiseCondition, recordAnswer, recordOwnershipType, type OpenCondition } from '../store/conditions';
import { setPhoneAlias } from '../services/identity';

type AnswerParams = { Params: { uuid: string; conditionUuid: string }; Body: ApiConditionAnswerRequest };

/** The documents of an upload answer: the caller's own on this application (a co-signer's are theirs), of a requested type, as many as asked. */
async function checkDocuments(
  ctx: AppContext,
  { part, condition, category, ids }: { part: Participation; condition: OpenCondition; category: ConditionCategory; ids: readonly string[] },
): Promise<void> {
  const wanted = new Set<string>(requestedDocuments(category, condition.requestDocuments));
  const uploader = part.role === 'ADDITIONAL_SIGNER' ? part.participant.uuid : undefined;
  const mine = new Map((await documentsOf(ctx.db, part.record.uuid, uploader)).map((d) => [d.uuid, d.documentType]));
  if (ids.some((id) => !wanted.has(mine.get(id) ?? ''))) throw new AppError('DOCUMENT_NOT_FOUND');
  if (ids.length < docsRequired(condition.xtraData)) throw new AppError('INVALID_REQUEST');
}

/**
 * The ownership type the applicant confirmed becomes the application's (facts.ownershipType), and the
 * category's follow-up for it is raised (a trust's requirements to review), with its notifications.
 */
async function confirmOwnership(
  tx: Queryable,
  { record, category, ownershipType, signersAnswer }: { record: ApplicationRecord; category: ConditionCategory; ownershipType: OwnershipType | undefined; signersAnswer: boolean },
): Promise<void> {
  if (ownershipType === undefined) return;
  await recordOwnershipType(tx, record.uuid, ownershipType);
  const followUp = followUpOf(category, ownershipType);
  if (!followUp) return;
  const uuid = await raiseCondition(tx, record.uuid, null, followUp);
  await notifyCondition(tx, record, { uuid, categoryEnum: followUp.categoryEnum }, signersAnswer);
}

export function conditionRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.get<{ Params: { uuid: string } }>(routes.conditions.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request, reply) => {
      const record = await ownApplication(ctx, request, 'signerConditions');
      reply.header('cache-control', 'no-store');
      return openConditions(ctx.db, record.uuid);
    });

    app.post<AnswerParams>(routes.conditionAnswer.pattern, { onRequest: secure, config: { openToCoSigners: true }, schema: routeSchema({ body: 'api-condition-answer-request' }) }, async (request) => {
      const part = await participation(ctx, request, 'signerConditions');
      const { record } = part;
      const { conditionUuid } = request.params;
      const condition = isUuid(conditionUuid) ? await openCondition(ctx.db, record.uuid, conditionUuid) : undefined;
      // Unknown categories are ignored (spec section 8): nothing of them is answered here either.
      const category = condition && categoryOf(productTable<ConditionCategories>(record.product, 'conditionCategories'), condition.categoryEnum);
      if (!condition || !category) throw notFound();
      const body = request.body;
      let documents: string[] = [];
      if (category.target === 'conditions/upload-document' && 'documentUuids' in body) {
        await checkDocuments(ctx, { part, condition, category, ids: body.documentUuids });
        documents = body.documentUuids;
      } else if (category.target === 'conditions/phone-number' && 'phoneNumber' in body) {
        await setPhoneAlias(ctx, sessionOf(request).identityUuid, body.phoneNumber);
      } else if (!(category.target === 'conditions/confirm-update' && 'confirmed' in body)) {
        throw new AppError('INVALID_REQUEST');
      }
      // The answer's kind, never the phone number itself.
      const answer = documents.length ? { documents: documents.length } : 'phoneNumber' in body ? { phoneNumber: true } : { confirmed: true };
      // Read before the transaction (one connection on the embedded database): whether co-signers are told of a follow-up too.
      const signersAnswer = 'confirmed' in body && (await signersAnswerConditions(ctx, record));
      const recorded = await ctx.db.transaction(async (tx) => {
        if (!(await recordAnswer(tx, condition.uuid, answer, documents))) return false;
        if ('confirmed' in body) await confirmOwnership(tx, { record, category, ownershipType: condition.xtraData.ownershipType, signersAnswer });
        return true;
      });
      if (!recorded) throw notFound();
      return openConditions(ctx.db, record.uuid);
    });
  };
}
