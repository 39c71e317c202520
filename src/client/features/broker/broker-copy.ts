// The broker pages' words (copy/en/broker.json) load with them, not with the applicants' first
// render: src/client/app/i18n.ts leaves the file out of its eager set.
import i18next from 'i18next';
import broker from '../../../../copy/en/broker.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ broker }), true, false);
