// Which module renders each name a flow's uiSchema may use ("ui:widget" / "ui:field"), as data: the
// registry (./index.ts) loads a step's modules on demand, and the bundle budget
// (scripts/lib/bundle-first-step.ts) counts the first step's. `uses`: names a renderer puts in the
// uiSchema it hands on (the typeahead's street input is the combobox widget).
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
  usPhone: { kind: 'widget', file: 'PhoneWidget', exportName: 'PhoneWidget' },
  addressTypeahead: { kind: 'field', file: 'AddressTypeaheadField', exportName: 'AddressTypeaheadField', uses: ['addressCombobox'] },
  dateOfBirth: { kind: 'field', file: 'DateOfBirthField', exportName: 'DateOfBirthField' },
  // rjsf's widget for a choice (enum) that names no widget: suffix, employment type.
  SelectWidget: { kind: 'widget', file: 'SelectWidget', exportName: 'SelectWidget' },
};

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

/** The registry names steps use, with what those renderers use in turn. */
export function rendererNames(steps: StepShape | StepShape[]): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    if (names.has(name) || !rendererModules[name]) return;
    names.add(name);
    rendererModules[name].uses?.forEach(add);
  };
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') add(value);
      else walk(value);
    }
  };
  for (const step of Array.isArray(steps) ? steps : [steps]) {
    walk(step.uiSchema);
    if (selectsIn(step.schema, step.uiSchema)) add('SelectWidget');
  }
  return [...names].sort();
}
