// income/upload: paystubs, as many as the offer set asks for (numDocsRequired, default 1: spec
// section 9). Each file is uploaded as it is chosen (documentType PAYSTUB); the list shows them
// with Remove until Submit sends UPLOAD_PAYSTUBS with the ids kept. When the server takes a
// self-employed applicant's documents instead, the same screen asks for them: the federal tax
// returns of the last two years (self-employ-tax-verification) or the business's bank statements
// of the last three months (business-iv); `?documents=` names which when both are taken.
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OfferSet } from '../../../generated/types/offer-set';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { EventAlert } from '../../lib/EventAlert';
import { FileField } from '../../lib/FileField';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { formatFileSize, type UploadedDocument } from '../../lib/upload';
import { useApplicationEvent } from '../../lib/use-application-event';
import { DOCUMENTS_PARAM, MAX_PAYSTUBS, paystubsRequired, SELF_EMPLOYED_UPLOADS, selfEmployedDocumentsFor } from './income-view';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';
import { UPLOAD_PAYSTUBS, type EventName } from '../../../generated/events';
import type { ApiDocumentType } from '../../../generated/types/api-document-type';
import { useSearchParams } from 'react-router-dom';

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

/** What the screen asks for: pay stubs, or one of the self-employed applicant's documents the server takes. */
function kindOf(events: readonly string[] | undefined, named: string | null): { copy: string; documentType: ApiDocumentType; event: EventName; required?: number } {
  const taken = selfEmployedDocumentsFor(events);
  const documents = taken.find((d) => d === named) ?? taken[0];
  return documents ? { copy: `income.${documents}`, ...SELF_EMPLOYED_UPLOADS[documents] } : { copy: 'income.upload', documentType: 'PAYSTUB', event: UPLOAD_PAYSTUBS };
}

export function IncomeUpload({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { data } = useSWR(applicationApi.offers(uuid), getOffers, { revalidateOnFocus: false });
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [search] = useSearchParams();
  // Until the status answers, it is not known which documents the server takes.
  if (!event.status && !event.failure) {
    return (
      <ScreenLayout heading={t('income.review.heading')}>
        <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />
      </ScreenLayout>
    );
  }
  const kind = kindOf(event.status?.events, search.get(DOCUMENTS_PARAM));
  const required = kind.required ?? paystubsRequired(data, ...(data?.incomeRequestRecords ?? []));
  return (
    <ScreenLayout heading={t(`${kind.copy}.heading`)}>
      <Typography component="p" variant="body1">
        {t(`${kind.copy}.intro`, { count: required })}
      </Typography>
      <FileField
        uuid={uuid}
        documentType={kind.documentType}
        label={t(`${kind.copy}.label`)}
        multiple
        disabled={event.busy || documents.length >= MAX_PAYSTUBS}
        onUploaded={(document) => {
          setDocuments((list) => (list.length < MAX_PAYSTUBS ? [...list, document] : list));
          setTooFew(false);
          setAnnouncement(t('upload.uploaded', { name: document.fileName }));
        }}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('income.upload.listHeading', { count: documents.length })}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {documents.map((d) => (
          <Box component="li" key={d.uuid} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
            <span>
              {d.fileName} ({formatFileSize(d.size)})
            </span>
            <IconButton
              aria-label={t('upload.remove', { name: d.fileName })}
              disabled={event.busy}
              onClick={() => {
                setDocuments((list) => list.filter((x) => x.uuid !== d.uuid));
                setAnnouncement(t('upload.removed', { name: d.fileName }));
              }}
            >
              <Close />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (documents.length < required) return setTooFew(true);
          void event.send(kind.event, { documentIds: documents.map((d) => d.uuid) });
        }}
      >
        {tooFew && (
          <FormHelperText error role="alert" sx={{ mt: 2 }}>
            {t(`${kind.copy}.tooFew`, { count: required })}
          </FormHelperText>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={event.busy}>
          {t(event.busy ? 'events.busy' : `${kind.copy}.submit`)}
        </Button>
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
