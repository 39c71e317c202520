// A crypto HELOC funded (flows/crypto-heloc/README.md: "Where the draw goes: the applicant's
// exchange account"), on each database: from a utm_source=cloc application through the exchange
// disbursement (no bank numbers anywhere) to COMPLETE, the settlement sandbox paying the draw to
// the exchange account once; and the /exchange page's answer (the account and the draw, PENDING
// then PAID), for its owner only, with nothing at the exchange for a HELOC paying a bank.
import { expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { rebase } from '../../src/core/product/base-paths';
import cryptoManifest from '../../flows/crypto-heloc/product.json';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { advanceClock, notariseOnline, rescissionEnd, toBankingDayAfter, waitFor } from './closing-journey';
import { createUrl, helocRequest, pollUntilSettled, registerUser } from './harness';
import { describeOnEachDatabase, expectAnswer } from './api-contract';
import { injectApi, linkPayroll, underBase, send, submitApplication, submitIdentity, type Api } from './journey';

const CRYPTO_BASE = cryptoManifest.apiBasePath;

// The per-database start and stop is describeOnEachDatabase's (api-contract.ts).
describeOnEachDatabase('crypto HELOC funding', (app) => {
  /** A new applicant's application (crypto with utm_source=cloc) at NOTE_SIGNING. */
  async function atNoteSigning(utm_source?: string) {
    const user = await registerUser(app().app);
    const payload = { ...helocRequest(), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    // A crypto line answers only under its own base path (spec section 7); a HELOC under APPLICATION.
    const plain = injectApi(app().app, user.auth);
    const api = utm_source ? underBase(plain, APPLICATION, CRYPTO_BASE) : plain;
    const { offers } = (await api.get(apiRoutes.offers.path({ uuid }))).body as { offers: Array<{ id: string; maxDraw: number }> };
    await send(api, uuid, 'SELECT_OFFER', { offerId: offers[0]!.id, amount: offers[0]!.maxDraw });
    await send(api, uuid, 'ACCEPT_OFFER', { earlyDisclosuresAcknowledged: true, hardCreditConsent: true, ...(utm_source ? { cryptoTermsAcknowledged: true } : {}) });
    await submitApplication(api, uuid);
    await waitFor(api, uuid, 'INCOME_VERIFICATION');
    await linkPayroll(api, uuid);
    await waitFor(api, uuid, 'IDENTITY_VERIFICATION');
    await submitIdentity(api, uuid);
    await waitFor(api, uuid, 'NOTE_SIGNING');
    return { user, uuid, api };
  }

  /** DISBURSEMENT_ACCOUNT → the exchange confirmed as where the draw goes, payments chosen → RESCISSION. */
  async function exchangeAccounts(api: Api, uuid: string) {
    await send(api, uuid, 'CONFIRM_EXCHANGE_DISBURSE', {});
    await send(api, uuid, 'CHOOSE_PAYMENT', { paymentMethod: 'MANUAL', confirmed: true });
    return waitFor(api, uuid, ['RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'COMPLETE']);
  }

  const settlementRequests = async (uuid: string) =>
    (await app().db.query<{ request: string }>("select request::text as request from provider_ledger where provider = 'settlement' and idempotency_key like $1 order by created_at", [`${uuid}:%`])).rows.map(
      (r) => JSON.parse(r.request) as Record<string, unknown>,
    );

  it('funds a crypto line into the exchange account, once, with no bank account on file', async () => {
    const { uuid, api, user } = await atNoteSigning('cloc');
    expect((await notariseOnline(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    expect((await exchangeAccounts(api, uuid)).status).toBe('RESCISSION');
    // The /exchange page's answer: the exchange account, and the draw waiting for funding.
    const waiting = await expectAnswer(app(), { method: 'GET', url: rebase(apiRoutes.exchange.path({ uuid }), APPLICATION, CRYPTO_BASE), headers: user.auth }, 200, 'api-exchange');
    expect(waiting).toMatchObject({ uuid, account: { kind: 'EXCHANGE_ACCOUNT', currency: 'USD' }, draws: [{ status: 'PENDING', date: null }] });
    await toBankingDayAfter(api, uuid, await rescissionEnd(api, uuid));
    await waitFor(api, uuid, 'COMPLETE');
    const done = (await api.get(closingRoutes.closing.path({ uuid }))).body as { funded: { amount: number }; fundingAmount: number; disburseAccount: { source: string } };
    expect(done.funded.amount).toBe(done.fundingAmount);
    expect(done.disburseAccount.source).toBe('EXCHANGE');
    // The provider was told to pay the exchange account, in US dollars, with no bank numbers.
    const funding = (await settlementRequests(uuid)).filter((r) => 'amount' in r);
    expect(funding).toEqual([expect.objectContaining({ amount: done.fundingAmount, destination: { kind: 'EXCHANGE_ACCOUNT', currency: 'USD' } })]);
    expect(JSON.stringify(funding)).not.toMatch(/routingNumber|accountNumber/);
    const accounts = await app().db.query('select 1 from bank_accounts where application_uuid = $1', [uuid]);
    expect(accounts.rows).toHaveLength(0);
    const paid = await expectAnswer(app(), { method: 'GET', url: rebase(apiRoutes.exchange.path({ uuid }), APPLICATION, CRYPTO_BASE), headers: user.auth }, 200, 'api-exchange');
    expect(paid.draws).toEqual([{ amount: done.fundingAmount, date: expect.any(String), status: 'PAID', referenceId: expect.stringMatching(/^XFER-/) }]);
    // Owner only: another applicant gets the 404 of an application that does not exist.
    const other = await registerUser(app().app);
    expect((await app().app.inject({ method: 'GET', url: rebase(apiRoutes.exchange.path({ uuid }), APPLICATION, CRYPTO_BASE), headers: other.auth })).statusCode).toBe(404);
    // Moving the clock on funds nothing more.
    await advanceClock(api, uuid, 48);
    expect((await settlementRequests(uuid)).filter((r) => 'amount' in r)).toHaveLength(1);
  }, 120_000);

  it('answers no exchange account and no draws for a HELOC whose draws go to a bank', async () => {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    const answer = await expectAnswer(app(), { method: 'GET', url: apiRoutes.exchange.path({ uuid }), headers: user.auth }, 200, 'api-exchange');
    expect(answer).toMatchObject({ uuid, account: null, draws: [] });
    expect((await app().app.inject({ method: 'GET', url: apiRoutes.exchange.path({ uuid }) })).statusCode).toBe(401);
  }, 60_000);
});
