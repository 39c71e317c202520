// The registration submit order of spec section 4: register the identity (unless signed in) and read
// it back with the new token, save
// the phone (unless the profile's was used), check the ability to start (can't start: save the name,
// then say so), create the HELOC, save the SMS consents, send the start
// events, then open the application. Each call is safe to repeat: a retry after a failure reuses
// the same idempotency key, so it finds the account and the application instead of making new ones.
import type { Answers } from '../../../../core/flow/types';
import { defaultPageProduct, telemetryTypeOf } from '../../../lib/products';
import type { ApiAbilityToStart } from '../../../../generated/types/api-ability-to-start';
import type { ApiConsentPrompt } from '../../../../generated/types/api-consent-prompt';
import type { ApiConsentTypes } from '../../../../generated/types/api-consent-types';
import type { ApiHelocApplication } from '../../../../generated/types/api-heloc-application';
import type { ApiIdentity } from '../../../../generated/types/api-identity';
import { apiCall } from '../../../lib/api';
import { stageOf } from '../../../lib/dashboard-stages';
import { apiRoutes } from '../../../../core/contract/routes';
import { isSignedIn } from '../../../lib/auth-token';
import { readProfile } from '../../../lib/read-profile';
import { track } from '../../../lib/analytics';
import { toHelocRequest } from './to-heloc-request';
import { SubmitBlocked } from './submit-blocked';

// Spec section 7: "Events heloc-register-start, helocStarted, appStarted".
const START_EVENTS = ['helocStarted', 'appStarted'];

export interface SubmitInput {
  answers: Answers;
  /** The product the application will be (the flow's, or crypto-heloc for utm_source=cloc). */
  product: string;
  query: URLSearchParams;
  idempotencyKey: string;
  /** The registration flow that ran: its product names the create route's product, its requestAnswers go with the body (absent: the route's own product, no more answers). */
  flow?: { product: string; requestAnswers?: readonly string[] };
}

/** Why the journey stops before an application exists (shown as the spec's modals). */
export async function registerAndApply({ answers, product, query, idempotencyKey, flow }: SubmitInput): Promise<{ applicationUuid: string }> {
  // The phone typed on Contact Info; a signed-in applicant whose profile held one skipped that step.
  const typedPhone = typeof answers.phoneNumber === 'string' ? answers.phoneNumber : undefined;
  let profilePhone: string | undefined;
  if (!isSignedIn()) {
    // Under the brand's external login no password was asked: the account is the provider's, so sign in first.
    if (typeof answers.password !== 'string') throw new SubmitBlocked('signIn');
    await apiCall('POST', apiRoutes.register.path({}), {
      body: { email: answers.email, password: answers.password, ...(typedPhone ? { phoneNumber: typedPhone } : {}) },
    });
    await readNewIdentity();
  } else {
    // Signed in with an application under way here: say so and let the applicant open it, before
    // anything of theirs (the phone) is changed. (A new key would otherwise get the same one back, silently.)
    // One that has ended (declined, closed, funded, cancelled) is not under way: the server retires it
    // when this one is created.
    const mine = await apiCall<ApiHelocApplication[]>('GET', apiRoutes.list.path({}));
    const existing = mine.find((a) => !a.isInquiry && a.active && !stageOf(a).ended);
    if (existing) throw new SubmitBlocked('existingApplication', { uuid: existing.uuid, loanNumber: existing.loanNumber });
    if (!typedPhone) profilePhone = (await readProfile())?.phoneNumber;
  }
  if (typedPhone) await apiCall('PUT', apiRoutes.identityAlias.path({}), { body: { type: 'Phone', value: typedPhone } });
  const ability = await apiCall<ApiAbilityToStart>('GET', apiRoutes.abilityToStart.path({}));
  if (!ability.canStartApplication || ability.hasRecentHeloc) {
    // Spec section 8: the name given is kept on the profile before the modal says why no application starts.
    await apiCall('PUT', apiRoutes.profileName.path({}), { body: answers.name });
    throw new SubmitBlocked(ability.hasRecentHeloc ? 'recentHeloc' : 'accountExists');
  }
  const documents = await apiCall<ApiConsentTypes>('GET', apiRoutes.consentTypes.path({}));
  const body = toHelocRequest(answers, documents, query, flow?.requestAnswers);
  // A flow of another product than the brand's default says which (the brand must offer it).
  const named: Record<string, string> = flow && flow.product !== defaultPageProduct() ? { product: flow.product } : {};
  const application = await apiCall<ApiHelocApplication>('POST', apiRoutes.create.path({}), {
    query: { state: body.propertyRequest.state, ...named },
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
  await saveSmsConsents(answers, typedPhone ?? profilePhone, product);
  // The start events; telemetry never fails the journey (track drops its own failures).
  await Promise.all(START_EVENTS.map((name) => track({ name, productType: telemetryTypeOf(product), applicationUuid: application.uuid })));
  return { applicationUuid: application.uuid };
}

/**
 * Spec section 7: the identity is fetched with the token the registration answered; section 8: when
 * that fails, 'identity exists'. The account was made, so the applicant signs in to it (the
 * account-exists modal with its Login button) rather than registering again: a second registration
 * would be refused as the account that now exists.
 */
async function readNewIdentity(): Promise<ApiIdentity> {
  try {
    return await apiCall<ApiIdentity>('GET', apiRoutes.identity.path({ version: 'v1' }));
  } catch {
    throw new SubmitBlocked('accountExists');
  }
}

async function saveSmsConsents(answers: Answers, phone: string | undefined, product: string): Promise<void> {
  const chosen = [
    ['SMS', answers.smsMarketingConsent],
    ['SMS_TRANSACTIONAL', answers.smsTransactionalConsent],
  ].filter(([, value]) => typeof value === 'boolean') as Array<[string, boolean]>;
  if (chosen.length === 0 || !phone) return;
  const consents = await Promise.all(
    chosen.map(async ([type, optIn]) => {
      const prompt = await apiCall<ApiConsentPrompt>('GET', apiRoutes.consentPrompt.path({ consentType: type }));
      return { consentPromptUuid: prompt.uuid, optInOut: optIn ? 'OPT_IN' : 'OPT_OUT' };
    }),
  );
  await apiCall('POST', apiRoutes.userConsent.path({}), { body: { productType: telemetryTypeOf(product), phone, consents } });
}
