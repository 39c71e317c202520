// Names in the data that must answer to something in the app: every screen of a status-to-screen
// table is a bespoke screen (src/client/app/screen-names.ts) or the `screen` of a flow beside the
// table, never both (or a screen listed there as planned, not built yet); every "ui:widget" / "ui:field" of a flow is in the widget registry
// (src/client/form-kit/widgets/modules.ts) or one of rjsf's own widgets.
import { bespokeScreenNames, plannedScreenNames } from '../../src/client/app/screen-names';
import { isKnownRenderer, rendererUses } from '../../src/client/form-kit/widgets/modules';
import { escapePointer } from '../../src/core/pointer';
import { ROOT_SCREEN, type StatusScreens } from '../../src/core/status/screens';
import type { Flow } from '../../src/core/flow/types';

interface Problem {
  pointer: string;
  reason: string;
}

export function rendererProblems(flow: Flow): Problem[] {
  return flow.steps.flatMap((step, i) =>
    rendererUses(step.uiSchema, `/steps/${i}/uiSchema`)
      .filter((use) => !isKnownRenderer(use.kind, use.name))
      .map((use) => ({ pointer: use.pointer, reason: `unknown ${use.kind} "${use.name}": not in the widget registry (src/client/form-kit/widgets/modules.ts)` })),
  );
}

/** Every screen a status-to-screen table can draw, with its JSON pointer (conditional rows' too). */
export function screensOfTable(table: StatusScreens): Array<{ screen: string; pointer: string }> {
  const found: Array<{ screen: string | undefined; pointer: string }> = [
    { screen: table.unknownScreen, pointer: '/unknownScreen' },
    { screen: table.conditionScreen, pointer: '/conditionScreen' },
    { screen: table.noMatchScreen, pointer: '/noMatchScreen' },
  ];
  // The rules read before any row (a DECLINE decision to error/decline), and the pages they spare.
  table.overrides?.forEach((o, i) => {
    found.push({ screen: o.screen, pointer: `/overrides/${i}/screen` });
    o.exceptOn?.forEach((page, j) => found.push({ screen: page, pointer: `/overrides/${i}/exceptOn/${j}` }));
  });
  for (const [status, row] of Object.entries(table.statuses)) {
    found.push({ screen: row.screen, pointer: `/statuses/${escapePointer(status)}/screen` });
    // A conditional row's other screens (bpo/condition in Texas ...) must answer too.
    if ('when' in row) row.when?.forEach((w, i) => found.push({ screen: w.screen, pointer: `/statuses/${escapePointer(status)}/when/${i}/screen` }));
  }
  return found.filter((f): f is { screen: string; pointer: string } => f.screen !== undefined && f.screen !== ROOT_SCREEN);
}

export function screenProblems(
  table: StatusScreens,
  flows: Flow[],
  bespoke: readonly string[] = bespokeScreenNames,
  planned: readonly string[] = plannedScreenNames,
): Problem[] {
  const flowScreens = new Map(flows.filter((f) => f.screen !== undefined).map((f) => [f.screen!, f.id]));
  const problems: Problem[] = [];
  for (const { screen, pointer } of screensOfTable(table)) {
    const flow = flowScreens.get(screen);
    const built = flow !== undefined || bespoke.includes(screen);
    if (flow && bespoke.includes(screen)) problems.push({ pointer, reason: `screen "${screen}" is both a bespoke screen and the screen of flow "${flow}"` });
    else if (built && planned.includes(screen)) problems.push({ pointer, reason: `screen "${screen}" is built now: remove it from plannedScreenNames (src/client/app/screen-names.ts)` });
    else if (!built && !planned.includes(screen))
      problems.push({ pointer, reason: `screen "${screen}" is neither a bespoke screen (src/client/app/screen-names.ts) nor the screen of a flow` });
  }
  // Each screen once: a table naming a screen for several statuses gets one problem per row, which
  // points at every place to fix.
  return problems;
}
