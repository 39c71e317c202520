// The registry of the step renderer: the names a flow's uiSchema may use ("ui:widget": <name>,
// "ui:field": <name>) and what renders them. One place, so a flow picks a widget by name and the
// screens hold no journey logic. Each renderer is its own chunk, loaded when a step that names it
// is shown (./modules.ts says which), so the first page ships only the first step's widgets.
import type { ComponentType } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { themeWidgets } from '../theme';
import { rendererModules, scanRenderers, type StepShape } from './modules';

const loaders = import.meta.glob<Record<string, unknown>>('./*.tsx');
const loaded = new Map<string, ComponentType>();
// What stands in for a name no renderer answers to; loaded only by a step that needs it.
let unknownRenderer: ComponentType | undefined;

export interface Renderers {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
}

// One step's renderers once all are loaded (they stay loaded): the same object every time.
const complete = new WeakMap<StepShape, Renderers>();

/** The renderers of steps if all are loaded already (no waiting on a step seen before). */
export function loadedRenderers(steps: StepShape | StepShape[]): Renderers | undefined {
  const known = Array.isArray(steps) ? undefined : complete.get(steps);
  if (known) return known;
  const renderers = collectRenderers(steps);
  if (renderers && !Array.isArray(steps)) complete.set(steps, renderers);
  return renderers;
}

function collectRenderers(steps: StepShape | StepShape[]): Renderers | undefined {
  const { names, unknown } = scanRenderers(steps);
  if (!names.every((n) => loaded.has(n)) || (unknown.length > 0 && !unknownRenderer)) return undefined;
  const renderers: Renderers = { widgets: { ...themeWidgets }, fields: {} };
  for (const name of names) {
    const component = loaded.get(name) as never;
    if (rendererModules[name]!.kind === 'widget') renderers.widgets[name] = component;
    else renderers.fields[name] = component;
  }
  // A name no renderer answers to draws a visible note in its place, not the error page.
  for (const { kind, name } of unknown) {
    if (kind === 'widget') renderers.widgets[name] = unknownRenderer as never;
    else renderers.fields[name] = unknownRenderer as never;
  }
  return renderers;
}

/** Loads the renderers steps name; resolves with them. */
export async function loadRenderers(steps: StepShape | StepShape[]): Promise<Renderers> {
  const { names, unknown } = scanRenderers(steps);
  if (unknown.length > 0 && !unknownRenderer) unknownRenderer = (await import('../UnknownRenderer')).UnknownRenderer as ComponentType;
  await Promise.all(
    names
      .filter((name) => !loaded.has(name))
      .map(async (name) => {
        const { file, exportName } = rendererModules[name]!;
        const load = loaders[`./${file}.tsx`];
        if (!load) throw new Error(`No renderer module ./${file}.tsx for "${name}"`);
        loaded.set(name, (await load())[exportName] as ComponentType);
      }),
  );
  return loadedRenderers(steps)!;
}
