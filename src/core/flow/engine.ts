// Walking a flow: which step a path shows, where Continue and Back go, progress and groups.
// Pure functions of (flow, answers, context); the browser and the server call the same ones.
import { isTruthy } from '../logic';
import { isUuid } from '../contract/ids';
import type { Answers, Flow, FlowContext, Group, RoutedFlow, Step } from './types';

const data = (answers: Answers, context: FlowContext) => ({ answers, context });

export function getStep(flow: Flow, stepId: string): Step | undefined {
  return flow.steps.find((s) => s.id === stepId);
}

export function firstStep(flow: Flow): Step {
  return flow.steps[0]!;
}

/** The step a URL path names (basePath + '/' + step path), or undefined when none does. */
export function getStepByPath(flow: RoutedFlow, pathname: string): Step | undefined {
  const trimmed = withoutAppId(flow, pathname.replace(/\/+$/, ''));
  if (trimmed === flow.basePath) return flow.steps.find((s) => s.path === '');
  if (!trimmed.startsWith(`${flow.basePath}/`)) return undefined;
  const segment = trimmed.slice(flow.basePath.length + 1);
  return flow.steps.find((s) => s.path !== '' && s.path === segment);
}

/** The application id of a path basePath/{appId}/... in a flow with appIdInPath (spec section 2: register/{appId}/{step}). */
export function appIdOf(flow: RoutedFlow, pathname: string): string | undefined {
  if (!flow.appIdInPath || !pathname.startsWith(`${flow.basePath}/`)) return undefined;
  const first = pathname.slice(flow.basePath.length + 1).split('/')[0];
  return isUuid(first) ? first : undefined;
}

/** "The step is the path after the base with the app id removed." */
function withoutAppId(flow: RoutedFlow, pathname: string): string {
  const appId = appIdOf(flow, pathname);
  return appId ? flow.basePath + pathname.slice(flow.basePath.length + 1 + appId.length) : pathname;
}

/** The step whose query value matches the step parameter (the first, when steps share one). */
export function getStepByQuery(flow: Flow, query: string): Step | undefined {
  return flow.steps.find((s) => s.query === query);
}

/** A step's URL path; with an application id (appIdInPath flows) the id stays in the path. */
export function stepPath(flow: RoutedFlow, step: Step, appId?: string): string {
  const base = appId && flow.appIdInPath ? `${flow.basePath}/${appId}` : flow.basePath;
  return step.path ? `${base}/${step.path}` : base;
}

/** Where the flow sends the applicant instead of any step (its fallback), or undefined to stay. */
export function fallbackPath(flow: Flow, answers: Answers, context: FlowContext = {}): string | undefined {
  if (!flow.fallback || isTruthy(flow.fallback.unless, data(answers, context))) return undefined;
  return flow.fallback.to;
}

/** The step to show for a requested one: the first applicable redirect wins (e.g. no property address held → start). */
export function resolveStep(flow: Flow, requested: Step, answers: Answers, context: FlowContext = {}): Step {
  for (const redirect of flow.redirects ?? []) {
    if (redirect.except?.includes(requested.id)) continue;
    if (redirect.only && !redirect.only.includes(requested.id)) continue;
    if (redirect.goto === requested.id) continue;
    if (isTruthy(redirect.if, data(answers, context))) return getStep(flow, redirect.goto) ?? firstStep(flow);
  }
  return requested;
}

/** The step after `stepId` for these answers: the first true `next` rule; undefined at a terminal step. */
export function nextStep(flow: Flow, stepId: string, answers: Answers, context: FlowContext = {}): Step | undefined {
  const step = getStep(flow, stepId);
  const rule = step?.next?.find((r) => isTruthy(r.if, data(answers, context)));
  return rule ? getStep(flow, rule.goto) : undefined;
}

/**
 * The steps an applicant with these answers visits, from the first to a terminal step (or to
 * `until`). Stops on a loop, so a bad flow cannot hang the caller.
 */
export function walk(flow: Flow, answers: Answers, context: FlowContext = {}, until?: string): Step[] {
  const visited: Step[] = [];
  let step: Step | undefined = firstStep(flow);
  while (step && !visited.includes(step)) {
    visited.push(step);
    if (step.id === until) break;
    step = nextStep(flow, step.id, answers, context);
  }
  return visited;
}

