// The staff console's operating hours (operating_hours_overrides, migration 0029) and the sandbox's
// hours clock offsets (hours_clock_offsets): read per request by src/server/hours/service.ts.
import type { BusinessHours } from '../../core/hours/business-hours';
import type { Queryable } from './db';

export interface HoursOverrideRow {
  department: string;
  hours: BusinessHours;
  updatedAt: string;
}

/** A brand's stored weeks, one per department that staff edited. */
export async function listHoursOverrides(db: Queryable, orgCode: string): Promise<HoursOverrideRow[]> {
  const { rows } = await db.query<{ department: string; hours: BusinessHours | string; updated_at: Date | string }>(
    'select department, hours, updated_at from operating_hours_overrides where organization_code = $1',
    [orgCode],
  );
  return rows.map((r) => ({ department: r.department, hours: typeof r.hours === 'string' ? (JSON.parse(r.hours) as BusinessHours) : r.hours, updatedAt: new Date(r.updated_at).toISOString() }));
}

export async function upsertHoursOverride(db: Queryable, input: { orgCode: string; department: string; hours: BusinessHours; staffUuid: string }): Promise<void> {
  await db.query(
    `insert into operating_hours_overrides (organization_code, department, hours, updated_by) values ($1, $2, $3::jsonb, $4)
     on conflict (organization_code, department) do update set hours = excluded.hours, updated_by = excluded.updated_by, updated_at = now()`,
    [input.orgCode, input.department, JSON.stringify(input.hours), input.staffUuid],
  );
}

/** The brand's hours clock offset in ms; 0 when the sandbox never moved it. */
export async function hoursClockOffset(db: Queryable, orgCode: string): Promise<number> {
  const { rows } = await db.query<{ offset_ms: string | number }>('select offset_ms from hours_clock_offsets where organization_code = $1', [orgCode]);
  return rows[0] ? Number(rows[0].offset_ms) : 0;
}

/** Sets the brand's offset (whole ms; 0 puts the clock back). */
export async function setHoursClockOffset(db: Queryable, orgCode: string, ms: number): Promise<void> {
  await db.query(
    `insert into hours_clock_offsets (organization_code, offset_ms) values ($1, $2)
     on conflict (organization_code) do update set offset_ms = excluded.offset_ms`,
    [orgCode, ms],
  );
}
