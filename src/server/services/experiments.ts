// Experiment exposure (spec sections 4 and 7): once per application per experiment. The first
// variation recorded stays: a later save of the same experiment (another tab, a retry) changes
// nothing, so the count of exposures is the count of applications.
import type { Db } from '../store/db';
import type { ApiExperimentsRequest } from '../../generated/types/api-experiments-request';

export async function recordExposures(db: Db, applicationUuid: string, request: ApiExperimentsRequest): Promise<void> {
  for (const { name, variation } of request.experiments) {
    await db.query(
      `insert into application_experiments (application_uuid, name, variation) values ($1, $2, $3)
       on conflict (application_uuid, name) do nothing`,
      [applicationUuid, name, variation],
    );
  }
}
