// uiSchema properties that hold copy keys in flows, translated for the renderer: titles and the
// like, an enum's option labels (ui:enumNames), hints beside them (ui:enumHints) and the headings
// its options are grouped under (ui:enumGroups).
import type { Translate } from './step-validator';

const copyProps = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

export function translateUiSchema(node: unknown, t: Translate): unknown {
  if (Array.isArray(node)) return node.map((n) => translateUiSchema(n, t));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (copyProps.has(key) && typeof value === 'string') return [key, t(value)];
      if ((key === 'ui:enumNames' || key === 'ui:enumHints') && Array.isArray(value)) return [key, value.map((v) => (typeof v === 'string' ? t(v) : v))];
      // Headings over a menu's options (ui:enumGroups: [{ label, values }]): each label is copy.
      if (key === 'ui:enumGroups' && Array.isArray(value)) return [key, value.map((g: unknown) => (g && typeof g === 'object' && typeof (g as { label?: unknown }).label === 'string' ? { ...g, label: t((g as { label: string }).label) } : g))];
      return [key, translateUiSchema(value, t)];
    }),
  );
}
