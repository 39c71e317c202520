// The images of the chosen document (front, and back when asked) and Submit, which sends
// SUBMIT_IDENTITY_DOCUMENTS { documentType, frontDocumentId, backDocumentId? }. Shared by the
// identity screen's stand-in type step and identity/upload (after the id-document flow).
import { useReducer, useState, type ReactNode } from 'react';
import { Box, Button, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../lib/flags';
import { BACK_OF_ID_FLAG } from '../../../core/flags/resolve';
import type { useApplicationEvent } from '../../lib/use-application-event';
import { IdImagesStep } from './IdImagesStep';
import { changeIdImages, identityAnswers, needsBack, type IdDocumentType } from './identity-view';
import { SUBMIT_IDENTITY_DOCUMENTS } from '../../../generated/events';

interface Props {
  uuid: string;
  type: IdDocumentType;
  event: ReturnType<typeof useApplicationEvent>;
  /** The way back to the choice of document (a button or a link). */
  back: ReactNode;
}

export function IdDocumentsForm({ uuid, type, event, back }: Props) {
  const { t } = useTranslation();
  // A reducer of one side's change: two uploads answered together both land (issue 31).
  const [images, changeImages] = useReducer(changeIdImages, {});
  const [missing, setMissing] = useState<'front' | 'back'>();
  const withBack = needsBack(type, useFlag(BACK_OF_ID_FLAG));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = identityAnswers(type, images, withBack);
        if (!checked.ok) return setMissing(checked.missing);
        void event.send(SUBMIT_IDENTITY_DOCUMENTS, checked.answers);
      }}
    >
      <IdImagesStep
        uuid={uuid}
        type={type}
        back={withBack}
        images={images}
        disabled={event.busy}
        onChange={(change) => {
          changeImages(change);
          setMissing(undefined);
        }}
      />
      {missing && (
        <FormHelperText error role="alert" sx={{ mt: 2 }}>
          {t(`identity.missing.${missing}`)}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center' }}>
        {back}
        <Button type="submit" variant="contained" disabled={event.busy}>
          {t(event.busy ? 'events.busy' : 'identity.submit')}
        </Button>
      </Box>
    </Box>
  );
}
