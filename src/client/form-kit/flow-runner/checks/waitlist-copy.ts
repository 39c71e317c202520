// The wait list's words (copy/en/waitlist.json) load with the offer, only when a block offers it:
// src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides of these keys
// were laid in at start, so existing keys are kept (no overwrite).
import i18next from 'i18next';
import waitlist from '../../../../../copy/en/waitlist.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ waitlist }), true, false);
