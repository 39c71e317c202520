// Spec section 8: dates valid in MM/dd/yyyy or yyyy-MM-dd, shown MM/dd/yyyy, 'Invalid Date' otherwise.
import { describe, expect, it } from 'vitest';
import { formatUsDate, INVALID_DATE, isValidDateText, parseDateInput, US_DATE_TIME_ZONE } from '../../src/core/calendar/us-date';
import { CLOSING_TIME_ZONE } from '../../src/core/calendar/business-days';

describe('us dates', () => {
  it('accepts MM/dd/yyyy and yyyy-MM-dd for real dates only', () => {
    for (const ok of ['02/29/2024', '12/31/1999', '2024-02-29', '1900-01-01']) expect(isValidDateText(ok), ok).toBe(true);
    for (const bad of ['02/29/2023', '13/01/2024', '2/3/2024', '2024-2-3', '2024-02-30', '31/12/1999', '2024-01-01T00:00:00Z', 'tomorrow', '']) expect(isValidDateText(bad), bad).toBe(false);
  });

  it('shows MM/dd/yyyy from either form, a { year, month, day } or an instant (its Pacific date)', () => {
    expect(formatUsDate('2024-03-07')).toBe('03/07/2024');
    expect(formatUsDate('03/07/2024')).toBe('03/07/2024');
    expect(formatUsDate({ year: 1985, month: 11, day: 5 })).toBe('11/05/1985');
    // 02:00 UTC on 8 March is the evening of 7 March in California.
    expect(formatUsDate('2024-03-08T02:00:00Z')).toBe('03/07/2024');
    expect(formatUsDate(new Date('2024-03-08T20:00:00Z'))).toBe('03/08/2024');
    expect(parseDateInput('2024-03-07')).toEqual({ year: 2024, month: 3, day: 7 });
    expect(US_DATE_TIME_ZONE).toBe(CLOSING_TIME_ZONE);
  });

  it("shows 'Invalid Date' for anything that is not a real date", () => {
    expect(INVALID_DATE).toBe('Invalid Date');
    for (const bad of ['2023-02-29', '02/30/2024', 'soon', '', undefined, null, 42, new Date('x'), { year: 2024, month: 13, day: 1 }]) expect(formatUsDate(bad), String(bad)).toBe('Invalid Date');
  });
});
