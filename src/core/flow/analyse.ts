// Static analysis of a flow that already matches schemas/flow.schema.json: dangling gotos,
// unreachable steps, dead ends, missing copy keys, unknown json-logic operations, bad groups.
import { copyKeysOf } from '../copy/resolve';
import { knownOperations, listOperations } from '../logic';
import { escapePointer } from '../pointer';
import type { CopyRef, Flow, Note } from './types';
import { isConditionalNote } from './notes';
import type { Problem } from './problem';

export type { Problem };

export interface AnalyseOptions {
  /** True when copy/en has this key. */
  hasCopyKey: (key: string) => boolean;
}

export function analyseFlow(flow: Flow, options: AnalyseOptions): Problem[] {
  return [
    ...checkIds(flow),
    ...checkGotos(flow),
    ...checkReachability(flow),
    ...checkTermination(flow),
    ...checkGroups(flow),
    ...checkLogic(flow),
    ...checkCopy(flow, options),
    ...checkChecks(flow),
    ...checkFieldsIf(flow),
  ];
}

/** A field behind fieldsIf is one of the step's own top-level fields, and optional: the step's precompiled validator must pass with it absent. */
function checkFieldsIf(flow: Flow): Problem[] {
  return flow.steps.flatMap((step, i) => {
    const schema = step.schema as { properties?: Record<string, unknown>; required?: string[] };
    return Object.keys(step.fieldsIf ?? {}).flatMap((name) => {
      const pointer = `/steps/${i}/fieldsIf/${escapePointer(name)}`;
      if (!Object.hasOwn(schema.properties ?? {}, name)) return [{ pointer, reason: `names no field of step "${step.id}": "${name}"` }];
      if (schema.required?.includes(name)) return [{ pointer, reason: `field "${name}" is required, so it cannot be hidden` }];
      return [];
    });
  });
}

/** A block or warn says something (only a block offers the wait list); a modal names one of the flow's modals, whose link is a param. */
function checkChecks(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  flow.steps.forEach((step, i) =>
    step.checks?.forEach((check, k) => {
      const at = `/steps/${i}/checks/${k}`;
      if (step.checks!.findIndex((c) => c.id === check.id) !== k) problems.push({ pointer: `${at}/id`, reason: `duplicate check id "${check.id}"` });
      if (check.waitlist && check.effect !== 'block') problems.push({ pointer: `${at}/waitlist`, reason: 'only a "block" check offers the wait list' });
      if (check.effect !== 'modal') {
        if (check.messageKey === undefined) problems.push({ pointer: at, reason: `a "${check.effect}" check needs a messageKey` });
        if (check.modal !== undefined) problems.push({ pointer: `${at}/modal`, reason: `only a "modal" check opens a modal` });
        return;
      }
      const modal = check.modal === undefined ? undefined : flow.modals?.[check.modal];
      if (check.modal === undefined) problems.push({ pointer: at, reason: 'a "modal" check needs a modal' });
      else if (!modal) problems.push({ pointer: `${at}/modal`, reason: `modal names no modal of the flow: "${check.modal}"` });
      const hrefParam = modal?.action?.hrefParam;
      if (hrefParam && !(hrefParam in (check.params ?? {}))) {
        problems.push({ pointer: `${at}/params`, reason: `modal "${check.modal}" links to param "${hrefParam}", which this check does not give` });
      }
    }),
  );
  return problems;
}

function checkIds(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  flow.steps.forEach((step, i) => {
    if (flow.steps.findIndex((s) => s.id === step.id) !== i) problems.push({ pointer: `/steps/${i}/id`, reason: `duplicate step id "${step.id}"` });
    if (flow.steps.findIndex((s) => s.path === step.path) !== i) problems.push({ pointer: `/steps/${i}/path`, reason: `duplicate step path "${step.path}"` });
  });
  if (flow.steps[0]?.path !== '') problems.push({ pointer: '/steps/0/path', reason: 'the first step must have the empty path (it is shown at basePath)' });
  return problems;
}

function checkGotos(flow: Flow): Problem[] {
  const exists = (id: string) => flow.steps.some((s) => s.id === id);
  const problems: Problem[] = [];
  flow.steps.forEach((step, i) =>
    step.next?.forEach((rule, r) => {
      if (!exists(rule.goto)) problems.push({ pointer: `/steps/${i}/next/${r}/goto`, reason: `goto names no step: "${rule.goto}"` });
    }),
  );
  flow.redirects?.forEach((redirect, r) => {
    if (!exists(redirect.goto)) problems.push({ pointer: `/redirects/${r}/goto`, reason: `goto names no step: "${redirect.goto}"` });
    redirect.only?.forEach((id, o) => {
      if (!exists(id)) problems.push({ pointer: `/redirects/${r}/only/${o}`, reason: `only names no step: "${id}"` });
    });
    redirect.except?.forEach((id, e) => {
      if (!exists(id)) problems.push({ pointer: `/redirects/${r}/except/${e}`, reason: `except names no step: "${id}"` });
    });
  });
  return problems;
}

