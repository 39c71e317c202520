// The one place that decides who may act on an application: today its applicant (co-signers,
// brokers and staff join here as participants and roles). Everyone else gets the same 404 as an
// application that does not exist (catalogue Z1), and the denial is logged without personal data (Z5).
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import { notFound } from '../errors';
import { resourceForLog } from '../logging';
import { loadOwnApplication, type ApplicationRecord } from '../services/application-records';
import type { Queryable } from '../store/db';
import { sessionOf } from './session';

export async function ownApplication(db: Queryable, request: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRecord> {
  const { uuid } = request.params;
  const record = isUuid(uuid) ? await loadOwnApplication(db, uuid, sessionOf(request).identityUuid) : undefined;
  if (!record) {
    request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(uuid) }, 'application not found for caller');
    throw notFound();
  }
  return record;
}
