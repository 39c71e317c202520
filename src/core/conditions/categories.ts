// Underwriting conditions as the applicant sees them (spec sections 2, 3, 4, 8, 9): the categories
// table (flows/<product>/condition-categories.json) read as data. A condition of a category the
// table does not list is ignored. Each product's manifest names its table (flows/<product>/product.json);
// the server and the page load them (src/server/products.ts, src/client/lib/product-tables.ts); notifications are of known categories only, oldest first.
import type { ConditionCategories } from '../../generated/types/condition-categories';
import type { ApiDocumentType } from '../../generated/types/api-document-type';

export type { ConditionCategories };
export type ConditionCategory = ConditionCategories['categories'][string];

export function categoryOf(categories: ConditionCategories, categoryEnum: string): ConditionCategory | undefined {
  return Object.hasOwn(categories.categories, categoryEnum) ? categories.categories[categoryEnum] : undefined;
}

export const knownCategoryEnums = (categories: ConditionCategories): string[] => Object.keys(categories.categories);

/** The documents a condition asks for: its own, else its category's default. */
export function requestedDocuments(category: ConditionCategory, own: readonly ApiDocumentType[] | null | undefined): ApiDocumentType[] {
  return own && own.length > 0 ? [...own] : [...(category.requestDocuments ?? ['OTHER'])];
}

/** The screen where the applicant confirms an ownership type update: its conditions name the type. */
export const asksOwnership = (category: Pick<ConditionCategory, 'target'>): boolean => category.target === 'conditions/confirm-update';

/**
 * Whether a condition raised with (or without) an ownership type fits its category: a confirm-update
 * condition names the type to confirm, another names none. A category no table knows takes either.
 */
export const ownershipFits = (category: ConditionCategory | undefined, ownershipType: string | undefined): boolean =>
  !category || asksOwnership(category) === (ownershipType !== undefined);

/** The condition raised when the applicant confirms `ownershipType` (the category's onConfirm), if any. */
export function followUpOf(category: ConditionCategory, ownershipType: string | undefined): { categoryEnum: string; actionNeeded?: string } | undefined {
  return ownershipType === undefined ? undefined : category.onConfirm?.[ownershipType as keyof NonNullable<ConditionCategory['onConfirm']>];
}

/** Spec section 9: 'Paystub count from numDocsRequired, default 1' (every upload condition alike). */
export function docsRequired(xtraData: { numDocsRequired?: number } | null | undefined): number {
  const n = xtraData?.numDocsRequired;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
}

interface Datable {
  categoryEnum: string;
  created: string;
  uuid: string;
}

/** Spec section 4: notifications only for known categories, oldest first (then by id, for a stable order). */
export function notificationsOf<C extends Datable>(categories: ConditionCategories, conditions: readonly C[]): C[] {
  return conditions
    .filter((c) => categoryOf(categories, c.categoryEnum) !== undefined)
    .sort((a, b) => a.created.localeCompare(b.created) || a.uuid.localeCompare(b.uuid));
}

/** Spec section 2: a condition link's query parameters. */
export function conditionQuery(condition: { uuid: string; categoryEnum: string; target: string }): string {
  const type = condition.target.split('/').pop() ?? '';
  return new URLSearchParams({ conditionUuid: condition.uuid, conditionType: type, conditionEnum: condition.categoryEnum }).toString();
}

/** Problems of a table beyond its schema: every copy key exists. */
export function categoryProblems(categories: ConditionCategories, hasCopyKey: (key: string) => boolean): Array<{ pointer: string; reason: string }> {
  const problems: Array<{ pointer: string; reason: string }> = [];
  for (const [name, category] of Object.entries(categories.categories)) {
    for (const part of ['title', 'prompt'] as const) {
      if (!hasCopyKey(category[part])) problems.push({ pointer: `/categories/${name}/${part}`, reason: `missing copy key "${category[part]}"` });
    }
    if (category.target !== 'conditions/upload-document' && category.requestDocuments) problems.push({ pointer: `/categories/${name}/requestDocuments`, reason: 'documents asked for by a screen that takes none' });
  }
  return problems;
}
