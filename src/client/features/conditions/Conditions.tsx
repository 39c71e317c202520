// conditions and its pages (spec section 2, condition targets): the list at conditions, and a
// condition's answer at conditions/upload-document, conditions/phone-number and
// conditions/confirm-update. One registry entry (app/screens.tsx): the application page shows a
// screen's sub-paths while its status lasts, and this picks the page by the path.
import { useParams } from 'react-router-dom';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { ConditionConfirm } from './ConditionConfirm';
import { ConditionPhone } from './ConditionPhone';
import { ConditionsIndex } from './ConditionsIndex';
import { ConditionUpload } from './ConditionUpload';

const PAGES: Readonly<Record<string, (props: BespokeScreenProps) => React.ReactNode>> = {
  'conditions/upload-document': ConditionUpload,
  'conditions/phone-number': ConditionPhone,
  'conditions/confirm-update': ConditionConfirm,
};

export function Conditions(props: BespokeScreenProps) {
  const { '*': current = '' } = useParams();
  const Page = Object.hasOwn(PAGES, current) ? PAGES[current]! : ConditionsIndex;
  return <Page key={current} {...props} />;
}
