// The feedback dialogs' words (copy/en/feedback.json) load with them, not with the first render:
// src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides laid in at start are kept.
import i18next from 'i18next';
import feedback from '../../../../copy/en/feedback.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ feedback }), true, false);
