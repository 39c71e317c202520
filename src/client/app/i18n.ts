// i18next with every copy/en file as one namespace tree: the key "errors.dob.invalid" is
// copy/en/errors.json → dob.invalid, the same keys flows and the server use.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../copy/en/*.json', { eager: true });
const translation = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), mod.default]),
);

export const i18nReady = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export { i18next };
