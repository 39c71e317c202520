// Step two of identity: the front image and, when asked, the back (documentType ID_FRONT/ID_BACK),
// each uploaded as it is chosen, each side with its own field (IdSideField) and its own change.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IdSideField } from '../../lib/IdSideField';
import type { IdDocumentType, IdImages, IdImagesChange } from './identity-view';

interface Props {
  uuid: string;
  type: IdDocumentType;
  back: boolean;
  images: IdImages;
  disabled: boolean;
  /** One side's change, never a copy of both sides (two uploads answered together both land). */
  onChange: (change: IdImagesChange) => void;
}

export function IdImagesStep({ uuid, type, back, images, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const sides = back ? (['front', 'back'] as const) : (['front'] as const);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('identity.images.heading', { type: t(`identity.type.${type}`) })}
      </Typography>
      {sides.map((side) => (
        <IdSideField
          key={side}
          uuid={uuid}
          side={side}
          disabled={disabled}
          documentId={images[side]}
          onChange={(documentId) => onChange({ side, documentId })}
        />
      ))}
    </>
  );
}
