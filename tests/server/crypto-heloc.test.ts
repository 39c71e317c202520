// Crypto HELOC's rules (flows/crypto-heloc/README.md), on each database: its offer is accepted only
// with the crypto terms acknowledged (refused with the copy's words otherwise, nothing recorded);
// a HELOC is never asked for them; the draw goes to the exchange account (bank/exchange, the
// CONFIRM_EXCHANGE_DISBURSE event a crypto line alone may send) and never back to bank/disburse.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { rebase } from '../../src/core/product/base-paths';
import { parseStatusMachine, transition, allowedEvents, type StatusMachine } from '../../src/core/status/machine';
import { resolveStatusRoute } from '../../src/core/status/screens';
import { parseStatusScreens } from '../../src/core/status/screens-check';
import { loadCopy } from '../../src/server/flows';
import { createUrl, helocRequest, pollUntilSettled, registerUser, statusUrl } from './harness';
import { describeOnEachDatabase } from './api-contract';

const repo = join(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(repo, file), 'utf8')) as unknown;
const copy = loadCopy(join(repo, 'copy/en')) as unknown as { refusals: Record<string, string> };
const accept = { earlyDisclosuresAcknowledged: true, hardCreditConsent: true };
// An application is read under its own product's base path (spec section 7); a HELOC's is APPLICATION.
const CRYPTO_BASE = (readJson('flows/crypto-heloc/product.json') as { apiBasePath: string }).apiBasePath;
const under = (crypto: boolean, path: string) => (crypto ? rebase(path, APPLICATION, CRYPTO_BASE) : path);

describeOnEachDatabase('crypto HELOC acceptance', (app) => {

  /** A new applicant's application with an offer chosen (crypto when the link said utm_source=cloc). */
  async function withOfferChosen(utm_source?: string) {
    const user = await registerUser(app().app);
    const payload = { ...helocRequest(), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
    const { uuid } = (await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload })).json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    const { offers } = (await app().app.inject({ method: 'GET', url: under(Boolean(utm_source), apiRoutes.offers.path({ uuid })), headers: user.auth })).json() as { offers: Array<{ id: string; maxDraw: number }> };
    const send = async (type: string, answers: object) => {
      const { version } = (await app().app.inject({ method: 'GET', url: statusUrl(uuid), headers: user.auth })).json() as { version: number };
      return app().app.inject({ method: 'POST', url: under(Boolean(utm_source), apiRoutes.events.path({ uuid })), headers: user.auth, payload: { type, version, answers } });
    };
    expect((await send('SELECT_OFFER', { offerId: offers[0]!.id, amount: offers[0]!.maxDraw })).statusCode).toBe(200);
    return { send, uuid };
  }

  it('refuses a crypto offer accepted without the crypto terms, in the copy’s words, and records nothing', async () => {
    const { send, uuid } = await withOfferChosen('cloc');
    const refused = await send('ACCEPT_OFFER', accept);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CRYPTO_TERMS_REQUIRED', errors: [copy.refusals.cryptoTermsRequired] });
    expect(copy.refusals.cryptoTermsRequired).toMatch(/crypto HELOC terms/);
    const { rows } = await app().db.query<{ status: string }>('select status from applications where uuid = $1', [uuid]);
    expect(rows[0]!.status).toBe('OFFER_SELECTION');
    const accepted = await send('ACCEPT_OFFER', { ...accept, cryptoTermsAcknowledged: true });
    expect([accepted.statusCode, accepted.json().status]).toEqual([200, 'COLLECT_ADDITIONAL_INFO']);
  });

  it('accepts a HELOC offer without them', async () => {
    const { send } = await withOfferChosen();
    const accepted = await send('ACCEPT_OFFER', accept);
    expect([accepted.statusCode, accepted.json().status]).toEqual([200, 'COLLECT_ADDITIONAL_INFO']);
  });
});

describe('crypto HELOC disbursement', () => {
  const machine = (() => {
    const parsed = parseStatusMachine(readJson('flows/heloc/application.status-machine.json') as StatusMachine);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.value;
  })();
  const table = (() => {
    const parsed = parseStatusScreens(readJson('flows/heloc/status-screens.json'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.value;
  })();

  it('sends a crypto line to bank/exchange, never to bank/disburse, and a HELOC to bank/disburse', () => {
    expect(resolveStatusRoute(table, 'DISBURSEMENT_ACCOUNT', { isCrypto: true, hasRoutingNumber: false })).toMatchObject({ screen: 'bank/exchange' });
    expect(resolveStatusRoute(table, 'AUTOPAY_ACCOUNT', { isCrypto: true, hasRoutingNumber: false })).toMatchObject({ screen: 'bank/autopay' });
    expect(resolveStatusRoute(table, 'DISBURSEMENT_ACCOUNT', { isCrypto: false, hasRoutingNumber: false })).toMatchObject({ screen: 'bank/disburse' });
  });

  it('lets only a crypto line send its draw to the exchange, and then choose payments without a routing number', () => {
    expect(allowedEvents(machine, 'DISBURSEMENT_ACCOUNT', { facts: {}, isCrypto: false })).not.toContain('CONFIRM_EXCHANGE_DISBURSE');
    expect(transition(machine, 'DISBURSEMENT_ACCOUNT', 'CONFIRM_EXCHANGE_DISBURSE', { facts: {}, isCrypto: false })).toMatchObject({ ok: false, guard: 'cryptoBacked' });
    expect(allowedEvents(machine, 'DISBURSEMENT_ACCOUNT', { facts: {}, isCrypto: true })).toContain('CONFIRM_EXCHANGE_DISBURSE');
    expect(transition(machine, 'DISBURSEMENT_ACCOUNT', 'CONFIRM_EXCHANGE_DISBURSE', { facts: {}, isCrypto: true })).toMatchObject({ ok: true, status: 'AUTOPAY_ACCOUNT', actions: ['recordExchangeDisburse'] });
    const exchange = { disburseAccount: { source: 'EXCHANGE' }, hasRoutingNumber: false };
    expect(transition(machine, 'AUTOPAY_ACCOUNT', 'CHOOSE_PAYMENT', { facts: exchange, isCrypto: true })).toMatchObject({ ok: true, status: 'VERIFIED_AUTOPAY_ACCOUNT' });
  });
});
