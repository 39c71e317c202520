// The co-signer's API (issue 16): the invitation accepted (a password set, a session issued), the
// co-deed status (spec section 7: only for additional signers; anyone else gets 400 NOT_A_SIGNER,
// which the client does not retry), and the signer's own identity check and signatures. The
// application routes here are 'signer' routes of auth/own-application: the applicant's events,
// offers, summary and bank data stay applicant-only (404 for a signer).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { signerApiRoutes } from '../../core/contract/signer-routes';
import { coDeedRoutes } from '../../core/contract/co-deed-routes';
import type { ApiCoDeedInvitations } from '../../generated/types/api-co-deed-invitations';
import type { ApiResendInvitationRequest } from '../../generated/types/api-resend-invitation-request';
import type { ApiAcceptInvitationRequest } from '../../generated/types/api-accept-invitation-request';
import type { ApiCoDeedDocuments } from '../../generated/types/api-co-deed-documents';
import type { ApiCoDeedStatus } from '../../generated/types/api-co-deed-status';
import type { ApiSignDocument } from '../../generated/types/api-sign-document';
import type { ApiSubmitIdentityDocuments } from '../../generated/types/api-submit-identity-documents';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { participation } from '../auth/own-application';
import { requireSession, sessionOf } from '../auth/session';
import { flowVersionOf } from '../documents/versions';
import { AppError } from '../errors';
import type { ApiEsignConsent } from '../../generated/types/api-esign-consent';
import { coSignDocuments, consentAsSigner, consentDocument, hasSignedAll, signAsSigner, signaturesBy, signerConsentedAt, verifySignerIdentity } from '../services/co-signing';
import { acceptInvitation, resendInvitation, sentInvitations, signerApplications, type Participant } from '../services/participants';
import { ownApplication } from '../auth/own-application';
import { linkOriginOf } from '../links';
import { loadApplicationRecord } from '../services/application-records';
import { RESET_LIMITS } from '../services/password-reset';

type UuidParams = { Params: { uuid: string } };
type ResendParams = { Params: { uuid: string; participantUuid: string }; Body: ApiResendInvitationRequest };

