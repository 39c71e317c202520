// The exchange page's words (copy/en/exchange.json), and the dashboard's Exchange entry, load with
// those pages, not with the first render
// (src/client/app/i18n.ts leaves the file out of its eager set). A brand's overrides are kept.
import i18next from 'i18next';
import exchange from '../../../copy/en/exchange.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ exchange }), true, false);
