// Error groups from the browser (client_error_groups, migration 0030): a report adds to its group's
// count, or opens a group while the brand has fewer than its bound; the console lists a brand's
// groups newest first; the hourly maintenance job prunes groups not seen for the retention days.
import type { ClientErrorKind, ClientErrorReport } from '../../core/monitoring/client-errors';
import type { Queryable } from './db';

interface GroupRow {
  release: string;
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  frames: string[] | string;
  route: string;
  call: ClientErrorReport['call'] | string | null;
  count: number;
  first_seen: Date | string;
  last_seen: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (v: Date | string): string => new Date(v).toISOString();

export interface StoredClientErrorGroup {
  fingerprint: string;
  release: string;
  kind: ClientErrorKind;
  message: string;
  frames: string[];
  route: string;
  call?: NonNullable<ClientErrorReport['call']>;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** Counts a report in its group; a new group only while the brand has fewer than `maxGroups`. Whether it was kept. */
export async function recordClientError(db: Queryable, input: { orgCode: string; fingerprint: string; report: ClientErrorReport; maxGroups: number; at: Date }): Promise<boolean> {
  const { orgCode, fingerprint, report, maxGroups, at } = input;
  const { rows } = await db.query(
    `insert into client_error_groups (organization_code, release, fingerprint, kind, message, frames, route, call, count, first_seen, last_seen)
     select $1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $9
     where exists (select 1 from client_error_groups where organization_code = $1 and release = $2 and fingerprint = $3)
        or (select count(*) from client_error_groups where organization_code = $1) < $10
     on conflict (organization_code, release, fingerprint)
     do update set count = client_error_groups.count + 1, last_seen = greatest(client_error_groups.last_seen, excluded.last_seen)
     returning 1 as kept`,
    [orgCode, report.release, fingerprint, report.kind, report.message, JSON.stringify(report.frames), report.route, report.call ? JSON.stringify(report.call) : null, at, maxGroups],
  );
  return rows.length > 0;
}

/** A brand's groups, newest seen first (one release, or all), at most `limit`. */
export async function listClientErrors(db: Queryable, orgCode: string, release: string | undefined, limit: number): Promise<StoredClientErrorGroup[]> {
  const { rows } = await db.query<GroupRow>(
    `select release, fingerprint, kind, message, frames, route, call, count, first_seen, last_seen from client_error_groups
     where organization_code = $1 and ($2::text is null or release = $2)
     order by last_seen desc, count desc, fingerprint limit $3`,
    [orgCode, release ?? null, limit],
  );
  return rows.map((row) => {
    const call = row.call === null ? undefined : json(row.call);
    return {
      fingerprint: row.fingerprint,
      release: row.release,
      kind: row.kind,
      message: row.message,
      frames: json(row.frames),
      route: row.route,
      ...(call ? { call } : {}),
      count: Number(row.count),
      firstSeen: iso(row.first_seen),
      lastSeen: iso(row.last_seen),
    };
  });
}

/** The releases a brand has groups of, the most recently seen first. */
export async function clientErrorReleases(db: Queryable, orgCode: string): Promise<string[]> {
  const { rows } = await db.query<{ release: string }>(
    `select release from client_error_groups where organization_code = $1 group by release order by max(last_seen) desc limit 50`,
    [orgCode],
  );
  return rows.map((r) => r.release);
}

/** Removes groups last seen before `before` (the maintenance job's retention). */
export async function pruneClientErrors(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query('delete from client_error_groups where last_seen < $1 returning 1 as gone', [before]);
  return rows.length;
}
