// Closing (ours, beside spec section 7's application calls): what the notary, bank and complete
// screens read, the notary's open slots and eNotary session, and the bank-data link. Every
// {uuid} route answers 404 unless the caller owns the application (auth/own-application). Account
// and routing numbers never leave the server: a link answers each account's last four digits.
// With sandbox providers (never with NODE_ENV=production) the sandbox's own routes are here too:
// the closing clock moved forward, the note signed (until the signing screens send it), and the
// eNotary's video page.
import { isCrypto } from '../../core/product/registry';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { closingRoutes as closingApi } from '../../core/contract/closing-routes';
import type { ApiSandboxClockRequest } from '../../generated/types/api-sandbox-clock-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { ownApplication } from '../auth/own-application';
import { requireSession } from '../auth/session';
import { sealNumbers } from '../crypto/bank-accounts';
import { insertBankLink, latestBankLink } from '../store/closing-bank-links';
import { AppError, notFound } from '../errors';
import { applicantOf } from '../jobs/steps-common';
import { SANDBOX_NOTARY_VIDEO_PATH } from '../providers/sandbox/closing-sandbox';
import type { ApplicationRecord } from '../services/application-records';
import { applyEvent } from '../events/apply-event';
import { NOTE_SIGNED } from '../../generated/events';
import { allowedEvents } from '../../core/status/machine';
import { closingView } from '../services/closing-view';
import type { LinkAccountRow } from '../services/event-actions';

type UuidParams = { Params: { uuid: string } };

export function closingRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  const own = (request: FastifyRequest<UuidParams>) => ownApplication(ctx, request);
  const nowOf = (record: ApplicationRecord) => ctx.closingClock.now(ctx.db, record.uuid);
  /** The route acts only while the status takes `event` from the applicant (else 409, like the event itself). */
  const requireEvent = async (record: ApplicationRecord, event: string) => {
    const machine = ctx.pipeline.machines.forProduct(record.product);
    const allowed = allowedEvents(machine, record.status, { facts: record.facts, offerSet: record.offerSet, product: record.product, isCrypto: isCrypto(ctx.products, record.product), now: await nowOf(record) });
    if (!allowed.includes(event)) throw new AppError('EVENT_NOT_ALLOWED');
  };

  return async (app) => {
    app.get<UuidParams>(closingApi.closing.pattern, { onRequest: secure }, async (request) => {
      const record = await own(request);
      return closingView(ctx.db, record, await nowOf(record));
    });

    app.get<UuidParams>(closingApi.notarySlots.pattern, { onRequest: secure }, async (request) => {
      const record = await own(request);
      await requireEvent(record, 'RESERVE_NOTARY');
      const slots = await ctx.providers.notary.openSlots({ applicationUuid: record.uuid, applicant: applicantOf(record), from: (await nowOf(record)).toISOString() });
      return { slots };
    });

    app.post<UuidParams>(closingApi.notarySession.pattern, { onRequest: secure, schema: routeSchema({ body: 'api-empty-body' }) }, async (request) => {
      const record = await own(request);
      await requireEvent(record, 'COMPLETE_ENOTARY');
      // One session per entry into DEED_SIGNING: a reload reopens the same one.
      return ctx.providers.notary.startSession({ idempotencyKey: `${record.uuid}:${record.status}:${record.version}:session`, applicationUuid: record.uuid, applicant: applicantOf(record) });
    });

    // The latest link, while bank/disburse is the applicant's to answer: a reload shows the same
    // accounts (last four digits only) instead of asking to link the bank again (issue 31).
    app.get<UuidParams>(closingApi.bankLinks.pattern, { onRequest: secure }, async (request) => {
      const record = await own(request);
      await requireEvent(record, 'LINK_DISBURSE_ACCOUNT');
      const link = await latestBankLink(ctx.db, record.uuid);
      if (!link) throw notFound();
      return { linkId: link.linkId, institution: link.institution, accounts: link.accounts.map((a) => ({ accountId: a.accountId, name: a.name, mask: a.accountLast4, accountType: a.accountType })) };
    });

    app.post<UuidParams>(closingApi.bankLinks.pattern, { onRequest: secure, schema: routeSchema({ body: 'api-empty-body' }) }, async (request, reply) => {
      const record = await own(request);
      await requireEvent(record, 'LINK_DISBURSE_ACCOUNT');
      const link = await ctx.providers.bankData.link({ applicationUuid: record.uuid, applicant: applicantOf(record) });
      // Sealed at once: the full numbers exist only in this function's memory.
      const accounts: LinkAccountRow[] = link.accounts.map((account) => {
        const sealed = sealNumbers(ctx.sensitive, record.uuid, { accountNumber: account.accountNumber, ...(account.routingNumber ? { routingNumber: account.routingNumber } : {}) });
        return {
          accountId: account.accountId,
          name: account.name,
          accountType: account.accountType,
          accountLast4: sealed.accountLast4,
          accountNumberEncrypted: sealed.accountNumberEncrypted,
          ...(sealed.routingLast4 ? { routingLast4: sealed.routingLast4 } : {}),
          ...(sealed.routingNumberEncrypted ? { routingNumberEncrypted: sealed.routingNumberEncrypted } : {}),
        };
      });
      const linkId = randomUUID();
      await insertBankLink(ctx.db, { linkId, applicationUuid: record.uuid, institution: link.institution, accounts });
      return reply.code(201).send({
        linkId,
        institution: link.institution,
        accounts: accounts.map((a) => ({ accountId: a.accountId, name: a.name, mask: a.accountLast4, accountType: a.accountType })),
      });
    });

    if (ctx.sandboxRoutes) await app.register(sandboxClosingRoutes(ctx));
  };
}

/** Sandbox only: never registered with real providers or NODE_ENV=production. */
function sandboxClosingRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.post<UuidParams & { Body: ApiSandboxClockRequest }>(
      closingApi.sandboxClock.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-sandbox-clock-request' }) },
      async (request) => {
        const record = await ownApplication(ctx, request);
        const now = await ctx.closingClock.advance(ctx.db, record.uuid, request.body.hours * 3_600_000);
        // A step waiting for its recheck (the rescission, a weekend) runs at once on the new time.
        await ctx.pipeline.nudge(record.uuid);
        return { now: now.toISOString() };
      },
    );

    // The e-sign vendor's callback that the note is signed (NOTE_SIGNED, a provider's event), which
    // the sandbox sends on the applicant's word; a real vendor's webhook is the same call.
    app.post<UuidParams>(closingApi.sandboxSignNote.pattern, { onRequest: secure, schema: routeSchema({ body: 'api-empty-body' }) }, async (request) => {
      const record = await ownApplication(ctx, request);
      const { record: after } = await applyEvent(ctx, { record, event: NOTE_SIGNED, sender: { kind: 'provider' }, version: record.version });
      return { status: after.status, version: after.version };
    });

    // The eNotary's video session: a plain page (no script), as a real provider would host.
    app.get<{ Params: { id: string } }>(`${SANDBOX_NOTARY_VIDEO_PATH}/:id`, async (request, reply) => {
      if (!/^enotary-[0-9]{12}$/.test(request.params.id)) throw notFound();
      const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox eNotary session</title></head>
<body><main><h1>Sandbox eNotary video session</h1><p>This is the sandbox notary's video room for session ${request.params.id}. Nobody is on camera: answer the identity quiz on the application's page to finish.</p></main></body>
</html>
`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  };
}
