// Who may call a staff route. No token: 401. A live applicant token: 404, as if the console did not
// exist (issue 16: an applicant's token gets 404 there), and the refusal is audited. Any other token
// that is not a live staff session (forged, expired, revoked, disabled account): 401, so the console
// asks its member to sign in again.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { audit } from '../audit';
import { bearerToken } from '../auth/session';
import { notFound, unauthenticated } from '../errors';
import type { StaffSession } from './tokens';

const staffSessions = new WeakMap<FastifyRequest, StaffSession>();

async function refuseApplicant(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  if (await ctx.tokens.verify(token)) {
    audit(request, { refused: true });
    throw notFound();
  }
}

/** onRequest of every staff route that needs a staff session. */
export function requireStaff(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const session = await ctx.staffTokens.verify(token);
    if (session) {
      staffSessions.set(request, session);
      return;
    }
    await refuseApplicant(ctx, request, token);
    throw unauthenticated();
  };
}

/** onRequest of the sign-in: open to anyone, except that an applicant's token finds nothing here either. */
export function refuseApplicantToken(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token) await refuseApplicant(ctx, request, token);
  };
}

export function staffSessionOf(request: FastifyRequest): StaffSession {
  const session = staffSessions.get(request);
  if (!session) throw unauthenticated();
  return session;
}
