// The application pages' words (copy/en/application.json, closing.json, decline.json, and events.json: what every
// screen that sends an event says while it is sent or refused) load with those pages, not
// with registration's first render (bundle-budget.json): src/client/app/i18n.ts leaves these files
// out of its eager set, and this module adds them when a page that uses them is imported. A
// brand's overrides of these keys were laid in at start, so existing keys are kept (no overwrite).
import i18next from 'i18next';
import application from '../../../../copy/en/application.json';
import closing from '../../../../copy/en/closing.json';
import decline from '../../../../copy/en/decline.json';
import events from '../../../../copy/en/events.json';

/** The copy files src/client/app/i18n.ts must not load eagerly (they are here). */
export const LAZY_COPY_FILES = ['application', 'decline', 'events', 'closing'] as const;

// A copy, so later additions never write into the imported modules.
i18next.addResourceBundle('en', 'translation', structuredClone({ application, closing, decline, events }), true, false);
