// Issue 29 item 2, over HTTP on both databases: the application's data as the spec has it. The
// offer set answers its closing costs (the lender's appraisal switch read now), the ways the
// product verifies this applicant's income (the manifest's incomeRequests) and the consents the
// applicant gave; the application's checklistStatus moves to COMPLETE when it ends, and
// uwCalculatedDrawAmount is the chosen draw with its origination fee.
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { getTotalAmountFromDraw } from '../../src/core/offer/draw';
import { roundToCents } from '../../src/core/offer/money';
import type { OfferSet } from '../../src/generated/types/offer-set';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, pollUntilSettled, registerUser, type HelocOptions } from './harness';
import { injectApi, send } from './journey';

type Application = { status: { status: string; checklistStatus: string }; uwCalculatedDrawAmount: number | null };

describeOnEachDatabase('the offer set and application data of spec section 3', (app) => {
  async function start(options: HelocOptions & { employmentType?: string } = {}) {
    const user = await registerUser(app().app);
    const request = helocRequest(options);
    const payload = { ...request, employmentType: options.employmentType ?? request.employmentType };
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    const api = injectApi(app().app, user.auth);
    return {
      uuid,
      api,
      offers: async () => (await api.get(apiRoutes.offers.path({ uuid }))).body as OfferSet,
      application: async () => (await api.get(apiRoutes.application.path({ uuid }))).body as Application,
    };
  }

  const setApplicationFlag = (uuid: string, key: string, enabled: boolean) =>
    app().db.query("insert into feature_flag_overrides (organization_code, flag_key, application_uuid, enabled) values ('acme-lending', $1, $2, $3)", [key, uuid, enabled]);

  it('lists the closing costs, with nothing for the appraisal once the lender pays it, and the consents given', async () => {
    const { uuid, offers } = await start();
    const before = await offers();
    expect(before.costs).toEqual([
      { feeType: 'AVM', borrowerPaidAmount: 180, totalPaidByBorrower: 180 },
      { feeType: 'APPRAISAL', borrowerPaidAmount: 2000, totalPaidByBorrower: 2000, jsCriteria: { '>': [{ var: 'line' }, 400_000] } },
      { feeType: 'RECORDING_FEES', borrowerPaidAmount: 315, totalPaidByBorrower: 315 },
      { feeType: 'RECORDING_TAXES', borrowerPaidAmount: before.maxRecordingTax, totalPaidByBorrower: before.maxRecordingTax },
      { feeType: 'MANUAL_NOTARY', borrowerPaidAmount: 350, totalPaidByBorrower: 350, jsCriteria: { var: 'manualNotary' } },
    ]);
    // Registration's consents (harness: privacy, terms, soft credit), in the schema's order.
    expect(before.consents).toEqual([{ type: 'PRIVACY' }, { type: 'TERMS' }, { type: 'SOFT_CREDIT' }]);

    await setApplicationFlag(uuid, 'company-covers-appraisal', true);
    const after = await offers();
    expect(after.costs.find((c) => c.feeType === 'APPRAISAL')).toMatchObject({ borrowerPaidAmount: 0, totalPaidByBorrower: 0 });
    expect(after.offers).toEqual(before.offers);
  });

  it("names the product's ways to verify income, and tax returns for a self-employed applicant while the switch is on", async () => {
    const employed = await start();
    const payroll = { methods: ['POINTSERV_PAYROLL', 'PLAID_TRANSACTIONS', 'MANUAL_PAYSTUB'], verificationMethod: 'POINTSERV_PAYROLL' };
    expect((await employed.offers()).incomeRequestRecords).toEqual([payroll]);

    const selfEmployed = await start({ employmentType: 'SELF_EMPLOYED' });
    expect((await selfEmployed.offers()).incomeRequestRecords).toEqual([payroll]);
    await setApplicationFlag(selfEmployed.uuid, 'self-employ-tax-verification', true);
    expect((await selfEmployed.offers()).incomeRequestRecords).toEqual([{ methods: ['POINTSERV_TAX'], verificationMethod: 'POINTSERV_TAX' }]);
    await setApplicationFlag(selfEmployed.uuid, 'business-iv', true);
    expect((await selfEmployed.offers()).incomeRequestRecords).toEqual([{ methods: ['POINTSERV_TAX', 'OTHER'], verificationMethod: 'POINTSERV_TAX' }]);
    // The switch is read per application: the employed applicant's set is unchanged.
    await setApplicationFlag(employed.uuid, 'self-employ-tax-verification', true);
    expect((await employed.offers()).incomeRequestRecords).toEqual([payroll]);
  });

  it("answers uwCalculatedDrawAmount as the chosen draw plus its fee, and the checklist INCOMPLETE while the application runs", async () => {
    const { uuid, api, offers, application } = await start();
    expect(await application()).toMatchObject({ status: { status: 'OFFER_SELECTION', checklistStatus: 'INCOMPLETE' }, uwCalculatedDrawAmount: null });
    const set = await offers();
    const offer = set.offers.find((o) => o.originationFee > 0) ?? set.offers[0]!;
    await send(api, uuid, 'SELECT_OFFER', { offerId: offer.id, amount: offer.minDraw });
    const expected = roundToCents(getTotalAmountFromDraw(offer.minDraw, offer.originationFee, set.ofeeMaxThreshold));
    expect(expected).toBeGreaterThan(offer.minDraw);
    expect((await application()).uwCalculatedDrawAmount).toBe(expected);
  });

  it('moves the checklist to COMPLETE when the application ends (a decline)', async () => {
    const { application } = await start({ lastName: 'Lowscore' });
    expect((await application()).status).toMatchObject({ status: 'DECLINED', checklistStatus: 'COMPLETE' });
  });
});
