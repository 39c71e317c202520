// The staff console's words (copy/en/staff.json) and the conditions' category names
// (copy/en/conditions.json) load with the console, not with the applicants' first render:
// src/client/app/i18n.ts leaves the files out of its eager set.
import i18next from 'i18next';
import staff from '../../../../copy/en/staff.json';
import conditions from '../../../../copy/en/conditions.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ staff, conditions }), true, false);
