// Feature-flag overrides the staff console sets (feature_flag_overrides, migration 0019): a brand's
// own ('' as application_uuid, so the key stays unique) and its applications'.
import type { FlagOverride } from '../../core/flags/resolve';
import type { Queryable } from './db';

interface OverrideRow {
  flag_key: string;
  application_uuid: string;
  enabled: boolean;
}

/** The overrides of a brand (its own and its applications'), or of one application and the brand's own. */
export async function listFlagOverrides(db: Queryable, orgCode: string, applicationUuid?: string): Promise<FlagOverride[]> {
  const { rows } = await db.query<OverrideRow>(
    applicationUuid === undefined
      ? 'select flag_key, application_uuid, enabled from feature_flag_overrides where organization_code = $1'
      : `select flag_key, application_uuid, enabled from feature_flag_overrides where organization_code = $1 and application_uuid in ('', $2)`,
    applicationUuid === undefined ? [orgCode] : [orgCode, applicationUuid],
  );
  return rows.map((r) => ({
    key: r.flag_key,
    applicationUuid: r.application_uuid === '' ? null : r.application_uuid,
    enabled: r.enabled,
  }));
}

export interface FlagOverrideKey {
  orgCode: string;
  key: string;
  /** '' for the brand's own override. */
  scope: string;
}

export async function deleteFlagOverride(db: Queryable, { orgCode, key, scope }: FlagOverrideKey): Promise<void> {
  await db.query('delete from feature_flag_overrides where organization_code = $1 and flag_key = $2 and application_uuid = $3', [orgCode, key, scope]);
}

export async function upsertFlagOverride(db: Queryable, input: FlagOverrideKey & { enabled: boolean; staffUuid: string }): Promise<void> {
  await db.query(
    `insert into feature_flag_overrides (organization_code, flag_key, application_uuid, enabled, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (organization_code, flag_key, application_uuid) do update set enabled = excluded.enabled, updated_by = excluded.updated_by, updated_at = now()`,
    [input.orgCode, input.key, input.scope, input.enabled, input.staffUuid],
  );
}
