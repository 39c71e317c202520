// The HELOC status-to-screen table, bundled from flows/ (data, checked by `npm run check` against
// its schema and the status machine, so the page does not ship a validator for it).
import table from '../../../../flows/heloc/status-screens.json';
import type { StatusScreens } from '../../../core/status/screens';

// JSON imports widen `true` to boolean; the schema check guarantees the narrower type.
export const statusScreens = table as StatusScreens;

export const BASE_PATH = '/account/heloc';

export const applicationPaths = {
  status: (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
  offers: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/offers`,
};

/** The page of a screen: below the application, or the site root for '/' (the application is over). */
export const screenUrl = (uuid: string, screen: string): string => (screen === '/' ? '/' : `${BASE_PATH}/${uuid}/${screen}`);
