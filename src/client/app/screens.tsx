// The screen registry: screen name (its path in flows/heloc/status-screens.json) → what draws it.
// A bespoke screen is a component of a feature, loaded when first shown; a form screen is a flow
// (flows/heloc/<id>.flow.json with `screen`), drawn by the flow runner. app/ composes the features,
// so no feature imports another. `npm run check` fails on a table screen that is neither; at run
// time an unknown one shows a note and the support line (features/application).
import { applicationFlows } from '../../generated/application-flows';
import type { ComponentType } from 'react';
import type { ScreenComponent, ScreenProps, ScreenRegistry } from '../lib/screen/types';
import type { BespokeScreenName } from './screen-names';
import { lazyWithReload } from './lazy-with-reload';

const InfoScreen = lazyWithReload(() => import('../features/application/InfoScreen').then((m) => ({ default: m.InfoScreen })));
const FlowScreen = lazyWithReload(() => import('../features/form-screens/FlowScreen').then((m) => ({ default: m.FlowScreen })));

/** A screen that only explains where the application stands (copy/en/application.json → screens.<id>). */
const info = (copyId: string): ScreenComponent => {
  const Info = () => <InfoScreen copyId={copyId} />;
  Info.displayName = `InfoScreen(${copyId})`;
  return Info;
};

/** The same, for a screen that says it moves on by itself: it keeps reading the status. */
const waitingInfo = (copyId: string): ScreenComponent => {
  const Info = (props: ScreenProps) => <InfoScreen copyId={copyId} watch={props} />;
  Info.displayName = `WaitingInfoScreen(${copyId})`;
  return Info;
};

const IdentityFailedNotice = lazyWithReload(() => import('../features/identity/IdentityFailedNotice').then((m) => ({ default: m.IdentityFailedNotice })));

/** A form screen's own notice under its heading, by screen: why the applicant is back there. */
const flowNotices: Readonly<Record<string, ComponentType<{ uuid: string }>>> = {
  identity: IdentityFailedNotice,
};

/** A form screen: the flow whose `screen` it is. */
const flowScreen = (flow: (typeof applicationFlows)[number]): ScreenComponent => {
  const Notice = Object.hasOwn(flowNotices, flow.screen) ? flowNotices[flow.screen] : undefined;
  const Screen: ScreenComponent = (props) => <FlowScreen {...props} flowId={flow.id} event={flow.event} loaders={flow} Notice={Notice} />;
  Screen.displayName = `FlowScreen(${flow.id})`;
  return Screen;
};

