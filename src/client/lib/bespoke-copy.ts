// The bespoke application screens' words (offer confirm, summary, liens, income, identity, uploads,
// event failures) load with those screens, not with registration's first render (the bundle
// budget): src/client/app/i18n.ts leaves these files out of its eager set, and each screen imports
// this module. A brand's overrides of these keys were laid in at start, so existing keys are kept.
// events.json comes with the application page too (lib/screen/application-copy); it is here for the
// provider return pages outside it.
import i18next from 'i18next';
import events from '../../../copy/en/events.json';
import identity from '../../../copy/en/identity.json';
import income from '../../../copy/en/income.json';
import liens from '../../../copy/en/liens.json';
import offer from '../../../copy/en/offer.json';
import signing from '../../../copy/en/signing.json';
import summary from '../../../copy/en/summary.json';
import upload from '../../../copy/en/upload.json';

/** The copy files src/client/app/i18n.ts must not load eagerly (they are here). */
export const BESPOKE_COPY_FILES = ['offer', 'summary', 'liens', 'income', 'identity', 'upload', 'events', 'signing'] as const;

// A copy, so later additions never write into the imported modules.
i18next.addResourceBundle('en', 'translation', structuredClone({ events, identity, income, liens, offer, signing, summary, upload }), true, false);
