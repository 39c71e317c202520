// The step's checks in the page: run when the fields are valid and Continue is pressed. A block or
// modal keeps the applicant on the step; a warning is shown once, and Continue again goes on.
import { useMemo, useState } from 'react';
import { eligibilityContext, type EligibilityContext } from '../../../../core/brand/eligibility-context';
import { runChecks, type CheckOutcome } from '../../../../core/flow/checks';
import type { Answers, Flow, FlowContext } from '../../../../core/flow/types';
import { useBrand } from '../../../lib/brand';
import { useFlagState } from '../../../lib/flags';
import { NY_MODAL_FLAG } from '../../../../core/flags/resolve';

/** context.eligibility for this page: the brand's data, other sites addressed from this host. */
const NO_SITE = { protocol: 'https:', host: '' };

export function useEligibility(basePath: string): EligibilityContext {
  const brand = useBrand();
  // The NY-modal flag as the service resolved it (the manifest's features.nyModal without one).
  const nyModal = useFlagState(NY_MODAL_FLAG)?.enabled ?? brand.features.nyModal;
  // The server's first render has no location: its context only feeds checks, which run on a submit in the browser.
  return useMemo(() => eligibilityContext(brand, globalThis.location ?? NO_SITE, basePath, nyModal), [brand, basePath, nyModal]);
}

export interface StepChecks {
  /** What to show: the last outcome on this step (none before a submit). */
  shown: CheckOutcome & { answers: Answers };
  /** True when the applicant may move on with these answers; otherwise the outcome is shown. */
  allow: (answers: Answers) => boolean;
  closeModal: () => void;
}

interface State {
  stepId: string;
  outcome?: CheckOutcome;
  answers: Answers;
  /** Warnings already shown on this step: Continue again goes on. */
  seen: string[];
}

export function useStepChecks(flow: Flow, stepId: string, context: FlowContext): StepChecks {
  const [state, setState] = useState<State>({ stepId, answers: {}, seen: [] });
  // A new step starts with nothing shown.
  const current = state.stepId === stepId ? state : { stepId, answers: {}, seen: [] };
  const allow = (answers: Answers) => {
    const outcome = runChecks(flow, stepId, answers, context);
    const unseen = outcome.warnings.filter((w) => !current.seen.includes(w.id));
    const seen = [...current.seen, ...unseen.map((w) => w.id)];
    setState({ stepId, outcome, answers, seen });
    return !outcome.stop && unseen.length === 0;
  };
  const closeModal = () => setState({ ...current, outcome: current.outcome && { ...current.outcome, stop: undefined } });
  return { shown: { ...(current.outcome ?? { warnings: [] }), answers: current.answers }, allow, closeModal };
}
