// uiSchema properties that hold copy keys in flows, translated for the renderer.
import type { Translate } from './step-validator';

const copyProps = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

export function translateUiSchema(node: unknown, t: Translate): unknown {
  if (Array.isArray(node)) return node.map((n) => translateUiSchema(n, t));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (copyProps.has(key) && typeof value === 'string') return [key, t(value)];
      if (key === 'ui:enumNames' && Array.isArray(value)) return [key, value.map((v) => (typeof v === 'string' ? t(v) : v))];
      return [key, translateUiSchema(value, t)];
    }),
  );
}