function successors(flow: Flow, stepId: string): string[] {
  return (flow.steps.find((s) => s.id === stepId)?.next ?? []).map((r) => r.goto);
}

function reachableFrom(flow: Flow, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id) || !flow.steps.some((s) => s.id === id)) continue;
    seen.add(id);
    queue.push(...successors(flow, id));
  }
  return seen;
}

function checkReachability(flow: Flow): Problem[] {
  const reachable = reachableFrom(flow, flow.steps[0]!.id);
  return flow.steps.flatMap((step, i) =>
    reachable.has(step.id) ? [] : [{ pointer: `/steps/${i}`, reason: `step "${step.id}" cannot be reached from the first step` }],
  );
}

function checkTermination(flow: Flow): Problem[] {
  const terminal = new Set(flow.steps.filter((s) => !s.next).map((s) => s.id));
  const problems: Problem[] = [];
  flow.steps.forEach((step, i) => {
    if (!step.next) return;
    const defaults = step.next.map((r, idx) => (r.if === undefined ? idx : -1)).filter((idx) => idx >= 0);
    if (defaults.length === 0) {
      problems.push({ pointer: `/steps/${i}/next`, reason: `step "${step.id}" has no default rule (one without "if"), so some answers lead nowhere` });
    } else if (defaults[0]! < step.next.length - 1) {
      problems.push({ pointer: `/steps/${i}/next/${defaults[0]! + 1}`, reason: 'this rule comes after the default rule and can never be chosen' });
    }
    const reach = reachableFrom(flow, step.id);
    if (![...reach].some((id) => terminal.has(id))) {
      problems.push({ pointer: `/steps/${i}/next`, reason: `no terminal step can be reached from step "${step.id}" (a dead end or a loop)` });
    }
  });
  return problems;
}

function checkGroups(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  flow.groups.forEach((group, g) =>
    group.substeps.forEach((sub, s) =>
      sub.steps.forEach((id, k) => {
        const pointer = `/groups/${g}/substeps/${s}/steps/${k}`;
        if (!flow.steps.some((st) => st.id === id)) problems.push({ pointer, reason: `group lists a step that does not exist: "${id}"` });
        else if (seen.has(id)) problems.push({ pointer, reason: `step "${id}" is already in group "${seen.get(id)}"` });
        seen.set(id, group.id);
      }),
    ),
  );
  return problems;
}

/** Every json-logic expression of the flow, with its pointer. */
function logicOf(flow: Flow): Array<{ rule: unknown; pointer: string }> {
  const out: Array<{ rule: unknown; pointer: string }> = [];
  const copyRefs = (ref: CopyRef | undefined, pointer: string) => {
    if (Array.isArray(ref)) ref.forEach((r, i) => r.if !== undefined && out.push({ rule: r.if, pointer: `${pointer}/${i}/if` }));
  };
  const noteLogic = (note: Note, pointer: string) => {
    if (!isConditionalNote(note)) return copyRefs(note, pointer);
    if (note.if !== undefined) out.push({ rule: note.if, pointer: `${pointer}/if` });
    for (const [name, rule] of Object.entries(note.params ?? {})) out.push({ rule, pointer: `${pointer}/params/${escapePointer(name)}` });
  };
  flow.redirects?.forEach((r, i) => out.push({ rule: r.if, pointer: `/redirects/${i}/if` }));
  if (flow.fallback) out.push({ rule: flow.fallback.unless, pointer: '/fallback/unless' });
  flow.groups.forEach((g, i) => g.showIf !== undefined && out.push({ rule: g.showIf, pointer: `/groups/${i}/showIf` }));
  flow.groups.forEach((g, i) => g.substeps.forEach((sub, k) => sub.showIf !== undefined && out.push({ rule: sub.showIf, pointer: `/groups/${i}/substeps/${k}/showIf` })));
  flow.steps.forEach((step, i) => {
    step.next?.forEach((r, k) => r.if !== undefined && out.push({ rule: r.if, pointer: `/steps/${i}/next/${k}/if` }));
    for (const [name, rule] of Object.entries(step.fieldsIf ?? {})) out.push({ rule, pointer: `/steps/${i}/fieldsIf/${escapePointer(name)}` });
    step.rules?.forEach((r, k) => {
      out.push({ rule: r.invalidIf, pointer: `/steps/${i}/rules/${k}/invalidIf` });
      copyRefs(r.messageKey, `/steps/${i}/rules/${k}/messageKey`);
    });
    step.checks?.forEach((c, k) => {
      const at = `/steps/${i}/checks/${k}`;
      out.push({ rule: c.if, pointer: `${at}/if` });
      if (c.messageKey !== undefined) copyRefs(c.messageKey, `${at}/messageKey`);
      for (const [name, rule] of Object.entries(c.params ?? {})) out.push({ rule, pointer: `${at}/params/${escapePointer(name)}` });
      for (const [name, rule] of Object.entries(c.waitlist ?? {})) out.push({ rule, pointer: `${at}/waitlist/${escapePointer(name)}` });
    });
    for (const [name, ref] of Object.entries(step.copy)) {
      if (name === 'notes') (ref as Note[]).forEach((n, k) => noteLogic(n, `/steps/${i}/copy/notes/${k}`));
      else copyRefs(ref as CopyRef, `/steps/${i}/copy/${name}`);
    }
  });
  for (const [id, modal] of Object.entries(flow.modals ?? {})) {
    const at = `/modals/${escapePointer(id)}`;
    copyRefs(modal.title, `${at}/title`);
    copyRefs(modal.body, `${at}/body`);
    copyRefs(modal.close, `${at}/close`);
    if (modal.action) copyRefs(modal.action.label, `${at}/action/label`);
  }
  return out;
}