/** The step Back goes to: the one before `stepId` on the applicant's path; undefined at the first. */
export function previousStep(flow: Flow, stepId: string, answers: Answers, context: FlowContext = {}): Step | undefined {
  const path = walk(flow, answers, context, stepId);
  const at = path.findIndex((s) => s.id === stepId);
  return at > 0 ? path[at - 1] : undefined;
}

export interface Progress {
  position: number;
  /** The path's length; undefined while an answer not given yet can still change it (issue 31). */
  total: number | undefined;
  percent: number;
}

/**
 * The step's place on the path this applicant takes with these answers (issue 15: the count follows
 * the path, so it neither skips a number nor stops short of its end), out of that path's length. A
 * total that an answer still to be given could change is left out (issue 31: "Step 1 of 8" became
 * "Step 2 of 7" once the occupancy was answered): the page says "Step 1" until the path is settled,
 * then the one total it keeps. A step off that path (reached by its URL) counts in the flow's own
 * order (spec section 2).
 */
export function progress(flow: Flow, stepId: string, answers: Answers = {}, context: FlowContext = {}): Progress {
  const path = walk(flow, answers, context);
  const at = path.findIndex((s) => s.id === stepId);
  if (at < 0) {
    const position = flow.steps.findIndex((s) => s.id === stepId) + 1;
    return { position, total: flow.steps.length, percent: position > 0 ? Math.round((position / flow.steps.length) * 100) : 0 };
  }
  const settled = !branchesOnOpenAnswers(flow, path, at);
  return { position: at + 1, total: settled ? path.length : undefined, percent: Math.round(((at + 1) / path.length) * 100) };
}

/**
 * Whether a branch at this step or after it reads an answer asked at this step or after it (not yet
 * given, or still open to change here): the path, and so its length, may still change. Branches on
 * the context (signed in, a flag) and on answers given earlier are settled.
 */
function branchesOnOpenAnswers(flow: Flow, path: Step[], at: number): boolean {
  const before = new Set(path.slice(0, at).map((s) => s.id));
  const open = new Set(flow.steps.filter((s) => !before.has(s.id)).flatMap((s) => Object.keys((s.schema as { properties?: object }).properties ?? {})));
  const reads = (rule: unknown) => answerVars(rule).some((name) => open.has(name));
  return path.slice(at).some((s) => (s.next ?? []).some((rule) => rule.if !== undefined && reads(rule.if)));
}

/** The top-level answer names a json-logic rule reads ({"var": "answers.propertyAddress.occupancyType"} → propertyAddress). */
function answerVars(rule: unknown): string[] {
  if (Array.isArray(rule)) return rule.flatMap(answerVars);
  if (!rule || typeof rule !== 'object') return [];
  return Object.entries(rule).flatMap(([op, arg]) => {
    const name = op === 'var' ? (Array.isArray(arg) ? arg[0] : arg) : undefined;
    const found = typeof name === 'string' && name.startsWith('answers.') ? [name.split('.')[1]!] : [];
    return [...found, ...answerVars(arg)];
  });
}

export interface VisibleGroup {
  id: string;
  label: string;
  current: boolean;
  complete: boolean;
  substeps: Array<{ label?: string; steps: string[]; current: boolean; complete: boolean }>;
}

/**
 * The progress groups to show, each marked current or complete for the step being shown. A group
 * whose showIf is false is left out (Contact Info when the profile has an email and a phone), and so
 * is a substep whose showIf is false (a step behind a flag that is off).
 */
export function visibleGroups(flow: Flow, stepId: string, answers: Answers, context: FlowContext = {}): VisibleGroup[] {
  const order = (id: string) => flow.steps.findIndex((s) => s.id === id);
  const here = order(stepId);
  const mark = (steps: string[]) => ({
    current: steps.includes(stepId),
    complete: steps.every((id) => order(id) < here),
  });
  return flow.groups
    .filter((g: Group) => g.showIf === undefined || isTruthy(g.showIf, data(answers, context)))
    .map((g) => {
      const shown = g.substeps.filter((s) => s.showIf === undefined || isTruthy(s.showIf, data(answers, context)));
      const substeps = shown.map((s) => ({ ...(s.label ? { label: s.label } : {}), steps: s.steps, ...mark(s.steps) }));
      const all = g.substeps.flatMap((s) => s.steps);
      return { id: g.id, label: g.label, ...mark(all), substeps };
    });
}
