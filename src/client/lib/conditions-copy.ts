// The conditions' words (copy/en/conditions.json) load with the conditions screens and the co-signer area's conditions pages, not with the first
// render: src/client/app/i18n.ts leaves the file out of its eager set. A brand's overrides laid in
// at start are kept (no overwrite).
import i18next from 'i18next';
import conditions from '../../../copy/en/conditions.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ conditions }), true, false);