// One entry per line, in table order, so screens added in parallel merge without conflict.
const bespoke: Record<BespokeScreenName, ScreenComponent> = {
  'product/select': lazyWithReload(() => import('../features/offer/ProductSelect').then((m) => ({ default: m.ProductSelect }))),
  'product/select/confirm': lazyWithReload(() => import('../features/offer/OfferConfirm').then((m) => ({ default: m.OfferConfirm }))),
  'start/app-summary': lazyWithReload(() => import('../features/summary/AppSummary').then((m) => ({ default: m.AppSummary }))),
  liens: lazyWithReload(() => import('../features/liens/Liens').then((m) => ({ default: m.Liens }))),
  'income/review': lazyWithReload(() => import('../features/income/IncomeReview').then((m) => ({ default: m.IncomeReview }))),
  'income/link/payroll': lazyWithReload(() => import('../features/income/IncomeLink').then((m) => ({ default: m.IncomeLink }))),
  'income/link/bank': lazyWithReload(() => import('../features/income/IncomeLink').then((m) => ({ default: m.IncomeLink }))),
  'income/upload': lazyWithReload(() => import('../features/income/IncomeUpload').then((m) => ({ default: m.IncomeUpload }))),
  'income/pointserv-callback': lazyWithReload(() => import('../features/income/IncomeCallback').then((m) => ({ default: m.PointservCallback }))),
  'identity/upload': lazyWithReload(() => import('../features/identity/IdentityUpload').then((m) => ({ default: m.IdentityUpload }))),
  'error/decline': lazyWithReload(() => import('../features/decline/DeclineNotice').then((m) => ({ default: m.DeclineNotice }))),
  'error/timeout': info('timeout'),
  'credit/error': lazyWithReload(() => import('../features/credit-freeze/CreditFrozen').then((m) => ({ default: m.CreditFrozen }))),
  'review-app/no-credit': info('noCredit'),
  'review-app/property': info('property'),
  'review-app/incorrect-pin': info('incorrectPin'),
  'review-app/uw': info('underwriting'),
  'review-app/delinquency': info('delinquency'),
  'review-app/incorrect-ownership': info('ownership'),
  'review-app/datatree': info('propertyRecords'),
  'review-app/signdocs': lazyWithReload(() => import('../features/review/PreparingDocuments').then((m) => ({ default: m.PreparingDocuments }))),
  'payoff/hold': info('payoffHold'),
  hold: info('appraisalHold'),
  'bpo/hold': info('bpoHold'),
  'bpo/waiting': waitingInfo('bpoWaiting'),
  'bpo/condition': lazyWithReload(() => import('../features/bpo/BpoCondition').then((m) => ({ default: m.BpoCondition }))),
  'bpo/order-bpo': lazyWithReload(() => import('../features/bpo/OrderBpo').then((m) => ({ default: m.OrderBpo }))),
  'product/prequal-winback': lazyWithReload(() => import('../features/product-info/PrequalWinback').then((m) => ({ default: m.PrequalWinback }))),
  'product/assets': info('assets'),
  'error/credit': info('creditError'),
  'error/income': lazyWithReload(() => import('../features/income-error/IncomeError').then((m) => ({ default: m.IncomeError }))),
  'error/flood-cert': info('floodCert'),
  complete: lazyWithReload(() => import('../features/closing/Complete').then((m) => ({ default: m.Complete }))),
  'notary/intro': lazyWithReload(() => import('../features/closing/NotaryIntro').then((m) => ({ default: m.NotaryIntro }))),
  'notary/schedule-manual': lazyWithReload(() => import('../features/closing/ScheduleManual').then((m) => ({ default: m.ScheduleManual }))),
  'notary/reserve-manual': lazyWithReload(() => import('../features/closing/ReserveManual').then((m) => ({ default: m.ReserveManual }))),
  'notary/session': lazyWithReload(() => import('../features/closing/NotarySession').then((m) => ({ default: m.NotarySession }))),
  'notary/error': lazyWithReload(() => import('../features/closing/NotaryError').then((m) => ({ default: m.NotaryError }))),
  'bank/disburse': lazyWithReload(() => import('../features/closing/BankDisburse').then((m) => ({ default: m.BankDisburse }))),
  'bank/exchange': lazyWithReload(() => import('../features/closing/BankExchange').then((m) => ({ default: m.BankExchange }))),
  'bank/autopay': lazyWithReload(() => import('../features/closing/BankAutopay').then((m) => ({ default: m.BankAutopay }))),
  'bank/confirm': lazyWithReload(() => import('../features/closing/BankConfirm').then((m) => ({ default: m.BankConfirm }))),
  'signing/intro': lazyWithReload(() => import('../features/signing/SigningIntro').then((m) => ({ default: m.SigningIntro }))),
  'signing/sign': lazyWithReload(() => import('../features/signing/SigningSign').then((m) => ({ default: m.SigningSign }))),
  'signing/co-signer-wait': lazyWithReload(() => import('../features/co-signer-wait/CoSignerWait').then((m) => ({ default: m.CoSignerWait }))),
  'signing/support': lazyWithReload(() => import('../features/signing/SigningSupport').then((m) => ({ default: m.SigningSupport }))),
  'document/disclosures': lazyWithReload(() => import('../features/signing/Disclosures').then((m) => ({ default: m.Disclosures }))),
  'complete/documents': lazyWithReload(() => import('../features/signing/SignedDocuments').then((m) => ({ default: m.SignedDocuments }))),
  conditions: lazyWithReload(() => import('../features/conditions/Conditions').then((m) => ({ default: m.Conditions }))),
};

/**
 * Pages a status's screen leads to, shown while that status lasts (page → the status's screen):
 * the income methods open from income/review without the status changing.
 */
export const shownWith: Readonly<Record<string, string | readonly string[]>> = {
  'income/link/payroll': 'income/review',
  'income/link/bank': 'income/review',
  'income/upload': 'income/review',
  'income/pointserv-callback': 'income/review',
  'notary/schedule-manual': ['notary/intro', 'notary/error'],
  'notary/session': 'notary/intro',
  'bank/manual-disburse': 'bank/disburse',
  'bank/confirm': 'bank/autopay',
  'document/disclosures': 'signing/intro',
  'signing/sign': 'signing/intro',
  'signing/support': 'signing/intro',
  // The line's page and its documents once the application is over (COMPLETE, CANCELLED: the
  // table's '/'), opened from the dashboard's card; while it closes they show as complete's own.
  complete: '/',
  'complete/documents': ['complete', '/'],
};

/**
 * Screens whose 'Application progress' sidebar folds behind a button on a phone: the offer screen
 * is for comparing, and the steps and the chosen option's figures (on its card already) would
 * double its length there (issue 31 item 2).
 */
export const foldedSidebar: readonly string[] = ['product/select'];

/**
 * Screens beside which the property details card shows (spec section 2, page shell): those about
 * the home's value (the valuation's estimate, order and waits, the appraisal) or its records.
 */
export const propertyCard: readonly string[] = [
  'bpo/estimate-value',
  'bpo/hold',
  'bpo/waiting',
  'bpo/condition',
  'bpo/order-bpo',
  'hold',
  'review-app/property',
  'review-app/datatree',
  'review-app/incorrect-ownership',
];

export const screens: ScreenRegistry = {
  ...bespoke,
  ...Object.fromEntries(applicationFlows.map((flow) => [flow.screen, flowScreen(flow)])),
};
