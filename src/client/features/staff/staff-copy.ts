// The staff console's words (copy/en/staff.json) load with the console, not with the applicants'
// first render: src/client/app/i18n.ts leaves the file out of its eager set.
import i18next from 'i18next';
import staff from '../../../../copy/en/staff.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ staff }), true, false);
