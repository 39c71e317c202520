// The co-signer area's words (copy/en/signer.json) load with the area, not with the applicants'
// first render: src/client/app/i18n.ts leaves the file out of its eager set. The application copy
// its pages share (identity, signing, uploads) comes through lib/bespoke-copy, like the screens'.
import '../../lib/bespoke-copy';
import i18next from 'i18next';
import signer from '../../../../copy/en/signer.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ signer }), true, false);
