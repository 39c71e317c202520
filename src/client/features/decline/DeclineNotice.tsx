// error/decline: the written adverse-action notice (Reg B 12 CFR 1002.9(a)(2)(i), model form C-1;
// FCRA 615(a)): the action taken, the statement of specific reasons from the application's
// decline reasons (src/core/status/decline.ts), the creditor's name and address, the ECOA notice,
// and when a credit report was used the consumer reporting agency, the applicant's rights and
// the credit score. The application answer gives the reasons and the score.
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { declineNotice } from '../../../core/status/decline';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { useBrand } from '../../lib/brand';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import type { ScreenProps } from '../../lib/screen/types';

const getApplication = (path: string) => apiCall<ApiHelocApplication>('GET', path);

export function DeclineNotice({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  // The page's own request for the application (same key): SWR answers both from one call.
  const { data: application } = useSWR(applicationApi.application(uuid), getApplication, { revalidateOnFocus: false });
  const notice = declineNotice(application?.declineReasons);
  const score = application?.creditScore;
  return (
    <ScreenLayout heading={t('application.screens.decline.heading')}>
      <Typography component="p" variant="body1">
        {t('application.screens.decline.body')}
      </Typography>
      {application && (
        <Typography component="p" variant="body2" sx={{ mt: 1 }}>
          {t('decline.applicationId', { loanNumber: application.loanNumber })}
        </Typography>
      )}
      <Part id="decline-reasons" heading={t('decline.reasonsHeading')}>
        {application && (
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            {notice.reasons.map((reason) => (
              <Typography component="li" variant="body1" key={reason}>
                {t(`decline.reasons.${reason}`)}
              </Typography>
            ))}
          </Box>
        )}
      </Part>
      <Part id="decline-creditor" heading={t('decline.creditorHeading')}>
        <Typography component="p" variant="body1">
          {t('decline.creditorIntro')}
        </Typography>
        <Typography component="address" variant="body1" sx={{ fontStyle: 'normal' }}>
          {brand.companyName}
          <br />
          {brand.footer.lenderAddress}
        </Typography>
      </Part>
      <Part id="decline-ecoa" heading={t('decline.ecoaHeading')}>
        <Typography component="p" variant="body1">
          {t('decline.ecoa')}
        </Typography>
      </Part>
      {application && notice.creditReportUsed && (
        <Part id="decline-fcra" heading={t('decline.fcraHeading')}>
          <Typography component="p" variant="body1">
            {t('decline.fcraUsed')}
          </Typography>
          <Typography component="p" variant="body1" sx={{ mt: 1 }}>
            {t('decline.bureauLabel')}
          </Typography>
          <Typography component="address" variant="body1" sx={{ fontStyle: 'normal' }}>
            {t('decline.bureau.name')}
            <br />
            {t('decline.bureau.address')}
            <br />
            {t('decline.bureau.phone')}
          </Typography>
          <Typography component="p" variant="body1" sx={{ mt: 1 }}>
            {t('decline.fcraNotDecided')}
          </Typography>
          <Typography component="p" variant="body1" sx={{ mt: 1 }}>
            {t('decline.fcraFreeCopy')}
          </Typography>
          <Typography component="p" variant="body1" sx={{ mt: 1 }}>
            {t('decline.fcraDispute')}
          </Typography>
          {typeof score === 'number' && (
            <Typography component="p" variant="body1" sx={{ mt: 1 }}>
              {t('decline.score', { score })}
            </Typography>
          )}
        </Part>
      )}
      <Button variant="outlined" onClick={() => window.print()} sx={{ mt: 3 }}>
        {t('decline.print')}
      </Button>
      <SupportLine />
    </ScreenLayout>
  );
}

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
