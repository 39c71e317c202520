// The status-to-screen tables, bundled from flows/<folder>/status-screens.json (data, checked by
// `npm run check` against its schema and the status machines, so the page ships no validator for
// it). The page picks the table the status answer's `product` names in its manifest
// (flows/<product>/product.json), and the check makes sure every table a manifest names exists.
import { HOME_PATH } from '../../../core/contract/ids';
import { pageRoutes } from '../../../core/contract/routes';
import { tableForProduct } from '../../../core/status/by-product';
import { products } from '../../lib/products';
import { ROOT_SCREEN, type StatusScreens } from '../../../core/status/screens';

// JSON imports widen `true` to boolean; the schema check guarantees the narrower type.
const tables = Object.values(import.meta.glob('../../../../flows/*/status-screens.json', { eager: true, import: 'default' })) as StatusScreens[];

/** The status-to-screen table of an application's product. */
export const statusScreensFor = (product: string): StatusScreens => tableForProduct(products, tables, product, 'statusScreens');

/**
 * How a status read that fails before any answer (so before the product is known) is retried: the
 * most patient of the tables' polling, so no product gives up sooner than its own table says.
 */
export const pollingBeforeAnswer: StatusScreens['polling'] = {
  baseDelayMs: Math.max(...tables.map((t) => t.polling.baseDelayMs)),
  maxDelayMs: Math.max(...tables.map((t) => t.polling.maxDelayMs)),
  maxTries: Math.max(...tables.map((t) => t.polling.maxTries)),
  maxTriesInProgress: Math.max(...tables.map((t) => t.polling.maxTriesInProgress)),
};

/**
 * The page of a screen: below the application, or for the table's '/' (COMPLETE, CANCELLED: the
 * application is over) the dashboard, which shows the application's final state.
 */
export const screenUrl = (uuid: string, screen: string): string => (screen === ROOT_SCREEN ? HOME_PATH : pageRoutes.screen(uuid, screen));
