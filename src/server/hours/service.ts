// A brand's operating hours as everything reads them (issue 25 item 1): the manifest's weeks (over
// brands/defaults.json), each department the staff console edited replaced by its stored week
// (operating_hours_overrides), read on every call so an edit shows on the next page load or poll
// without a restart. And the hours clock: the server's clock plus the brand's sandbox offset
// (hours_clock_offsets), the one time the hours service, the page and the chat's mode decision
// read, so a test can stand outside the hours without waiting. Production never moves it.
import { DEPARTMENTS, isOpenAt, type BusinessHours, type Department } from '../../core/hours/business-hours';
import type { OperatingHours, OrgData } from '../../core/brand/view';
import type { Queryable } from '../store/db';
import { hoursClockOffset, listHoursOverrides, setHoursClockOffset, upsertHoursOverride } from '../store/operating-hours';
import type { Org } from '../orgs';

export interface HoursService {
  /** Each department's week for the brand: the console's where staff edited it, else its data's. */
  weeks(org: Org): Promise<OperatingHours>;
  /** The departments staff edited, with when. */
  edited(orgCode: string): Promise<Array<{ department: Department; updatedAt: string }>>;
  /** Replaces a department's week (checked by the caller: schema and businessHoursProblems). */
  set(input: { orgCode: string; department: Department; hours: BusinessHours; staffUuid: string }): Promise<void>;
  /** The brand's hours clock: the server's time plus its sandbox offset. */
  now(orgCode: string): Promise<Date>;
  /** Whether the department is open on the brand's hours clock. */
  isOpen(org: Org, department: Department): Promise<boolean>;
  /** Sandbox only: sets the brand's offset (0 puts the clock back). */
  setClockOffset(orgCode: string, ms: number): Promise<Date>;
}

const isKnown = (d: string): d is Department => (DEPARTMENTS as readonly string[]).includes(d);

export function createHoursService(db: Queryable, clock: () => Date): HoursService {
  const weeks = async (org: Org): Promise<OperatingHours> => {
    const stored = await listHoursOverrides(db, org.orgCode);
    const own = Object.fromEntries(stored.filter((r) => isKnown(r.department)).map((r) => [r.department, r.hours]));
    return { ...org.view.operatingHours, ...own };
  };
  const now = async (orgCode: string) => new Date(clock().getTime() + (await hoursClockOffset(db, orgCode)));
  return {
    weeks,
    async edited(orgCode) {
      return (await listHoursOverrides(db, orgCode)).flatMap((r) => (isKnown(r.department) ? [{ department: r.department, updatedAt: r.updatedAt }] : []));
    },
    set: (input) => upsertHoursOverride(db, input),
    now,
    async isOpen(org, department) {
      const [week, at] = await Promise.all([weeks(org), now(org.orgCode)]);
      return isOpenAt(week[department], at);
    },
    async setClockOffset(orgCode, ms) {
      await setHoursClockOffset(db, orgCode, Math.round(ms));
      return now(orgCode);
    },
  };
}

/** A page's organisation data with the brand's hours as stored (the footer and top bar read them). */
export async function pageDataWithHours(data: OrgData, weeksOf: (orgCode: string) => Promise<OperatingHours>): Promise<OrgData> {
  if (!data.ok) return data;
  try {
    return { ...data, brand: { ...data.brand, operatingHours: await weeksOf(data.brand.orgCode) } };
  } catch {
    // A failed read leaves the manifest's weeks: the page still shows hours, if not the edited ones.
    return data;
  }
}
