// A status's own conditions (the machine's state `conditions`): raised for the applicant as the
// application enters it, each unless one of its category is open already, with the applicant's
// notification; cleared as it is left (a staff decision that moves on answers them). In the
// transition's transaction, so a status rolled back leaves no condition.
import type { Effect } from '../../core/status/machine';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from './application-records';
import { clearConditionsOf, hasOpenCondition, raiseCondition } from '../store/conditions';
import { notifyCondition } from '../notifications/condition-notices';

export async function runConditionEffects(tx: Queryable, record: ApplicationRecord, effects: readonly Effect[], staffUuid: string | null): Promise<void> {
  for (const effect of effects) {
    if (effect.type === 'clearConditions') await clearConditionsOf(tx, record.uuid, effect.categories, staffUuid);
    if (effect.type !== 'raiseConditions') continue;
    for (const categoryEnum of effect.categories) {
      if (await hasOpenCondition(tx, record.uuid, categoryEnum)) continue;
      const uuid = await raiseCondition(tx, record.uuid, null, { categoryEnum });
      // The applicant's own document (a lease): co-signers are not asked for it.
      await notifyCondition(tx, record, { uuid, categoryEnum }, false);
    }
  }
}
