// The one place that decides who may act on an application: its applicant, or (on routes marked
// 'signer' / 'signerConditions') an additional signer who accepted an invitation to it (issue 16),
// always on the site of the application's brand. Everyone else, the applicant on another brand's
// site, and a signer on an applicant-only route, gets the same 404 as an application that does not
// exist (catalogue Z1); the refusal writes an audit event without personal data (Z5).
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import type { AppContext } from '../app-context';
import { audit } from '../audit';
import { notFound } from '../errors';
import { resourceForLog } from '../logging';
import { loadApplicationRecord, loadOwnApplication, type ApplicationRecord } from '../services/application-records';
import { participantRules, signerParticipant, type Participant } from '../services/participants';
import { sessionOf } from './session';
import type { Org } from '../orgs';

/**
 * Who a route of an application is for (spec section 6):
 * - `applicant`: the primary applicant only (the default);
 * - `signer`: the primary applicant or an additional signer of this application (co-deed status,
 *   the signer's own identity, signing, documents);
 * - `signerConditions`: as `signer`, but an additional signer only where the brand's
 *   additional-signer-conditions feature is on.
 */
export type ApplicationAccess = 'applicant' | 'signer' | 'signerConditions';

/** The caller's part in the application: its applicant, or one of its additional signers. */
export type Participation = { record: ApplicationRecord } & ({ role: 'PRIMARY' } | { role: 'ADDITIONAL_SIGNER'; participant: Participant });

export async function participation(
  ctx: Pick<AppContext, 'db' | 'orgs' | 'flags'>,
  request: FastifyRequest<{ Params: { uuid: string } }>,
  access: ApplicationAccess = 'applicant',
): Promise<Participation> {
  const { uuid } = request.params;
  const brand = ctx.orgs.forRequest(request);
  const owner = { identityUuid: sessionOf(request).identityUuid, organizationCode: brand.orgCode };
  const record = isUuid(uuid) ? await loadOwnApplication(ctx.db, uuid, owner) : undefined;
  if (record) return { record, role: 'PRIMARY' };
  const signer = isUuid(uuid) && access !== 'applicant' ? await asSigner(ctx, uuid, owner) : undefined;
  if (signer && (await signerMay(ctx, access, brand, signer.record))) return signer;
  request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(uuid) }, 'application not found for caller');
  audit(request, { refused: true });
  throw notFound();
}

/** The application record when the caller may act on it with `access`; else the same 404 as a missing one. */
export async function ownApplication(
  ctx: Pick<AppContext, 'db' | 'orgs' | 'flags'>,
  request: FastifyRequest<{ Params: { uuid: string } }>,
  access: ApplicationAccess = 'applicant',
): Promise<ApplicationRecord> {
  return (await participation(ctx, request, access)).record;
}

async function signerMay(ctx: Pick<AppContext, 'flags'>, access: ApplicationAccess, brand: Org, record: ApplicationRecord): Promise<boolean> {
  if (access === 'signer') return true;
  // Spec section 6: a signer sees conditions only when the additional-signer-conditions flag is on
  // (the brand's, or this application's from the staff console).
  return ctx.flags.isEnabled(brand, record.product, participantRules.conditionsFeature, record.uuid);
}

async function asSigner(ctx: Pick<AppContext, 'db'>, uuid: string, owner: { identityUuid: string; organizationCode: string }): Promise<Participation | undefined> {
  const participant = await signerParticipant(ctx.db, uuid, owner.identityUuid);
  const record = participant ? await loadApplicationRecord(ctx.db, uuid) : undefined;
  if (!participant || !record || record.organizationCode !== owner.organizationCode) return undefined;
  return { record, role: 'ADDITIONAL_SIGNER', participant };
}
