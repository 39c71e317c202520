// The documents an upload-document condition asks for (its requestDocuments, else its category's),
// at least numDocsRequired of them (default 1: spec section 9), each uploaded as it is chosen; Send
// hands their ids to `onSend`. Shared by the applicant's conditions screen and the co-signer's.
import './conditions-copy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { docsRequired, requestedDocuments } from '../../core/conditions/categories';
import type { Notification } from './conditions';
import { FileField } from './FileField';
import { formatFileSize, type UploadedDocument } from './upload';

interface Props {
  uuid: string;
  condition: Pick<Notification, 'category' | 'requestDocuments' | 'xtraData'>;
  busy: boolean;
  onSend: (documentUuids: string[]) => void;
}

export function ConditionDocuments({ uuid, condition, busy, onSend }: Props) {
  const { t } = useTranslation();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const required = docsRequired(condition.xtraData);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('conditions.upload.requested')}
      </Typography>
      <Typography component="p">{t('conditions.upload.count', { count: required })}</Typography>
      {requestedDocuments(condition.category, condition.requestDocuments).map((type) => (
        <Box key={type} sx={{ mt: 2 }}>
          <FileField
            uuid={uuid}
            documentType={type}
            label={t(`conditions.documentTypes.${type}`)}
            multiple
            disabled={busy}
            onUploaded={(document) => {
              setDocuments((list) => [...list, document]);
              setTooFew(false);
            }}
          />
        </Box>
      ))}
      <Box component="ul" sx={{ p: 0, m: 0, mt: 2, listStyle: 'none' }} aria-live="polite">
        {documents.map((d) => (
          <li key={d.uuid}>{t('conditions.upload.uploaded', { name: `${d.fileName} (${formatFileSize(d.size)})` })}</li>
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (documents.length < required) return setTooFew(true);
          onSend(documents.map((d) => d.uuid));
        }}
      >
        {tooFew && (
          <FormHelperText error role="alert" sx={{ mt: 2 }}>
            {t('conditions.upload.needMore', { count: required - documents.length })}
          </FormHelperText>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
          {t('conditions.upload.submit')}
        </Button>
        <Box component="span" sx={visuallyHidden}>
          {busy ? t('events.busy') : ''}
        </Box>
      </Box>
    </>
  );
}
