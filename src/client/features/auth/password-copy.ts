// The forgotten-password pages' words (copy/en/password.json) load with those pages, not with the
// first render: src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides of
// these keys were laid in at start, so existing keys are kept (no overwrite).
import i18next from 'i18next';
import password from '../../../../copy/en/password.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ password }), true, false);
