// The notifications' words (copy/en/notifications.json) and the condition categories' titles they
// name load with the bell's menu and the notifications page, not with the first render
// (src/client/app/i18n.ts leaves the file out of its eager set). A brand's overrides are kept.
import i18next from 'i18next';
import notifications from '../../../../copy/en/notifications.json';
import '../../lib/conditions-copy';

i18next.addResourceBundle('en', 'translation', structuredClone({ notifications }), true, false);
