// Which module renders each name a flow's uiSchema may use ("ui:widget" / "ui:field"), as data: the
// registry (./index.ts) loads a step's modules on demand, the bundle budget
// (scripts/lib/bundle-first-step.ts) counts the first step's, and `npm run check` refuses a flow
// naming anything else (this module imports no React, so scripts can read it). `uses`: names a
// renderer puts in the uiSchema it hands on (the typeahead's street input is the combobox widget).
export interface RendererModule {
  kind: 'widget' | 'field';
  /** The file in this folder (without .tsx) and the component it exports. */
  file: string;
  exportName: string;
  uses?: string[];
}

export const rendererModules: Record<string, RendererModule> = {
  addressCombobox: { kind: 'widget', file: 'AddressComboboxWidget', exportName: 'AddressComboboxWidget' },
  choiceCards: { kind: 'widget', file: 'ChoiceCardsWidget', exportName: 'ChoiceCardsWidget' },
  consent: { kind: 'widget', file: 'ConsentWidget', exportName: 'ConsentWidget' },
  money: { kind: 'widget', file: 'MoneyWidget', exportName: 'MoneyWidget' },
  passwordStrength: { kind: 'widget', file: 'PasswordStrengthWidget', exportName: 'PasswordStrengthWidget' },
  // A password with a show/hide button and no meter (the confirmation).
  passwordInput: { kind: 'widget', file: 'PasswordWidget', exportName: 'PasswordWidget' },
  usPhone: { kind: 'widget', file: 'PhoneWidget', exportName: 'PhoneWidget' },
  addressTypeahead: { kind: 'field', file: 'AddressTypeaheadField', exportName: 'AddressTypeaheadField', uses: ['addressCombobox'] },
  dateOfBirth: { kind: 'field', file: 'DateOfBirthField', exportName: 'DateOfBirthField' },
  // Several answers to one question (HMDA ethnicity, race, sex): an object of booleans as checkboxes.
  checkboxGroup: { kind: 'field', file: 'CheckboxGroupField', exportName: 'CheckboxGroupField' },
  ssn: { kind: 'widget', file: 'SsnWidget', exportName: 'SsnWidget' },
  // rjsf's widget for a choice (enum) that names no widget: suffix, employment type.
  SelectWidget: { kind: 'widget', file: 'SelectWidget', exportName: 'SelectWidget' },
};

/**
 * Widget names rjsf itself answers to (its widget map for strings, numbers and booleans): a flow may
 * name these without a module of ours ("ui:widget": "password").
 */
export const builtinWidgetNames: ReadonlySet<string> = new Set([
  'text', 'textarea', 'password', 'email', 'hidden', 'radio', 'select', 'checkbox', 'updown', 'range', 'date', 'time', 'color', 'uri',
]);

export type RendererKind = 'widget' | 'field';

/** True when the app can draw this name: one of our modules of that kind, or one of rjsf's widgets. */
export function isKnownRenderer(kind: RendererKind, name: string): boolean {
  const module = rendererModules[name];
  if (module) return module.kind === kind;
  return kind === 'widget' && builtinWidgetNames.has(name);
}

/** Every "ui:widget" / "ui:field" name below a uiSchema, with its JSON pointer from `pointer`. */
export function rendererUses(uiSchema: unknown, pointer = ''): Array<{ kind: RendererKind; name: string; pointer: string }> {
  const out: Array<{ kind: RendererKind; name: string; pointer: string }> = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') out.push({ kind: key === 'ui:widget' ? 'widget' : 'field', name: value, pointer: here });
      else walk(value, here);
    }
  };
  walk(uiSchema, pointer);
  return out;
}

/** The names steps use that the app cannot draw (each shows a note in its place at run time). */
export function unknownRenderers(steps: StepShape | StepShape[]): Array<{ kind: RendererKind; name: string }> {
  return scanRenderers(steps).unknown;
}

/** What a step gives the renderer: its JSON Schema and uiSchema. */
export interface StepShape {
  schema?: unknown;
  uiSchema?: unknown;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

// A choice (enum) with no widget of its own in the uiSchema is drawn by rjsf's SelectWidget.
function selectsIn(schema: unknown, ui: unknown): boolean {
  if (!isNode(schema)) return false;
  const own = isNode(ui) ? ui : {};
  if (own['ui:field'] !== undefined || own['ui:widget'] !== undefined) return false;
  if (Array.isArray(schema.enum)) return true;
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].filter(isNode);
  return parts.some((part) => isNode(part.properties) && Object.entries(part.properties).some(([key, sub]) => selectsIn(sub, own[key])));
}

export interface RendererScan {
  /** The registry names steps use, with what those renderers use in turn. */
  names: string[];
  /** Names no renderer of that kind answers to. */
  unknown: Array<{ kind: RendererKind; name: string }>;
}

/** One walk over the steps' uiSchemas: the renderers to load, and the names nothing draws. */
export function scanRenderers(steps: StepShape | StepShape[]): RendererScan {
  const names = new Set<string>();
  const unknown: RendererScan['unknown'] = [];
  const add = (name: string) => {
    if (names.has(name) || !rendererModules[name]) return;
    names.add(name);
    rendererModules[name].uses?.forEach(add);
  };
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') {
        const kind = key === 'ui:widget' ? 'widget' : 'field';
        if (!isKnownRenderer(kind, value)) unknown.push({ kind, name: value });
        else add(value);
      } else walk(value);
    }
  };
  for (const step of Array.isArray(steps) ? steps : [steps]) {
    walk(step.uiSchema);
    if (selectsIn(step.schema, step.uiSchema)) add('SelectWidget');
  }
  return { names: [...names].sort(), unknown };
}

/** The registry names steps use, with what those renderers use in turn. */
export function rendererNames(steps: StepShape | StepShape[]): string[] {
  return scanRenderers(steps).names;
}
