// The IL Community Reinvestment Notice (spec section 2's footer: "for one brand"): the notice's
// text from the brand's manifest (footer.ilCommunityReinvestmentNotice), under the lender's name.
// A brand without a notice has no such page: 'Page not found', as for any other unknown path.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';
import { NotFound } from '../../lib/NotFound';

export function IlNoticePage() {
  const { t } = useTranslation();
  const { companyName, footer } = useBrand();
  const notice = footer.ilCommunityReinvestmentNotice;
  if (!notice) return <NotFound />;
  return (
    <SimplePage heading={t('legal.ilNotice.heading')}>
      <Typography component="p" sx={{ mb: 2, fontWeight: 700 }}>
        {companyName}
      </Typography>
      {notice.paragraphs.map((text, i) => (
        <Typography key={i} component="p" sx={{ mb: 2 }}>
          {text}
        </Typography>
      ))}
    </SimplePage>
  );
}
