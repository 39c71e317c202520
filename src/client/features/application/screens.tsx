// The screens this app has built, by their path in the status-to-screen table. A screen the table
// names but the app lacks shows the not-found page (the table is ahead of the screens).
import type { ComponentType } from 'react';
import { InfoScreen } from './InfoScreen';
import { ProductSelect } from './offer/ProductSelect';

type Screen = ComponentType<{ uuid: string }>;

const info = (copyId: string): Screen => {
  const Info = () => <InfoScreen copyId={copyId} />;
  Info.displayName = `InfoScreen(${copyId})`;
  return Info;
};

export const screens: Record<string, Screen> = {
  'product/select': ProductSelect,
  'error/decline': info('decline'),
  'error/timeout': info('timeout'),
  'credit/error': info('creditFrozen'),
  'credit/social': info('creditSocial'),
  'review-app/no-credit': info('noCredit'),
  'review-app/property': info('property'),
  'bpo/estimate-value': info('estimateValue'),
};
