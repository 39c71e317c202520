// A routed journey's pages (registration): the flow runner with the answers in browser storage,
// the entry (referrer, offer code, prefill, the pre-auth state) for a flow that asks for it, and
// the flow's submit action at the last step. Everything journey-specific comes from the flow JSON.
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { storableAnswers, writeOnlyFields } from '../../../core/flow/storable';
import { localTodayIso } from '../../../core/logic/dates';
import { isRouted, type Answers, type Flow, type FlowContext, type RoutedFlow } from '../../../core/flow/types';
import { useBrand } from '../../lib/brand';
import { useFlagValues } from '../../lib/flags';
import { PageLoader } from '../../lib/loader/PageLoader';
import { PRE_AUTH_PARAM, readAnswers, takePreAuthState, writeAnswers } from '../../lib/session-answers';
import { FlowRunner } from '../../form-kit/flow-runner/FlowRunner';
import { requestedStep } from '../../form-kit/flow-runner/step-url';
import { useLoadedFlow, type FlowLoaders } from '../../form-kit/flow-runner/use-loaded-flow';
import type { FlowValidators } from '../../form-kit/flow-runner/step-validators';
import { useEligibility } from '../../form-kit/flow-runner/checks/use-step-checks';
import { ProcessingOverlay } from './submit/ProcessingOverlay';
import { SubmitProblemView } from './submit/SubmitProblemView';
import { useFlowSubmit } from './submit/useFlowSubmit';
import { isSignedIn } from '../../lib/auth-token';
import type { FlowProfile } from '../../lib/read-profile';

interface FlowRoute extends FlowLoaders {
  id: string;
}

/** What an entry adds to the flow context (the prescreen wording, the referrer's licensed states). */
export interface EntryContext {
  context: Partial<FlowContext>;
}

/** The entry handling, given by app/ (features/entry), for flows with `entry: true`. */
export type EntryGateComponent = ComponentType<{ flow: Flow; children: (entry: EntryContext) => ReactNode }>;

const NO_ENTRY: EntryContext = { context: {} };
const DROP = [PRE_AUTH_PARAM] as const;

export function FlowPage({ route, gate: Gate }: { route: FlowRoute; gate?: EntryGateComponent }) {
  const loaded = useLoadedFlow(route, (flow) =>
    isRouted(flow) ? requestedStep(flow, window.location.pathname, window.location.search) : undefined,
  );
  const flow = loaded?.flow;
  return (
    <>
      <PageLoader busy={!loaded} />
      {loaded && flow && isRouted(flow) && (flow.entry && Gate ? (
        <Gate flow={flow}>{(entry) => <RegistrationSteps flow={flow} validators={loaded.validators} entry={entry} />}</Gate>
      ) : (
        <RegistrationSteps flow={flow} validators={loaded.validators} entry={NO_ENTRY} />
      ))}
    </>
  );
}

function RegistrationSteps({ flow, validators, entry }: { flow: RoutedFlow; validators: FlowValidators; entry: EntryContext }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [answers, setAnswers] = useState<Answers>(() => {
    // Back from sign-in: the answers saved before leaving return only with their nonce.
    if (flow.entry) takePreAuthState(flow.id, new URLSearchParams(location.search).get(PRE_AUTH_PARAM));
    return readAnswers(flow.id);
  });
  const { ageRule, features, productOptions } = useBrand();
  // The brand's flags and what it allows in the flow's product, as the server's flow context has them.
  const flags = useFlagValues();
  const product = productOptions[flow.product];
  // Age rules count birthdays on the applicant's own calendar date, against the brand's minimum
  // (62 for the age-restricted variant). The entry adds the prescreen mode and the referrer.
  const eligibility = useEligibility(flow.basePath);
  const profile = useSignedInProfile();
  const context = useMemo<FlowContext>(
    // Signed in (back from 'Account Already Exists', or starting again): no new password is asked,
    // and a profile with an email and a phone skips Contact Info. Under the brand's external login
    // the consents (login-info) replace set-password for everyone (spec section 2).
    () => ({
      today: localTodayIso(),
      ageRule,
      features,
      eligibility,
      signedIn: isSignedIn(),
      externalLogin: features.externalLogin,
      profile,
      flags,
      ...(product ? { product } : {}),
      ...entry.context,
    }),
    [ageRule, features, eligibility, entry, profile, flags, product],
  );
  // Passwords (writeOnly in their schemas) stay in memory: browser storage never holds a secret.
  const writeOnly = useMemo(() => writeOnlyFields(flow), [flow]);
  const change = useCallback(
    (formData: Answers) => {
      setAnswers(formData);
      writeAnswers(flow.id, storableAnswers(formData, writeOnly));
    },
    [flow.id, writeOnly],
  );
  const sending = useFlowSubmit(flow, t('common.errors.generic'));
  // The last step sends the journey with the flow's submit action.
  const finish = (formData: Answers) => void sending.submit(formData, new URLSearchParams(location.search));
  return (
    <FlowRunner
      flow={flow}
      validators={validators}
      context={context}
      answers={answers}
      onChange={change}
      onFinish={finish}
      busy={sending.busy}
      dropParams={DROP}
    >
      <SubmitProblemView flowId={flow.id} problem={sending.problem} onDismiss={sending.dismiss} onRetry={() => finish(answers)} />
      <ProcessingOverlay busy={sending.busy} />
    </FlowRunner>
  );
}

/**
 * The signed-in applicant's profile, read after the first render (which matches the server's, where
 * nobody is signed in): until it arrives the path is the full one, then it shortens.
 */
function useSignedInProfile(): FlowProfile | undefined {
  const [profile, setProfile] = useState<FlowProfile>();
  useEffect(() => {
    // Loaded on demand: only a signed-in applicant's page asks (out of the first page's bundle).
    if (isSignedIn()) void import('../../lib/read-profile').then((m) => m.readProfile()).then(setProfile);
  }, []);
  return profile;
}
