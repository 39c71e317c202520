// Flow types come from schemas/flow.schema.json (generated); these aliases name their parts.
import type { Flow, Step, Group, CopyRef, Logic, NextRule, Redirect, Rule, Check, Modal, Note } from '../../generated/types/flow';
import type { EligibilityContext } from '../brand/eligibility-context';

export type { Flow, Step, Group, CopyRef, Logic, NextRule, Redirect, Rule, Check, Modal, Note };
export type { EligibilityContext };

/** What the engine knows besides the answers: today's date, the profile, brand and mode flags. */
export interface FlowContext {
  today?: string;
  profile?: { email?: string; phoneNumber?: string };
  externalLogin?: boolean;
  /** The applicant is signed in (a session token is held): registration needs no new password. */
  signedIn?: boolean;
  prescreen?: boolean;
  ageRule?: { minimum: number; byState?: Record<string, number> };
  /** Where the brand lends and where it sends other states (step checks read it). */
  eligibility?: EligibilityContext;
  /** The brand's feature switches (e.g. redesign2025, the redesign experiment). */
  features?: Record<string, boolean | undefined>;
  /** The feature flags resolved for the brand (and application): key → on (src/core/flags). */
  flags?: Record<string, boolean | undefined>;
  /** What the brand allows in the flow's product (src/core/brand/product-settings.ts), e.g. entityBorrower. */
  product?: { entityBorrower?: boolean };
  /** The referring loan originator's licensed states (the referrer query parameter). */
  referrer?: { licensedStates: string[] };
  /** A form screen's earlier flows' answers, by flow id (the flow's prefillFrom): what its prefill may read. */
  earlier?: Record<string, Answers>;
  [key: string]: unknown;
}

export type Answers = Record<string, unknown>;

/**
 * A flow at a URL: a routed journey's own basePath, or an application form screen's place below
 * the application (/account/heloc/{uuid}/{screen}), given by the page that shows it.
 */
export type RoutedFlow = Flow & { basePath: string };

/** The flow shown at basePath (an application flow's screen URL); a routed journey keeps its own. */
export function routedAt(flow: Flow, basePath: string): RoutedFlow {
  return { ...flow, basePath: flow.basePath ?? basePath };
}

export const isRouted = (flow: Flow): flow is RoutedFlow => typeof flow.basePath === 'string';
