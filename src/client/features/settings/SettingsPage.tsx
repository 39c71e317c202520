// /account/heloc/dashboard/settings (issue 29 item 4, spec section 2's /dashboard/settings): the
// signed-in applicant's name, mobile phone, password, text-message choices and other sessions, each
// saved on its own. The server checks each with the rules registration used and answers in its words.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Button, Checkbox, Container, FormControlLabel, Link, TextField } from '@mui/material';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import type { ApiProfile } from '../../../generated/types/api-profile';
import type { ApiConsentPrompt } from '../../../generated/types/api-consent-prompt';
import type { ApiUserConsents } from '../../../generated/types/api-user-consents';
import { ApiError, apiCall } from '../../lib/api';
import { isSignedIn, storeToken } from '../../lib/auth-token';
import { loginUrl } from '../../lib/login-url';
import { useBrand } from '../../lib/brand';
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { SetPasswordForm } from '../../lib/CredentialForms';
import { formatPhone } from '../../form-kit/widgets/phone-format';
import { OutcomeLine, SaveForm, SettingsSection, useSave } from './SettingsSection';
import './settings-copy';

const SMS_TYPES = ['SMS_TRANSACTIONAL', 'SMS'] as const;
type SmsType = (typeof SMS_TYPES)[number];

interface Loaded {
  profile: ApiProfile;
  prompts: ApiConsentPrompt[];
  consents: ApiUserConsents;
}

const load = async (): Promise<Loaded> => {
  const [profile, consents, ...prompts] = await Promise.all([
    apiCall<ApiProfile>('GET', apiRoutes.profile.path({})),
    apiCall<ApiUserConsents>('GET', apiRoutes.userConsent.path({})),
    ...SMS_TYPES.map((consentType) => apiCall<ApiConsentPrompt>('GET', apiRoutes.consentPrompt.path({ consentType }))),
  ]);
  return { profile, consents, prompts };
};

export function SettingsPage() {
  if (!isSignedIn()) return <Navigate to={loginUrl(pageRoutes.settings)} replace />;
  return <Settings />;
}

function Settings() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { data, error, mutate } = useSWR(pageRoutes.settings, load, { revalidateOnFocus: false });
  const expired = error instanceof ApiError && error.failure.status === 401;
  useEffect(() => {
    // Spec section 8: a 401 clears the session and sends the applicant to sign in.
    if (!expired) return;
    storeToken(null);
    void navigate(loginUrl(pageRoutes.settings), { replace: true });
  }, [expired, navigate]);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageLoader busy={!data && !error} />
      <PageHeading text={t('settings.heading')} sx={{ mb: 3 }} />
      {error && !expired && <Alert severity="error">{t('settings.loadFailed')}</Alert>}
      {data && (
        <>
          <NameSection profile={data.profile} />
          <PhoneSection profile={data.profile} onSaved={() => void mutate()} />
          <PasswordSection />
          <TextsSection loaded={data} onSaved={() => void mutate()} />
          <SettingsSection heading={t('settings.communications.heading')}>
            <Trans i18nKey="settings.communications.body" components={{ policy: <Link href={brand.communicationsUrl} /> }} />
          </SettingsSection>
          <SessionsSection />
        </>
      )}
    </Container>
  );
}

function NameSection({ profile }: { profile: ApiProfile }) {
  const { t } = useTranslation();
  const [name, setName] = useState({ firstName: profile.name?.firstName ?? '', middleName: profile.name?.middleName ?? '', lastName: profile.name?.lastName ?? '' });
  const save = useSave();
  const field = (key: keyof typeof name, required: boolean) => (
    <TextField label={t(`settings.name.${key}`)} value={name[key]} onChange={(e) => setName({ ...name, [key]: e.target.value })} required={required} fullWidth margin="dense" autoComplete={key === 'firstName' ? 'given-name' : key === 'lastName' ? 'family-name' : 'additional-name'} />
  );
  const submit = () =>
    save.run(async () => {
      const suffix = profile.name?.suffix;
      await apiCall('PUT', apiRoutes.profileName.path({}), { body: { firstName: name.firstName, lastName: name.lastName, ...(name.middleName.trim() ? { middleName: name.middleName } : {}), ...(suffix ? { suffix } : {}) } });
      return t('settings.name.saved');
    });
  return (
    <SettingsSection heading={t('settings.name.heading')} intro={t('settings.name.intro')}>
      <SaveForm onSubmit={(e) => (e.preventDefault(), void submit())} submitLabel={t('settings.name.submit')} busy={save.busy} outcome={save.outcome}>
        {field('firstName', true)}
        {field('middleName', false)}
        {field('lastName', true)}
      </SaveForm>
    </SettingsSection>
  );
}

