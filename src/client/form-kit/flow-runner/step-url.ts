// Which step a URL shows and the URL of a step, for both kinds of flow: a routed journey
// (register-v2: /account/heloc/register-v2/birthdate?step=birthdate, the query carrying the
// applicant's parameters from step to step) and an application form screen
// (/account/heloc/{uuid}/start/hmda/race: the path alone). Pure, so it is tested without a browser.
import { appIdOf, getStepByPath, getStepByQuery, stepPath } from '../../../core/flow/engine';
import type { RoutedFlow, Step } from '../../../core/flow/types';

/** The query parameter naming the step: a routed journey's (default "step"); a screen flow has none. */
export function stepParamOf(flow: RoutedFlow): string | undefined {
  return flow.screen !== undefined ? undefined : (flow.stepParam ?? 'step');
}

/** The step the URL asks for: by its path, else (routed journeys) by the step parameter. */
export function requestedStep(flow: RoutedFlow, pathname: string, search: string): Step | undefined {
  const param = stepParamOf(flow);
  const byPath = getStepByPath(flow, pathname);
  if (byPath || !param) return byPath;
  return getStepByQuery(flow, new URLSearchParams(search).get(param) ?? '');
}

/** A step's URL; the other query parameters (referrer, utm_source ...) travel along, except `drop`. */
export function stepUrl(flow: RoutedFlow, step: Step, pathname: string, search: string, drop: readonly string[] = []): string {
  const query = new URLSearchParams(search);
  const param = stepParamOf(flow);
  if (param) query.set(param, step.query);
  drop.forEach((name) => query.delete(name));
  const text = query.toString();
  return `${stepPath(flow, step, appIdOf(flow, pathname))}${text ? `?${text}` : ''}`;
}
