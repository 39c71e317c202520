// The settings page's words (copy/en/settings.json) load with the page, not with the first render:
// src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides of these keys
// were laid in at start, so existing keys are kept (no overwrite).
import i18next from 'i18next';
import settings from '../../../../copy/en/settings.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ settings }), true, false);
