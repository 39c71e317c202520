// The one place that decides who may act on an application: today its applicant, on the site of
// the application's brand (co-signers, brokers and staff join here as participants and roles).
// Everyone else, and the applicant on another brand's site, gets the same 404 as an application
// that does not exist (catalogue Z1); the refusal writes an audit event without personal data (Z5).
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import type { AppContext } from '../app-context';
import { audit } from '../audit';
import { notFound } from '../errors';
import { resourceForLog } from '../logging';
import { loadOwnApplication, type ApplicationRecord } from '../services/application-records';
import { sessionOf } from './session';

/**
 * Who a route of an application is for (spec section 6):
 * - `applicant`: the primary applicant only (the default);
 * - `signer`: the primary applicant or an additional signer of this application (co-deed status,
 *   the signer's own identity, signing, documents);
 * - `signerConditions`: as `signer`, but an additional signer only where the brand's
 *   additional-signer-conditions feature is on.
 */
export type ApplicationAccess = 'applicant' | 'signer' | 'signerConditions';

export async function ownApplication(
  ctx: Pick<AppContext, 'db' | 'orgs'>,
  request: FastifyRequest<{ Params: { uuid: string } }>,
  // Participants (issue 16) widen `signer` and `signerConditions`; until then every access is the applicant's.
  _access: ApplicationAccess = 'applicant',
): Promise<ApplicationRecord> {
  const { uuid } = request.params;
  const owner = { identityUuid: sessionOf(request).identityUuid, organizationCode: ctx.orgs.forRequest(request).orgCode };
  const record = isUuid(uuid) ? await loadOwnApplication(ctx.db, uuid, owner) : undefined;
  if (!record) {
    request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(uuid) }, 'application not found for caller');
    audit(request, { refused: true });
    throw notFound();
  }
  return record;
}
