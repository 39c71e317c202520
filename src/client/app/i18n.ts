// i18next with every copy/en file as one namespace tree: the key "errors.dob.invalid" is
// copy/en/errors.json → dob.invalid, the same keys flows and the server use (the page shell's
// words are copy/en/shell.json, so brands can override them too).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// The application pages' copy loads with them (src/client/lib/screen/application-copy.ts, lib/bespoke-copy.ts),
// the legal pages' with theirs (features/legal), the exchange page's with it (features/exchange), the feedback dialogs', banners' and notifications' with them (features/feedback, features/banners, features/notifications).
// The server's error words (refusals) and the chatbot's (chatbot) come resolved in its answers; telemetry's with lib/telemetry.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../../copy/en/*.json', '!../../../copy/en/{application,closing,decline,offer,summary,liens,income,identity,upload,events,signing,documents,legal,password,mail,waitlist,staff,conditions,broker,signer,feedback,banners,notifications,refusals,chatbot,telemetry,exchange,settings}.json'], { eager: true });
const translation = Object.fromEntries(Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), mod.default]));

type Tree = { [key: string]: unknown };

/**
 * The copy with a brand's overrides laid over it. An override is a flat key
 * ("flows.register-v2.steps.for-sale.question"): only the objects on its path are copied, so the
 * imported copy modules are never written into, and nothing else is copied (a whole deep copy was
 * a long task of every page's start).
 */
export function withOverrides(tree: Tree, copyOverrides: Record<string, string>): Tree {
  const root: Tree = { ...tree };
  for (const [key, text] of Object.entries(copyOverrides)) {
    const path = key.split('.');
    const last = path.pop()!;
    let node = root;
    for (const part of path) {
      const child = node[part];
      node = node[part] = typeof child === 'object' && child !== null ? { ...(child as Tree) } : {};
    }
    node[last] = text;
  }
  return root;
}

// The same settings for the page's i18next and the server render's own instances.
const options = (copyOverrides: Record<string, string>) => ({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: withOverrides(translation, copyOverrides) } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** Starts i18next with a brand's copy overrides laid over copy/en. Call once, before the first render. */
export async function initI18n(copyOverrides: Record<string, string> = {}): Promise<void> {
  await i18next.use(initReactI18next).init(options(copyOverrides));
}

/** An i18next of its own with a brand's overrides (the server's first render: one per brand, never the page's global). */
export async function createI18n(copyOverrides: Record<string, string> = {}): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  await instance.init({ ...options(copyOverrides), initAsync: false });
  return instance;
}

export { i18next };
