import { describe, expect, it } from 'vitest';
import { statusNotice, statusNoticeProblems, type StatusNotifications } from '../../src/core/notifications/status-notices';
import table from '../../flows/heloc/status-notifications.json' with { type: 'json' };

const statusNotifications = table as unknown as StatusNotifications;

describe('statusNotice', () => {
  it('answers the copy key when a product reaches a listed status from another', () => {
    expect(statusNotice(statusNotifications, 'INCOME_VERIFICATION_PENDING', 'IDENTITY_VERIFICATION')).toBe('notifications.kinds.status.IDENTITY_VERIFICATION');
  });
  it('answers nothing when the status is not listed, is not left, or ', () => {
    expect(statusNotice(statusNotifications, 'IN_PROGRESS', 'OFFER_SELECTION')).toBeUndefined();
    expect(statusNotice(statusNotifications, 'IDENTITY_VERIFICATION', 'IDENTITY_VERIFICATION')).toBeUndefined();
  });
  it('finds a missing copy key and a status the machine does not have', () => {
    const table = { ...statusNotifications, statuses: { NOPE: { text: 'notifications.kinds.status.NOPE' } } };
    expect(statusNoticeProblems(table, () => false, ['IDENTITY_VERIFICATION']).map((p) => p.pointer)).toEqual(['/statuses/NOPE/text', '/statuses/NOPE']);
  });
});
