// error/decline: the written adverse-action notice (Reg B 12 CFR 1002.9(a)(2)(i), model form C-1;
// FCRA 615(a)): the action taken, the statement of specific reasons from the application's
// decline reasons, the creditor's name and address, the ECOA notice, and when a credit report was
// used the consumer reporting agency, the applicant's rights and the credit score. The parts and
// their order come from src/core/status/decline.ts, the same as the notice's PDF, which the
// applicant can download (the server stores it with its hash on the first request).
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { closingRoutes } from '../../../core/contract/closing-routes';
import { declineNotice, declineNoticeParts, type NoticeLine } from '../../../core/status/decline';
import type { ApiClosingDocuments } from '../../../generated/types/api-closing-documents';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { useBrand } from '../../lib/brand';
import { readPdf, saveFile } from '../../lib/closing-pdf';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import type { ScreenProps } from '../../lib/screen/types';

const getApplication = (path: string) => apiCall<ApiHelocApplication>('GET', path);
const getDocuments = (path: string) => apiCall<ApiClosingDocuments>('GET', path);

export function DeclineNotice({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  // The page's own request for the application (same key): SWR answers both from one call.
  const { data: application } = useSWR(applicationApi.application(uuid), getApplication, { revalidateOnFocus: false });
  // Until the application answers, the parts that do not depend on it (no reasons, no FCRA part).
  const notice = application ? declineNotice(application.declineReasons) : { reasons: [], creditReportUsed: false };
  const parts = declineNoticeParts(notice, { companyName: brand.companyName, lenderAddress: brand.footer.lenderAddress }, application?.creditScore);
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
      {parts.map((part) => (
        <Part key={part.id} id={part.id} heading={t(part.headingKey)}>
          {part.list ? (
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {part.lines.map((line, i) => (
                <Typography component="li" variant="body1" key={i}>
                  <Line line={line} />
                </Typography>
              ))}
            </Box>
          ) : (
            part.lines.map((line, i) => <Line key={i} line={line} spaced={i > 0} />)
          )}
        </Part>
      ))}
      <Actions uuid={uuid} orgCode={brand.orgCode} />
      <SupportLine />
    </ScreenLayout>
  );
}

/** A copy text as a paragraph (inside a list item, the bare text), or an address. */
function Line({ line, spaced = false }: { line: NoticeLine; spaced?: boolean }) {
  const { t } = useTranslation();
  if ('address' in line) {
    return (
      <Typography component="address" variant="body1" sx={{ fontStyle: 'normal' }}>
        {line.address.map((a, i) => (
          <span key={i}>
            {i > 0 && <br />}
            {'text' in a ? a.text : t(a.key)}
          </span>
        ))}
      </Typography>
    );
  }
  return (
    <Typography component="p" variant="body1" sx={spaced ? { mt: 1 } : undefined}>
      {t(line.key, line.params)}
    </Typography>
  );
}

/** Print the page, or download the notice as the PDF the server keeps. */
function Actions({ uuid, orgCode }: { uuid: string; orgCode: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      const { documents } = await getDocuments(closingRoutes.closingDocuments.path({ uuid }));
      const notice = documents.find((d) => d.kind === 'ADVERSE_ACTION_NOTICE');
      if (!notice) throw new Error('no adverse-action notice');
      saveFile(await readPdf(uuid, notice.uuid, orgCode), 'adverse-action-notice.pdf');
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" onClick={download} disabled={state === 'busy'}>
          {t('decline.download')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('decline.print')}
        </Button>
      </Stack>
      {state === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('decline.downloadFailed')}
        </Alert>
      )}
    </>
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
