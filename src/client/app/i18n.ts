// i18next with every copy/en file as one namespace tree: the key "errors.dob.invalid" is
// copy/en/errors.json → dob.invalid, the same keys flows and the server use (the page shell's
// words are copy/en/shell.json, so brands can override them too).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// The application pages' copy loads with them (src/client/lib/screen/application-copy.ts, lib/bespoke-copy.ts).
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../../copy/en/*.json', '!../../../copy/en/{application,decline,offer,summary,liens,income,identity,upload,events,signing,documents}.json'], { eager: true });
const translation = Object.fromEntries(Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), mod.default]));

// The same settings for the page's i18next and the server render's own instances.
const options = () => ({
  lng: 'en',
  fallbackLng: 'en',
  // A copy, so the overrides never write into the imported copy modules.
  resources: { en: { translation: structuredClone(translation) } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

function addOverrides(instance: typeof i18next, copyOverrides: Record<string, string>): void {
  for (const [key, text] of Object.entries(copyOverrides)) instance.addResource('en', 'translation', key, text);
}

/**
 * Starts i18next with a brand's copy overrides laid over copy/en. An override is a flat key
 * ("flows.register-v2.steps.for-sale.question"); i18next splits it on its own key separator, so
 * it lands exactly where t() looks. Call once, before the first render.
 */
export async function initI18n(copyOverrides: Record<string, string> = {}): Promise<void> {
  await i18next.use(initReactI18next).init(options());
  addOverrides(i18next, copyOverrides);
}

/** An i18next of its own with a brand's overrides (the server's first render: one per brand, never the page's global). */
export async function createI18n(copyOverrides: Record<string, string> = {}): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  await instance.init({ ...options(), initAsync: false });
  addOverrides(instance, copyOverrides);
  return instance;
}

export { i18next };
