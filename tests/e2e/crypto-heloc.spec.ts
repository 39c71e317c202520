// A crypto HELOC as a new applicant goes through it (flows/crypto-heloc/README.md), by labels and
// roles only, on two brands: from a `?utm_source=cloc` registration link, the crypto terms read and
// acknowledged before the offer is accepted (Accept refuses without them), then to `complete`, the
// draw paid to the exchange account (funded on the sandbox's clock) and no routing number ever
// asked; then /exchange from the dashboard shows that draw, and an applicant without a crypto line
// sees no Exchange entry and is told /exchange has nothing for them. axe at 1280 and 320 px on
// the new screens, and the layout check at 320, 390 and 1280 px (saved by `npm run screens`).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { playwrightApi } from './api';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { HOME_PATH } from '../../src/core/contract/ids';
import { APPLICATION, apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { formatMoney } from '../../src/core/offer/money';
import { helocRequest, strongPassword } from '../server/harness';
import { underBase } from '../server/journey';
import { completeAndFunded, consentAndSign, notariseOnline, seeScreen } from './closing-screens';
import { brandOf, copyPattern, flowJson, input, openProfileMenu, text, urlOn } from './helpers';
import { axeAndLayout } from './layout';
import { chooseIdFile } from './phone-setup';
import { answerRegistration } from './registration';

const CRYPTO_BASE = (flowJson('flows/crypto-heloc/product.json') as { apiBasePath: string }).apiBasePath;
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`a crypto HELOC on ${orgCode}: from a utm_source=cloc link to complete, the crypto terms acknowledged, no routing number`, async ({ page, baseURL, request }) => {
    test.setTimeout(360_000);
    const { hostPrefix } = brandOf(orgCode);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/heloc/register-v2?utm_source=cloc'));
    await answerRegistration(page, `crypto-${randomUUID()}@example.com`);
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

    // product/select, then its confirm: the HELOC disclosures and the crypto terms before Accept.
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 60_000 });
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
    const terms = page.getByRole('region', { name: text('offer.cryptoTerms.heading') });
    await expect(terms).toBeVisible();
    for (const item of ['collateral', 'exchange', 'volatility', 'insurance', 'taxes']) {
      await expect(terms.getByRole('heading', { name: text(`offer.cryptoTerms.items.${item}.heading`) })).toBeVisible();
    }
    await expect(terms.getByText(/not insured by the FDIC/)).toBeVisible();
    await page.getByRole('checkbox', { name: copyPattern('offer.confirm.acknowledge') }).check();
    await page.getByRole('checkbox', { name: copyPattern('offer.confirm.hardCredit') }).check();
    // Accept without the crypto terms acknowledged: said beside their box, which takes focus.
    await page.getByRole('button', { name: text('offer.confirm.accept') }).click();
    await expect(page.getByText(text('offer.cryptoTerms.acknowledgeRequired'))).toBeVisible();
    const ack = page.getByRole('checkbox', { name: copyPattern('offer.cryptoTerms.acknowledge') });
    await expect(ack).toBeFocused();
    await ack.check();
    await axeAndLayout(page, `${orgCode}-crypto-terms`);
    await page.getByRole('button', { name: text('offer.confirm.accept') }).click();

    // The HELOC's own steps, as any applicant answers them.
    await expect(page.getByRole('heading', heading('flows.contact.steps.index.heading'))).toBeVisible();
    await page.getByRole('radio', { name: text('fields.yesNo.YES'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await page.getByRole('radio', { name: text('fields.titleOwnership.SOLE'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0100');
    await page.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.submit') }).click();
    await expect(page.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible();
    await page.getByRole('group', { name: text('fields.hmda.ethnicity.label') }).getByRole('checkbox', { name: text('fields.hmda.ethnicity.notHispanicOrLatino'), exact: true }).check();
    await page.getByRole('group', { name: text('fields.hmda.race.label') }).getByRole('checkbox', { name: text('fields.hmda.race.white'), exact: true }).check();
    await page.getByRole('group', { name: text('fields.hmda.sex.label') }).getByRole('checkbox', { name: text('fields.hmda.sex.notProvided'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.submit') }).click();
    await expect(page.getByRole('heading', heading('summary.heading'))).toBeVisible();
    await page.getByRole('checkbox', { name: copyPattern('summary.confirm') }).check();
    await page.getByRole('button', { name: text('summary.submit') }).click();
    await expect(page.getByRole('heading', heading('income.review.heading'))).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: text('income.methods.payroll.action') }).click();
    await page.getByRole('button', { name: text('income.link.payroll.action') }).click();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', heading('flows.id-document.steps.index.heading'))).toBeVisible({ timeout: 60_000 });
    await page.getByRole('radio', { name: text('fields.identityDocument.US_DRIVERS_LICENSE'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await chooseIdFile(page, 'front', png('front.png'));
    await expect(page.getByText(text('identity.images.frontDone'))).toBeVisible();
    await chooseIdFile(page, 'back', png('back.png'));
    await expect(page.getByText(text('identity.images.backDone'))).toBeVisible();
    await page.getByRole('button', { name: text('identity.submit') }).click();
    await expect(page.getByRole('heading', heading('application.screens.signingIntro.heading'))).toBeVisible({ timeout: 60_000 });

    // Closing: signed, notarised online, then the draw to the exchange account.
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    // A crypto line's application routes answer under its own product's base path (spec section 7).
    const api = underBase(playwrightApi(request, (await page.evaluate(() => localStorage.getItem('jwt')))!, { 'x-org': orgCode }), APPLICATION, CRYPTO_BASE);
    await consentAndSign(page, uuid, 'Pat Applicant');
    await notariseOnline(page, api, uuid);
    await seeScreen(page, uuid, 'bank/exchange', text('closing.bank.exchange.heading'));
    await expect(page.getByText(text('closing.bank.exchange.noBank'))).toBeVisible();
    await axeAndLayout(page, `${orgCode}-bank-exchange`);
    await page.getByRole('button', { name: text('closing.bank.exchange.use') }).click();
    await seeScreen(page, uuid, 'bank/autopay', text('closing.bank.autopay.heading'));
    await page.getByRole('radio', { name: text('closing.bank.autopay.autopayExchange') }).check();
    await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
    await seeScreen(page, uuid, 'bank/confirm', text('closing.bank.confirm.heading'));
    await expect(page.getByText(text('closing.bank.confirm.accountExchange'), { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: text('closing.bank.confirm.agree') }).check();
    await page.getByRole('button', { name: text('closing.bank.confirm.submit') }).click();
    // Funded like the HELOC walk: the rescission passed on the sandbox's clock, the draw paid.
    await completeAndFunded(page, api, uuid);

    // Never asked for a routing number: no bank screen on the way, no such field on any.
    expect(visited.filter((url) => /\/bank\/(disburse|manual-disburse)$/.test(url))).toEqual([]);
    await expect(page.getByRole('textbox', { name: /routing/i })).toHaveCount(0);

    // /exchange from the dashboard's navigation: the exchange account and the draw paid to it.
    const { funded } = (await api.get(closingRoutes.closing.path({ uuid }))).body as { funded: { amount: number } };
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: text('shell.menu.dashboard') }).click();
    await page.getByRole('navigation', { name: text('exchange.nav.label') }).getByRole('link', { name: text('exchange.nav.link') }).click();
    await expect(page).toHaveURL(new RegExp(`${pageRoutes.exchange}$`));
    await expect(page.getByRole('heading', heading('exchange.heading'))).toBeVisible();
    await expect(page.getByText(text('exchange.account.exchange'), { exact: true })).toBeVisible();
    const draw = page.getByRole('table', { name: text('exchange.draws.caption') }).getByRole('row').nth(1);
    await expect(draw.getByRole('cell')).toHaveText([formatMoney(funded.amount, 2), /\d{4}$/, text('exchange.draws.statuses.PAID')]);
    await axeAndLayout(page, `${orgCode}-exchange`);
  });

  test(`an applicant without a crypto line on ${orgCode}: no Exchange entry, and /exchange says there is nothing there`, async ({ page, baseURL, request }) => {
    const org = { 'x-org': orgCode };
    const registered = await request.post(apiRoutes.register.path({}), { headers: org, data: { email: `plain-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status(), await registered.text()).toBe(201);
    const { jwt } = (await registered.json()) as { jwt: string };
    const created = await request.post(`${apiRoutes.create.path({})}?state=CA`, { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest() });
    expect(created.status(), await created.text()).toBe(201);
    await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
    const { hostPrefix } = brandOf(orgCode);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, HOME_PATH));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: text('exchange.nav.link') })).toHaveCount(0);
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, pageRoutes.exchange));
    await expect(page.getByRole('heading', heading('exchange.heading'))).toBeVisible();
    await expect(page.getByText(text('exchange.none'))).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await axeAndLayout(page, `${orgCode}-exchange-none`);
  });
}
