// A condition staff raise tells the people who answer it (spec sections 2 and 4): the applicant,
// with a link to the condition's screen (/{uuid}/conditions/... with conditionUuid, conditionType
// and conditionEnum), and, where the brand lets co-signers answer conditions, each co-signer who
// accepted, with the co-signer area's link. A category the table does not know notifies no one.
import { categoryOf, conditionQuery, type ConditionCategories } from '../../core/conditions/categories';
import { productTable } from '../products';
import { pageRoutes } from '../../core/contract/routes';
import { signerPageRoutes } from '../../core/contract/signer-routes';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from '../services/application-records';
import { additionalSigners, participantRules } from '../services/participants';
import type { AppContext } from '../app-context';
import { addNotification } from '../store/notifications';

export const CONDITION_TEXT_KEY = 'notifications.kinds.condition';

/**
 * Whether the application's co-signers answer its conditions too (the additional-signer-conditions
 * flag, as the co-signer area decides it): notifyCondition's last argument. Read outside a
 * transaction (one connection on the embedded database).
 */
export const signersAnswerConditions = (ctx: Pick<AppContext, 'flags' | 'orgs'>, record: Pick<ApplicationRecord, 'uuid' | 'organizationCode' | 'product'>): Promise<boolean> =>
  ctx.flags.isEnabled(ctx.orgs.require(record.organizationCode), record.product, participantRules.conditionsFeature, record.uuid);

export async function notifyCondition(
  db: Queryable,
  record: Pick<ApplicationRecord, 'uuid' | 'identityUuid' | 'organizationCode' | 'product'>,
  condition: { uuid: string; categoryEnum: string },
  /** The additional-signer-conditions flag for this application (the caller asks the flag service). */
  signersAnswer: boolean,
): Promise<number> {
  const category = categoryOf(productTable<ConditionCategories>(record.product, 'conditionCategories'), condition.categoryEnum);
  if (!category) return 0;
  const query = conditionQuery({ uuid: condition.uuid, categoryEnum: condition.categoryEnum, target: category.target });
  const base = { organizationCode: record.organizationCode, applicationUuid: record.uuid, kind: 'CONDITION' as const, textKey: CONDITION_TEXT_KEY, subjectKey: category.title };
  await addNotification(db, { ...base, identityUuid: record.identityUuid, link: `${pageRoutes.screen(record.uuid, category.target)}?${query}` });
  let sent = 1;
  if (!signersAnswer) return sent;
  for (const signer of await additionalSigners(db, record.uuid)) {
    if (!signer.identityUuid) continue;
    await addNotification(db, { ...base, identityUuid: signer.identityUuid, link: `${signerPageRoutes.condition('upload-document')}?${query}` });
    sent += 1;
  }
  return sent;
}
