// Opens one uploaded document from the console (issue 31 item 9): its bytes through the staff route
// (the staff token, audited on the server), saved under its file name with its content type, so a
// condition's documents can be read before it is cleared.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Typography } from '@mui/material';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import { saveFile } from '../../lib/closing-pdf';
import { staffBytes, StaffApiError } from './staff-api';

export interface StaffDocument {
  uuid: string;
  fileName: string;
  contentType: string;
}

export function StaffDocumentLink({ application, document }: { application: string; document: StaffDocument }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState('');
  const open = async () => {
    setFailed('');
    try {
      const bytes = await staffBytes(staffApiRoutes.document.path({ uuid: application, documentUuid: document.uuid }));
      saveFile(bytes, document.fileName, document.contentType);
    } catch (e) {
      setFailed(e instanceof StaffApiError ? e.message : t('common.errors.generic'));
    }
  };
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => void open()} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
        {t('staff.application.openDocument', { name: document.fileName })}
      </Link>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {failed}
        </Typography>
      )}
    </>
  );
}