function checkLogic(flow: Flow): Problem[] {
  return logicOf(flow).flatMap(({ rule, pointer }) =>
    listOperations(rule, pointer)
      .filter(({ op }) => !knownOperations.has(op))
      .map(({ op, pointer: p }) => ({ pointer: p, reason: `unknown json-logic operation "${op}"` })),
  );
}

const uiCopyProps = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:enumNames'];

/** Every copy key the flow uses, with its pointer. */
export function copyKeysUsed(flow: Flow): Array<{ key: string; pointer: string }> {
  const out: Array<{ key: string; pointer: string }> = [];
  const ref = (r: CopyRef, pointer: string) =>
    copyKeysOf(r).forEach((key, i) => out.push({ key, pointer: typeof r === 'string' ? pointer : `${pointer}/${i}/key` }));
  flow.groups.forEach((g, i) => {
    out.push({ key: g.label, pointer: `/groups/${i}/label` });
    g.substeps.forEach((s, k) => s.label && out.push({ key: s.label, pointer: `/groups/${i}/substeps/${k}/label` }));
  });
  flow.steps.forEach((step, i) => {
    for (const [name, r] of Object.entries(step.copy)) {
      if (name === 'notes') (r as Note[]).forEach((n, k) => (isConditionalNote(n) ? out.push({ key: n.key, pointer: `/steps/${i}/copy/notes/${k}/key` }) : ref(n, `/steps/${i}/copy/notes/${k}`)));
      else ref(r as CopyRef, `/steps/${i}/copy/${name}`);
    }
    step.rules?.forEach((r, k) => ref(r.messageKey, `/steps/${i}/rules/${k}/messageKey`));
    step.checks?.forEach((c, k) => c.messageKey !== undefined && ref(c.messageKey, `/steps/${i}/checks/${k}/messageKey`));
    walkJson(step.uiSchema, `/steps/${i}/uiSchema`, (value, key, pointer) => {
      if (!uiCopyProps.includes(key)) return;
      if (typeof value === 'string') out.push({ key: value, pointer });
      if (Array.isArray(value)) value.forEach((v, k) => typeof v === 'string' && out.push({ key: v, pointer: `${pointer}/${k}` }));
    });
    walkJson(step.schema, `/steps/${i}/schema`, (value, key, pointer) => {
      if (key !== 'errorMessage') return;
      walkJson({ m: value }, pointer, (v, _k, p) => typeof v === 'string' && out.push({ key: v, pointer: p.replace(/\/m(?=\/|$)/, '') }));
    });
  });
  for (const [id, modal] of Object.entries(flow.modals ?? {})) {
    const at = `/modals/${escapePointer(id)}`;
    ref(modal.title, `${at}/title`);
    ref(modal.body, `${at}/body`);
    ref(modal.close, `${at}/close`);
    if (modal.action) ref(modal.action.label, `${at}/action/label`);
  }
  return out;
}

function checkCopy(flow: Flow, { hasCopyKey }: AnalyseOptions): Problem[] {
  return copyKeysUsed(flow)
    .filter(({ key }) => !hasCopyKey(key))
    .map(({ key, pointer }) => ({ pointer, reason: `copy key "${key}" is missing from copy/en` }));
}

/** Calls visit(value, key, pointer) for every property below `node`. */
function walkJson(node: unknown, pointer: string, visit: (value: unknown, key: string, pointer: string) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const p = `${pointer}/${escapePointer(key)}`;
    visit(value, key, p);
    walkJson(value, p, visit);
  }
}
