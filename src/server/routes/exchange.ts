// The /exchange page's answer (spec section 2's navigation target; ours beside section 7's
// application calls): a line's draws paid to the applicant's exchange account. Owner only: anyone
// else gets the 404 of an application that does not exist (auth/own-application).
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '../../core/contract/routes';
import { kindOf } from '../../core/status/machine';
import type { AppContext } from '../app-context';
import { ownApplication } from '../auth/own-application';
import { requireSession } from '../auth/session';
import { exchangeView } from '../services/exchange-view';

export function exchangeRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.get<{ Params: { uuid: string } }>(apiRoutes.exchange.pattern, { onRequest: secure }, async (request) => {
      const record = await ownApplication(ctx, request);
      const machine = ctx.pipeline.machines.forProduct(record.product);
      return exchangeView(record, { terminal: kindOf(machine, record.status) === 'terminal' });
    });
  };
}
