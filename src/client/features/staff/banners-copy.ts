// The banners' words (copy/en/banners.json) for the console's banner page; they load with the
// console, not with the applicants' first render (src/client/app/i18n.ts leaves the file out).
import i18next from 'i18next';
import banners from '../../../../copy/en/banners.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ banners }), true, false);
