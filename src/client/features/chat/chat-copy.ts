// The chat window's words (copy/en/chat.json) load with it, not with the first render:
// src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides laid in at start are kept.
import i18next from 'i18next';
import chat from '../../../../copy/en/chat.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ chat }), true, false);
