// The loader of a page whose content is on its way (a flow, an application): the full-screen
// loader with the shell's general messages.
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from './FullScreenLoader';

export function PageLoader({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return <FullScreenLoader busy={busy} messages={[t('shell.loader.preparing'), t('shell.loader.almostThere')]} />;
}
