// Income links (spec: income/review, income/link/{type}): the applicant opens a payroll or
// bank-data provider's hosted page, which sends the browser back to the spec's callback route.
// With the sandbox income provider this plugin also serves that hosted page (a real provider
// hosts its own): a plain form, no script, so the page's CSP holds. With NODE_ENV=production only
// when INCOME_PROVIDER=sandbox is named and SANDBOX_PROVIDERS=allow (servesSandboxPages).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ApiIncomeLinkSessionRequest } from '../../generated/types/api-income-link-session-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession } from '../auth/session';
import { AppError, notFound } from '../errors';
import { callbackUrl, isReturnUrl, markLinked, readLinkSession, SANDBOX_LINK_PATH, type LinkSessionRow } from '../providers/sandbox/income-link';
import type { IncomeMethod } from '../providers/types';
import { APPLICATION_BASE_PATH, apiRoutes, pageRoutes } from '../../core/contract/routes';
import { ownApplication } from '../auth/own-application';

/** The spec's callback route of each method (section 2): where the browser comes back to. */
export function defaultReturnUrl(applicationUuid: string, method: IncomeMethod): string {
  return method === 'PAYROLL' ? pageRoutes.payrollReturn(applicationUuid) : pageRoutes.bankOauthReturn;
}

export function incomeLinkRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.post<{ Params: { uuid: string }; Body: ApiIncomeLinkSessionRequest }>(
      apiRoutes.linkSessions.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-income-link-session-request' }) },
      async (request, reply) => {
        const { uuid } = await ownApplication(ctx, request);
        const { method } = request.body;
        const returnUrl = request.body.returnUrl ?? defaultReturnUrl(uuid, method);
        // The schema's pattern is a first filter; this refuses '//host' and '\\' tricks too.
        if (!isReturnUrl(returnUrl)) throw new AppError('INVALID_REQUEST', { detail: `returnUrl must be a page under ${APPLICATION_BASE_PATH}/` });
        const session = await ctx.providers.income.createLinkSession({ applicationUuid: uuid, method, returnUrl });
        return reply.code(201).send(session);
      },
    );

    if (ctx.sandboxIncomePage) await app.register(sandboxLinkPage(ctx));
  };
}

/** The sandbox provider's hosted page: GET shows it, the form's POST connects and redirects. */
function sandboxLinkPage(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The Connect form posts urlencoded; nothing in it is read, so the body stays a string.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

    app.get<{ Params: { id: string } }>(`${SANDBOX_LINK_PATH}/:id`, async (request, reply) => {
      const session = await readLinkSession(ctx.db, request.params.id);
      if (!session) throw notFound();
      return sendPage(reply, session);
    });

    app.post<{ Params: { id: string } }>(`${SANDBOX_LINK_PATH}/:id`, async (request, reply) => {
      const session = await readLinkSession(ctx.db, request.params.id);
      if (!session) throw notFound();
      await markLinked(ctx.db, session.linkSessionId);
      return reply.code(303).header('location', callbackUrl(session)).header('cache-control', 'no-store').send();
    });
  };
}

const PAGE_TEXT: Record<IncomeMethod, { title: string; heading: string; body: string }> = {
  PAYROLL: {
    title: 'Sandbox payroll provider',
    heading: 'Connect your payroll account',
    body: 'This is the sandbox payroll provider. Nothing is connected for real: Connect verifies the income the sandbox persona says.',
  },
  BANK: {
    title: 'Sandbox bank-data provider',
    heading: 'Connect your bank account',
    body: 'This is the sandbox bank-data provider. Nothing is connected for real: Connect verifies the income the sandbox persona says.',
  },
};

function sendPage(reply: FastifyReply, session: LinkSessionRow) {
  const text = PAGE_TEXT[session.method];
  const action = `${SANDBOX_LINK_PATH}/${session.linkSessionId}`;
  const cancel = pageRoutes.screen(session.applicationUuid, 'income/review');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.body)}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Connect</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p>
</main>
</body>
</html>
`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