export function participantRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens, 'customer');

  /** The caller as an additional signer of the application; the applicant (or anyone else) gets 404. */
  async function signer(request: FastifyRequest<UuidParams>): Promise<Participant> {
    const part = await participation(ctx, request, 'signer');
    if (part.role !== 'ADDITIONAL_SIGNER') throw new AppError('NOT_FOUND');
    return part.participant;
  }

  return async (app) => {
    app.post<{ Body: ApiAcceptInvitationRequest }>(
      signerApiRoutes.acceptInvitation.pattern,
      { bodyLimit: ctx.bodyLimits.public, config: { audit: 'invitation-accept' }, schema: routeSchema({ body: 'api-accept-invitation-request' }) },
      async (request, reply: FastifyReply) => {
        // Guessing a token: 128 bits make it hopeless; the limit keeps the tries from costing the server.
        await ctx.limiter.hit(RESET_LIMITS.resetIp, request.ip);
        const result = await acceptInvitation(ctx, { token: request.body.token, password: request.body.password, brand: ctx.orgs.forRequest(request) });
        return reply.code(201).header('authorization', `Bearer ${result.jwt}`).send(result);
      },
    );

    app.get(signerApiRoutes.coDeedStatus.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request): Promise<ApiCoDeedStatus> => {
      const brand = ctx.orgs.forRequest(request);
      for (const participant of await signerApplications(ctx.db, sessionOf(request).identityUuid)) {
        const record = await loadApplicationRecord(ctx.db, participant.applicationUuid);
        if (!record || record.organizationCode !== brand.orgCode) continue;
        return {
          applicationUuid: record.uuid,
          product: record.product,
          status: record.status,
          identityVerification: participant.identityVerification as ApiCoDeedStatus['identityVerification'],
          identityVerified: participant.identityVerification === 'VERIFIED',
          esignConsented: (await signerConsentedAt(ctx.db, participant)) !== undefined,
          signed: await hasSignedAll(ctx.db, participant),
          documentsToSign: (await coSignDocuments(ctx.db, record.uuid)).length,
        };
      }
      throw new AppError('NOT_A_SIGNER');
    });

    app.get<UuidParams>(signerApiRoutes.documents.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request): Promise<ApiCoDeedDocuments> => {
      const participant = await signer(request);
      const signed = await signaturesBy(ctx.db, participant.applicationUuid, participant.identityUuid!);
      const documents = await coSignDocuments(ctx.db, participant.applicationUuid);
      const consent = await consentDocument(ctx.db, participant.applicationUuid);
      return {
        esignConsent: consent
          ? { uuid: consent.uuid, kind: consent.kind, copyNumber: consent.copyNumber, title: consent.title, sha256: consent.sha256, size: consent.size, consentedAt: (await signerConsentedAt(ctx.db, participant)) ?? null }
          : null,
        documents: documents.map((d) => ({ uuid: d.uuid, kind: d.kind, copyNumber: d.copyNumber, title: d.title, sha256: d.sha256, size: d.size, signedAt: signed.get(d.uuid) ?? null })),
      };
    });

    app.post<UuidParams & { Body: ApiSignDocument }>(
      signerApiRoutes.signatures.pattern,
      { onRequest: secure, config: { audit: 'co-signer-signature', openToCoSigners: true }, schema: routeSchema({ body: 'api-sign-document' }) },
      async (request) => {
        const participant = await signer(request);
        const record = (await loadApplicationRecord(ctx.db, participant.applicationUuid))!;
        const machine = ctx.machines.forProduct(record.product);
        await signAsSigner(ctx, {
          participant,
          applicationStatus: record.status,
          documentUuid: request.body.documentUuid,
          sha256: request.body.sha256,
          signatureName: request.body.signatureName,
          brand: ctx.orgs.forRequest(request),
          flowId: machine.id,
          flowVersion: flowVersionOf(machine),
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        });
        return { signed: true, allSigned: await hasSignedAll(ctx.db, participant) };
      },
    );

    // The co-signer's own E-SIGN consent (issue 31): the code of the consent's PDF, evidence kept.
    app.post<UuidParams & { Body: ApiEsignConsent }>(
      signerApiRoutes.esignConsent.pattern,
      { onRequest: secure, config: { audit: 'co-signer-esign-consent', openToCoSigners: true }, schema: routeSchema({ body: 'api-esign-consent' }) },
      async (request) => {
        const participant = await signer(request);
        const record = (await loadApplicationRecord(ctx.db, participant.applicationUuid))!;
        const machine = ctx.machines.forProduct(record.product);
        return consentAsSigner(ctx, {
          participant,
          applicationStatus: record.status,
          confirmationCode: request.body.confirmationCode,
          brand: ctx.orgs.forRequest(request),
          flowId: machine.id,
          flowVersion: flowVersionOf(machine),
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        });
      },
    );

    app.post<UuidParams & { Body: ApiSubmitIdentityDocuments }>(
      signerApiRoutes.identity.pattern,
      { onRequest: secure, config: { audit: 'co-signer-identity', openToCoSigners: true }, schema: routeSchema({ body: 'api-submit-identity-documents' }) },
      async (request) => {
        const participant = await signer(request);
        const status = await verifySignerIdentity(ctx, { participant, ...request.body });
        return { identityVerification: status };
      },
    );

    // The applicant waiting for a co-signer (issue 31): who, invited when, and a new link on request.
    app.get<UuidParams>(coDeedRoutes.invitations.pattern, { onRequest: secure }, async (request): Promise<ApiCoDeedInvitations> => {
      const record = await ownApplication(ctx, request);
      const invitations = await sentInvitations(ctx.db, record.uuid);
      return { invitations: invitations.map((p) => ({ uuid: p.uuid, firstName: p.firstName, lastName: p.lastName, email: p.email, sentAt: p.sentAt.toISOString(), accepted: p.accepted })) };
    });

    app.post<ResendParams>(
      coDeedRoutes.resendInvitation.pattern,
      { onRequest: secure, config: { audit: 'invitation-resend' }, schema: routeSchema({ body: 'api-resend-invitation-request' }) },
      async (request) => {
        const record = await ownApplication(ctx, request);
        return resendInvitation(ctx, {
          record,
          participantUuid: request.params.participantUuid,
          email: request.body?.email,
          brand: ctx.orgs.forRequest(request),
          origin: linkOriginOf(ctx, request),
        });
      },
    );
  };
}
