// Staff adds an additional signer to an application of one of their brands (issue 16): the same
// invitation as the applicant's co-deed screen makes, mailed the same way, written to staff_audit
// by the route with the participant's id only (no name, no email).
import type { AppContext } from '../app-context';
import { AppError, notFound } from '../errors';
import { loadApplicationRecord } from '../services/application-records';
import { createInvitation, mailInvitation, type Invitee } from '../services/participants';

export async function addAdditionalSigner(
  ctx: AppContext,
  input: { applicationUuid: string; invitee: Invitee; staffUuid: string; orgCodes: string[] | null; origin: string | undefined },
): Promise<{ participantUuid: string }> {
  const record = await loadApplicationRecord(ctx.db, input.applicationUuid);
  if (!record || (input.orgCodes !== null && !input.orgCodes.includes(record.organizationCode))) throw notFound();
  const brand = ctx.orgs.get(record.organizationCode);
  if (!brand) throw notFound();
  // No origin for the link (no PUBLIC_ORIGIN, a Host that is not local): no invitation whose token nobody receives.
  if (!input.origin) throw new AppError('UNAVAILABLE');
  const invitation = await createInvitation(ctx.db, { applicationUuid: record.uuid, invitee: input.invitee, invitedBy: { kind: 'staff', uuid: input.staffUuid }, now: ctx.now() });
  await mailInvitation(ctx, invitation, brand, input.origin, record);
  return { participantUuid: invitation.participantUuid };
}
