// SMS consent prompts and the answers an applicant gives to them (spec section 7, comms prefs).
// Answers are appended to consents as evidence (type, version, prompt, time, address, browser); the
// table refuses updates and deletes, so a change of mind is a new OPT_OUT row, never an edit.
import { copyText } from '../../core/copy/resolve';
import { AppError, notFound } from '../errors';
import type { Org } from '../orgs';
import type { Db } from '../store/db';
import { insertPromptConsent, latestPromptConsents } from '../store/consents';
import { smsConsentPrompts } from './consent-documents';
import type { ApiConsentPrompt } from '../../generated/types/api-consent-prompt';
import type { ApiUserConsentRequest } from '../../generated/types/api-user-consent-request';
import type { ApiUserConsents } from '../../generated/types/api-user-consents';

/** Where a consent was given from, kept with it. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** The prompt of an SMS consent type, worded for the organisation; 404 for any other type. */
export function consentPrompt(copy: Record<string, unknown>, brand: Org, consentType: string): ApiConsentPrompt {
  const prompt = smsConsentPrompts.find((p) => p.consentType === consentType);
  if (!prompt) throw notFound();
  const { uuid, version, textKey } = prompt;
  return { uuid, consentType: prompt.consentType, version, text: copyText(copy, textKey, { orgName: brand.manifest.companyName }) };
}

export async function recordUserConsents(
  db: Db,
  identityUuid: string,
  answers: ApiUserConsentRequest['consents'],
  client: ClientInfo,
): Promise<ApiUserConsents> {
  // Every prompt is checked before a row is written: a request is recorded whole or not at all.
  const recorded = answers.map(({ consentPromptUuid, optInOut }) => {
    const prompt = smsConsentPrompts.find((p) => p.uuid === consentPromptUuid);
    if (!prompt) throw new AppError('CONSENT_PROMPT_UNKNOWN');
    return { consentPromptUuid, consentType: prompt.consentType, version: prompt.version, optInOut };
  });
  await db.transaction(async (tx) => {
    for (const consent of recorded) {
      await insertPromptConsent(tx, {
        identityUuid,
        consentType: consent.consentType,
        version: consent.version,
        optIn: consent.optInOut === 'OPT_IN',
        promptUuid: consent.consentPromptUuid,
        client: { ip: client.ip, userAgent: client.userAgent?.slice(0, 512) ?? null },
      });
    }
  });
  return recorded;
}

/** What the identity chose last for each SMS consent (the settings page's switches); a type never answered is absent. */
export async function userConsents(db: Db, identityUuid: string): Promise<ApiUserConsents> {
  return (await latestPromptConsents(db, identityUuid)).flatMap((row) => {
    const prompt = smsConsentPrompts.find((p) => p.consentType === row.consentType);
    return prompt ? [{ consentPromptUuid: row.promptUuid, consentType: prompt.consentType, version: row.version, optInOut: row.optIn ? ('OPT_IN' as const) : ('OPT_OUT' as const) }] : [];
  });
}
