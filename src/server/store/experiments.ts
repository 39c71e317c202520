// Experiment exposures: one row per application and experiment; the first variation stays.
import type { Queryable } from './db';

export async function insertExposure(db: Queryable, applicationUuid: string, exposure: { name: string; variation: string }): Promise<void> {
  await db.query(
    `insert into application_experiments (application_uuid, name, variation) values ($1, $2, $3)
       on conflict (application_uuid, name) do nothing`,
    [applicationUuid, exposure.name, exposure.variation],
  );
}
