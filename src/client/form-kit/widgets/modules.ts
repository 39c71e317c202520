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
};

/** The registry names a uiSchema uses, with what those renderers use in turn. */
export function rendererNames(uiSchema: unknown): string[] {
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
  walk(uiSchema);
  return [...names].sort();
}