const phoneOf = (profile: ApiProfile) => profile.phoneNumbers.find((p) => p.type === 'MOBILE')?.number ?? profile.phoneNumbers[0]?.number ?? '';

function PhoneSection({ profile, onSaved }: { profile: ApiProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(phoneOf(profile));
  const save = useSave();
  const submit = () =>
    save.run(async () => {
      await apiCall('PUT', apiRoutes.identityAlias.path({}), { body: { type: 'Phone', value: phone } });
      onSaved();
      return t('settings.phone.saved');
    });
  return (
    <SettingsSection heading={t('settings.phone.heading')}>
      <SaveForm onSubmit={(e) => (e.preventDefault(), void submit())} submitLabel={t('settings.phone.submit')} busy={save.busy} outcome={save.outcome}>
        <TextField label={t('settings.phone.label')} value={phone} onChange={(e) => setPhone(formatPhone(e.target.value))} type="tel" autoComplete="tel-national" inputMode="tel" required fullWidth margin="dense" />
      </SaveForm>
    </SettingsSection>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(0);
  return (
    <SettingsSection heading={t('settings.password.heading')}>
      {/* A new form after each change: the fields start empty again. */}
      <SetPasswordForm
        key={saved}
        look="column"
        askCurrent
        copyPrefix="settings.password"
        save={async (password, currentPassword) => {
          await apiCall('PUT', apiRoutes.passwordChange.path({}), { body: { currentPassword, password } });
          setSaved((n) => n + 1);
        }}
      />
      {saved > 0 && <OutcomeLine outcome={{ ok: true, text: t('settings.password.saved') }} />}
    </SettingsSection>
  );
}

function TextsSection({ loaded, onSaved }: { loaded: Loaded; onSaved: () => void }) {
  const { t } = useTranslation();
  const given = (type: SmsType) => loaded.consents.find((c) => c.consentType === type)?.optInOut === 'OPT_IN';
  const [chosen, setChosen] = useState<Record<SmsType, boolean>>({ SMS_TRANSACTIONAL: given('SMS_TRANSACTIONAL'), SMS: given('SMS') });
  const save = useSave();
  const phone = phoneOf(loaded.profile);
  const submit = () =>
    save.run(async () => {
      const consents = loaded.prompts.map((p) => ({ consentPromptUuid: p.uuid, optInOut: chosen[p.consentType as SmsType] ? 'OPT_IN' : 'OPT_OUT' }));
      await apiCall('POST', apiRoutes.userConsent.path({}), { body: { ...(phone ? { phone } : {}), consents } });
      onSaved();
      return t('settings.texts.saved');
    });
  return (
    <SettingsSection heading={t('settings.texts.heading')} intro={phone ? t('settings.texts.intro', { phone }) : t('settings.texts.introNoPhone')}>
      <SaveForm onSubmit={(e) => (e.preventDefault(), void submit())} submitLabel={t('settings.texts.submit')} busy={save.busy} outcome={save.outcome}>
        {loaded.prompts.map((prompt) => (
          <FormControlLabel
            key={prompt.uuid}
            sx={{ display: 'flex', alignItems: 'flex-start', mt: 1 }}
            control={<Checkbox checked={chosen[prompt.consentType as SmsType]} onChange={(e) => setChosen({ ...chosen, [prompt.consentType]: e.target.checked })} sx={{ mt: -1 }} />}
            label={prompt.text}
          />
        ))}
      </SaveForm>
    </SettingsSection>
  );
}

function SessionsSection() {
  const { t } = useTranslation();
  const save = useSave();
  const signOutOthers = () =>
    save.run(async () => {
      const { signedOut } = await apiCall<{ signedOut: number }>('DELETE', apiRoutes.otherSessions.path({}));
      return signedOut === 0 ? t('settings.sessions.none') : t('settings.sessions.done', { count: signedOut });
    });
  return (
    <SettingsSection heading={t('settings.sessions.heading')} intro={t('settings.sessions.intro')}>
      <Button variant="outlined" onClick={() => void signOutOthers()} disabled={save.busy}>
        {t('settings.sessions.submit')}
      </Button>
      <OutcomeLine outcome={save.outcome} />
    </SettingsSection>
  );
}
