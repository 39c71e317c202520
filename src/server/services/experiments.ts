// Experiment exposure (spec sections 4 and 7): once per application per experiment. The first
// variation recorded stays: a later save of the same experiment (another tab, a retry) changes
// nothing, so the count of exposures is the count of applications.
import type { Db } from '../store/db';
import { insertExposure } from '../store/experiments';
import type { ApiExperimentsRequest } from '../../generated/types/api-experiments-request';

export async function recordExposures(db: Db, applicationUuid: string, request: ApiExperimentsRequest): Promise<void> {
  for (const { name, variation } of request.experiments) {
    await insertExposure(db, applicationUuid, { name, variation });
  }
}
