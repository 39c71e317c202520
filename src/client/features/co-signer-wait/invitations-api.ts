// The co-signer wait screen's calls (routes in core/contract/co-deed-routes.ts): who was invited
// and when, and a resend (a new link, to a corrected email when given; the server limits how often).
import { coDeedRoutes } from '../../../core/contract/co-deed-routes';
import type { ApiCoDeedInvitations } from '../../../generated/types/api-co-deed-invitations';
import { apiCall } from '../../lib/api';

export type Invitation = ApiCoDeedInvitations['invitations'][number];

export const invitationsKey = (uuid: string) => coDeedRoutes.invitations.path({ uuid });

export const readInvitations = (path: string) => apiCall<ApiCoDeedInvitations>('GET', path);

export const resendInvitation = (uuid: string, participantUuid: string, email: string | undefined) =>
  apiCall<{ sentAt: string }>('POST', coDeedRoutes.resendInvitation.path({ uuid, participantUuid }), { body: email ? { email } : {} });
