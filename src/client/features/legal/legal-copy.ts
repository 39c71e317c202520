// The legal pages' words (copy/en/legal.json, and the E-SIGN terms the communications policy quotes
// from copy/en/documents.json) load with those pages, not with the first render: src/client/app/i18n.ts
// leaves both files out of its eager set. A brand's overrides laid in at start are kept (no overwrite).
import i18next from 'i18next';
import documents from '../../../../copy/en/documents.json';
import legal from '../../../../copy/en/legal.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ legal, documents: { esign: documents.esign } }), true, false);
