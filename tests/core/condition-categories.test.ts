// The condition categories table (flows/heloc/condition-categories.json): the 13 review and task
// types of spec section 3, each with its words and screen; notifications of known categories
// only, oldest first (spec sections 4 and 8); the paystub count from numDocsRequired, default 1.
import { describe, expect, it } from 'vitest';
import { hasCopyKey } from '../../src/core/copy/resolve';
import table from '../../flows/heloc/condition-categories.json' with { type: 'json' };
import { categoryOf, categoryProblems, type ConditionCategories, conditionQuery, docsRequired, knownCategoryEnums, notificationsOf, requestedDocuments } from '../../src/core/conditions/categories';
import conditions from '../../copy/en/conditions.json';

const copy = { conditions };

const conditionCategories = table as unknown as ConditionCategories;

describe('condition categories', () => {
  it('lists the 13 review and task types, each with copy and a screen', () => {
    expect(knownCategoryEnums(conditionCategories).sort()).toEqual([
      'BANK_ACCOUNT_FRAUD_REVIEW', 'ESCALATION_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'HARD_CREDIT_INQUIRY_REVIEW', 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      'ID_VERIFICATION_FAILURE', 'MANUAL_PAYSTUB_UPLOAD', 'MISSING_PHONE_NUMBER', 'PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'REQUEST_PERMISSION_FROM_CUSTOMER',
      'TRUST_REQUIREMENTS_REVIEW',
    ]);
    expect(categoryProblems(conditionCategories, (key) => hasCopyKey(copy, key))).toEqual([]);
    expect(categoryOf(conditionCategories, 'MISSING_PHONE_NUMBER')?.target).toBe('conditions/phone-number');
    expect(categoryOf(conditionCategories, 'REQUEST_PERMISSION_FROM_CUSTOMER')?.target).toBe('conditions/confirm-update');
    expect(categoryOf(conditionCategories, 'BANK_ACCOUNT_FRAUD_REVIEW')?.requestDocuments).toContain('BANK_LETTER');
    expect(categoryOf(conditionCategories, 'toString')).toBeUndefined();
  });

  it('finds a missing copy key and documents asked for by a screen that takes none', () => {
    const broken = { ...conditionCategories, categories: { X: { title: 'conditions.nope', prompt: 'conditions.categories.ESCALATION_REVIEW.prompt', target: 'conditions/phone-number' as const, requestDocuments: ['OTHER' as const] } } };
    expect(categoryProblems(broken, (key) => hasCopyKey(copy, key)).map((p) => p.pointer)).toEqual(['/categories/X/title', '/categories/X/requestDocuments']);
  });

  it('notifies known categories only, oldest first', () => {
    const c = (uuid: string, categoryEnum: string, created: string) => ({ uuid, categoryEnum, created });
    const list = [c('b', 'MISSING_PHONE_NUMBER', '2026-01-02T00:00:00.000Z'), c('x', 'SOMETHING_NEW', '2025-01-01T00:00:00.000Z'), c('a', 'ESCALATION_REVIEW', '2026-01-01T00:00:00.000Z'), c('c', 'ESCALATION_REVIEW', '2026-01-02T00:00:00.000Z')];
    expect(notificationsOf(conditionCategories, list).map((n) => n.uuid)).toEqual(['a', 'b', 'c']);
  });

  it('asks for the documents of the condition, else of its category, and numDocsRequired of them (default 1)', () => {
    const bank = categoryOf(conditionCategories, 'BANK_ACCOUNT_FRAUD_REVIEW')!;
    expect(requestedDocuments(bank, ['BANK_LETTER'])).toEqual(['BANK_LETTER']);
    expect(requestedDocuments(bank, [])).toEqual(['BANK_STATEMENT', 'BANK_LETTER']);
    expect(docsRequired({})).toBe(1);
    expect(docsRequired({ numDocsRequired: 3 })).toBe(3);
    expect(docsRequired({ numDocsRequired: 0 })).toBe(1);
    expect(docsRequired(null)).toBe(1);
  });

  it('carries conditionUuid, conditionType and conditionEnum on a link', () => {
    expect(conditionQuery({ uuid: 'u-1', categoryEnum: 'MISSING_PHONE_NUMBER', target: 'conditions/phone-number' })).toBe('conditionUuid=u-1&conditionType=phone-number&conditionEnum=MISSING_PHONE_NUMBER');
  });
});

describe('an open condition in the status-to-screen table', () => {
  it('routes a stable status to the conditions while routing.condition holds; in-progress statuses still wait', async () => {
    const { resolveStatusRoute } = await import('../../src/core/status/screens');
    const table = (await import('../../flows/heloc/status-screens.json')).default as unknown as Parameters<typeof resolveStatusRoute>[0];
    expect(resolveStatusRoute(table, 'OFFER_SELECTION', { condition: true })).toEqual({ kind: 'screen', screen: 'conditions', known: true });
    expect(resolveStatusRoute(table, 'OFFER_SELECTION', { condition: false })).toEqual({ kind: 'screen', screen: 'product/select', known: true });
    expect(resolveStatusRoute(table, 'HARD_CREDIT_PULL', { condition: true })).toEqual({ kind: 'wait' });
  });
});
