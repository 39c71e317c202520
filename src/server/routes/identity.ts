// Identity service (spec section 7, "Identity and profile"): registration, login and logout for
// customer and agent, the current identity and the phone alias.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HOME_PATH, LOGIN_PATH } from '../../core/contract/ids';
import { safeRedirectPath } from '../../core/contract/redirect';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { notFound } from '../errors';
import { audit } from '../audit';
import { getIdentityRow, login, register, setPhoneAlias, toApiIdentity, type Role } from '../services/identity';
import type { ApiRegisterRequest } from '../../generated/types/api-register-request';
import type { ApiLoginRequest } from '../../generated/types/api-login-request';
import type { ApiPhoneAliasRequest } from '../../generated/types/api-phone-alias-request';
import { apiRoutes } from '../../core/contract/routes';
import type { ApiPasswordForgotRequest } from '../../generated/types/api-password-forgot-request';
import type { ApiPasswordResetRequest } from '../../generated/types/api-password-reset-request';
import { forgotPassword, resetPassword } from '../services/password-reset';
import { changePassword, signOutOtherSessions } from '../services/account-settings';
import type { ApiPasswordChangeRequest } from '../../generated/types/api-password-change-request';
import { linkOriginOf } from '../links';


type RedirectQuery = { redirectUrl?: string };

/** The token goes in the body as `jwt` and as a bearer response header (spec section 7). */
function sendToken(reply: FastifyReply, status: number, body: { jwt: string } & Record<string, unknown>) {
  return reply.code(status).header('authorization', `Bearer ${body.jwt}`).send(body);
}

export function identityRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.post<{ Body: ApiRegisterRequest }>(
      apiRoutes.register.pattern,
      { bodyLimit: ctx.bodyLimits.public, config: { audit: 'registration' }, schema: routeSchema({ body: 'api-register-request' }) },
      async (request, reply) => {
        const result = await register(ctx, request.body, ctx.orgs.forRequest(request), request.ip);
        audit(request, { actorUuid: result.identity.uuid, actorRole: result.identity.type });
        return sendToken(reply, 201, result);
      },
    );

    app.post<{ Body: ApiRegisterRequest; Querystring: RedirectQuery }>(
      apiRoutes.brokerRegister.pattern,
      { bodyLimit: ctx.bodyLimits.public, config: { audit: 'registration' }, schema: routeSchema({ body: 'api-register-request', querystring: 'api-register-query' }) },
      async (request, reply) => {
        const result = await register(ctx, request.body, ctx.orgs.forRequest(request), request.ip);
        audit(request, { actorUuid: result.identity.uuid, actorRole: result.identity.type });
        return sendToken(reply, 201, { ...result, redirect: safeRedirectPath(request.query.redirectUrl, HOME_PATH) });
      },
    );

    // A forgotten password: 202 whatever the email (the link is mailed after, to an account that exists).
    app.post<{ Body: ApiPasswordForgotRequest }>(
      apiRoutes.passwordForgot.pattern,
      { bodyLimit: ctx.bodyLimits.public, schema: routeSchema({ body: 'api-password-forgot-request' }) },
      async (request, reply) => {
        const origin = linkOriginOf(ctx, request);
        await forgotPassword(ctx, { email: request.body.email, brand: ctx.orgs.forRequest(request), clientIp: request.ip, origin, log: request.log });
        return reply.code(202).send({ accepted: true });
      },
    );

    app.post<{ Body: ApiPasswordResetRequest }>(
      apiRoutes.passwordReset.pattern,
      { bodyLimit: ctx.bodyLimits.public, config: { audit: 'password-reset' }, schema: routeSchema({ body: 'api-password-reset-request' }) },
      async (request) => {
        await resetPassword(ctx, { token: request.body.token, password: request.body.password, brand: ctx.orgs.forRequest(request), clientIp: request.ip });
        return { reset: true };
      },
    );

    // The settings page (issue 29): the caller's own password and sessions; the session stays.
    app.put<{ Body: ApiPasswordChangeRequest }>(
      apiRoutes.passwordChange.pattern,
      { onRequest: secure, config: { audit: 'password-change' }, schema: routeSchema({ body: 'api-password-change-request' }) },
      async (request, reply) => {
        await changePassword(ctx, { session: sessionOf(request), currentPassword: request.body.currentPassword, password: request.body.password, brand: ctx.orgs.forRequest(request) });
        return reply.code(204).send();
      },
    );

    app.delete(apiRoutes.otherSessions.pattern, { onRequest: secure, config: { audit: 'sign-out-others' } }, async (request) => ({
      signedOut: await signOutOtherSessions(ctx, sessionOf(request)),
    }));

    for (const role of ['customer', 'agent'] as const satisfies Role[]) {
      app.post<{ Body: ApiLoginRequest; Querystring: RedirectQuery }>(
        apiRoutes.login.path({ role }),
        { bodyLimit: ctx.bodyLimits.public, config: { audit: 'sign-in' }, schema: routeSchema({ body: 'api-login-request', querystring: 'api-login-query' }) },
        async (request, reply) => {
          const result = await login(ctx, request.body, { role, clientIp: request.ip, log: request.log });
          audit(request, { actorUuid: result.identity.uuid, actorRole: result.identity.type });
          return sendToken(reply, 200, { ...result, redirect: safeRedirectPath(request.query.redirectUrl, HOME_PATH) });
        },
      );

      // Either role's path ends the session it is given (issue 16): a page that does not know whether
      // a customer or a broker (agent) signed in still revokes the token it holds.
      app.post(apiRoutes.logout.path({ role }), { config: { audit: 'sign-out', openToCoSigners: true }, onRequest: secure }, async (request) => {
        await ctx.tokens.revoke(sessionOf(request).jti);
        return { redirect: LOGIN_PATH };
      });

      app.get(apiRoutes.figureInfo.path({ role }), { onRequest: requireSession(ctx.tokens, role), config: { openToCoSigners: true } }, async (request) =>
        currentIdentity(ctx, sessionOf(request).identityUuid),
      );
    }

    for (const version of ['v1', 'v1_1']) {
      app.get(apiRoutes.identity.path({ version }), { onRequest: secure, config: { openToCoSigners: true } }, async (request) =>
        currentIdentity(ctx, sessionOf(request).identityUuid),
      );
    }

    app.put<{ Body: ApiPhoneAliasRequest }>(
      apiRoutes.identityAlias.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-phone-alias-request' }) },
      async (request) => {
        const { identityUuid } = sessionOf(request);
        await setPhoneAlias(ctx, identityUuid, request.body.value);
        return currentIdentity(ctx, identityUuid);
      },
    );
  };
}

async function currentIdentity(ctx: AppContext, uuid: string) {
  const row = await getIdentityRow(ctx, uuid);
  if (!row) throw notFound();
  return toApiIdentity(row);
}
