// Shared by the applicant's conditions screens and the co-signer area (features do not import
// each other). The open conditions of an application (contract: GET .../conditions/external-applicants),
// re-read every 60 s and when the window regains focus (spec sections 7 and 9), and the
// notifications: known categories only, oldest first (spec sections 4 and 8).
import useSWR from 'swr';
import { conditionRoutes } from '../../core/contract/condition-routes';
import { categoryOf, notificationsOf, type ConditionCategory } from '../../core/conditions/categories';
import { conditionCategories } from './condition-categories';
import type { ApiConditions } from '../../generated/types/api-conditions';
import { apiCall } from './api';

export type Condition = ApiConditions[number];
export type Notification = Condition & { category: ConditionCategory };

export const CONDITIONS_REFRESH_MS = 60_000;

export function useConditions(uuid: string) {
  const result = useSWR(conditionRoutes.conditions.path({ uuid }), (path: string) => apiCall<ApiConditions>('GET', path), {
    refreshInterval: CONDITIONS_REFRESH_MS,
    revalidateOnFocus: true,
  });
  const notifications: Notification[] = notificationsOf(conditionCategories, result.data ?? []).map((c) => ({ ...c, category: categoryOf(conditionCategories, c.categoryEnum)! }));
  return { ...result, notifications };
}

/** The condition a link names (?conditionUuid=), if it is open and of a known category. */
export function useLinkedCondition(uuid: string, search: string) {
  const { notifications, isLoading, mutate } = useConditions(uuid);
  const conditionUuid = new URLSearchParams(search).get('conditionUuid');
  return { condition: notifications.find((n) => n.uuid === conditionUuid && !n.answered), isLoading, mutate };
}

export const answerCondition = (uuid: string, conditionUuid: string, body: object) => apiCall<ApiConditions>('POST', conditionRoutes.conditionAnswer.path({ uuid, conditionUuid }), { body });
