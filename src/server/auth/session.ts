// Who is calling: the bearer token of the Authorization header, checked on every secure route.
// Every failure (missing, malformed, forged, expired, revoked) answers the same 401, so a caller
// learns nothing from the difference (catalogue S1).
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';
import { participantRules } from '../participant-rules';
import type { Session, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves a co-signer's session too (their own area, their documents and conditions,
     * the page shell's sign-out, identity and bell). Every other session route is the applicants'
     * area, where requireSession ends a co-signer's session.
     */
    openToCoSigners?: true;
  }
}

const sessions = new WeakMap<FastifyRequest, Session>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  return match?.[1];
}

/**
 * An onRequest hook admitting a request only with a live session (of `role`, when given). It runs
 * before the body is read or validated, so a request without a token answers 401, never 400.
 * A co-signer's session (profile type CO_DEEDER) on a route not marked `openToCoSigners` is
 * revoked before the 401 (spec section 4, routing rules: "A profile of type CO_DEEDER in the main
 * area is logged out"), so it can neither create an application nor overwrite its own profile.
 */
export function requireSession(tokens: TokenService, role?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const session = token ? await tokens.verify(token) : undefined;
    if (!session) throw unauthenticated();
    if (session.profileType === participantRules.profileType && !request.routeOptions.config.openToCoSigners) {
      await tokens.revoke(session.jti);
      throw unauthenticated();
    }
    if (role && session.role !== role) throw unauthenticated();
    sessions.set(request, session);
  };
}

/** The session that requireSession admitted; a route without the hook has none. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  if (!session) throw unauthenticated();
  return session;
}

/** The admitted session, or undefined on a route without the hook or before it admitted one. */
export function sessionIfAny(request: FastifyRequest): Session | undefined {
  return sessions.get(request);
}
