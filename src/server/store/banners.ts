// Banners staff publish (table banners, migration 0018), read and written per brand. A row becomes
// the spec's Banner shape (section 3) here, so the public file and the console see the same thing.
import { randomUUID } from 'node:crypto';
import type { Banner } from '../../generated/types/banners';
import type { ApiStaffBannerRequest } from '../../generated/types/api-staff-banner-request';
import type { Queryable } from './db';

interface BannerRow {
  uuid: string;
  organization_code: string;
  message: string;
  apps: string[] | string;
  variant: Banner['variant'];
  dismissable: boolean;
  active: boolean;
  link: Banner['link'] | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (v: Date | string): string => new Date(v).toISOString();

export interface StoredBanner {
  orgCode: string;
  banner: Banner;
}

function toBanner(row: BannerRow): StoredBanner {
  const link = row.link === null ? undefined : json(row.link);
  return {
    orgCode: row.organization_code,
    banner: {
      uuid: row.uuid,
      message: row.message,
      apps: json(row.apps) as Banner['apps'],
      variant: row.variant,
      dismissable: row.dismissable,
      active: row.active,
      ...(link ? { link } : {}),
      metadata: { createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) },
    },
  };
}

const COLUMNS = 'uuid, organization_code, message, apps, variant, dismissable, active, link, created_at, updated_at';

/** The banners of these brands, newest change first; `activeOnly` for the public file. */
export async function listBanners(db: Queryable, orgCodes: readonly string[], options: { activeOnly?: boolean; limit?: number } = {}): Promise<StoredBanner[]> {
  const { rows } = await db.query<BannerRow>(
    `select ${COLUMNS} from banners where organization_code = any($1::text[]) ${options.activeOnly ? 'and active' : ''}
     order by updated_at desc, uuid limit $2`,
    [[...orgCodes], options.limit ?? 500],
  );
  return rows.map(toBanner);
}

export async function findBanner(db: Queryable, uuid: string): Promise<StoredBanner | undefined> {
  const { rows } = await db.query<BannerRow>(`select ${COLUMNS} from banners where uuid = $1`, [uuid]);
  return rows[0] && toBanner(rows[0]);
}

export async function createBanner(db: Queryable, input: { orgCode: string; apps: string[]; fields: ApiStaffBannerRequest; staffUuid: string; now: Date }): Promise<StoredBanner> {
  const { fields } = input;
  const { rows } = await db.query<BannerRow>(
    `insert into banners (uuid, organization_code, message, apps, variant, dismissable, active, link, created_at, updated_at, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $10) returning ${COLUMNS}`,
    [randomUUID(), input.orgCode, fields.message, JSON.stringify(input.apps), fields.variant, fields.dismissable, fields.active, fields.link ? JSON.stringify(fields.link) : null, input.now, input.staffUuid],
  );
  return toBanner(rows[0]!);
}

/**
 * Saves an edit and bumps updated_at, later than the last one even when the clock has not moved
 * on (an applicant's dismissal is dropped only once updatedAt is later than it). A link left out
 * is kept; null removes it.
 */
export async function updateBanner(db: Queryable, uuid: string, input: { apps?: string[]; fields: ApiStaffBannerRequest; staffUuid: string; now: Date }): Promise<StoredBanner | undefined> {
  const { fields } = input;
  const { rows } = await db.query<BannerRow>(
    `update banners set message = $2, variant = $3, dismissable = $4, active = $5, link = case when $10 then $6::jsonb else link end,
       apps = coalesce($7::jsonb, apps),
       updated_at = greatest($8::timestamptz, updated_at + interval '1 millisecond'), updated_by = $9
     where uuid = $1 returning ${COLUMNS}`,
    [uuid, fields.message, fields.variant, fields.dismissable, fields.active, fields.link ? JSON.stringify(fields.link) : null, input.apps ? JSON.stringify(input.apps) : null, input.now, input.staffUuid, fields.link !== undefined],
  );
  return rows[0] && toBanner(rows[0]);
}
