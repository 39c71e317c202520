// Step two of identity: the front image and, when asked, the back (documentType ID_FRONT/ID_BACK),
// each uploaded as it is chosen; a chosen image can be replaced.
import { Box, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../lib/FileField';
import type { IdDocumentType, IdImages } from './identity-view';

interface Props {
  uuid: string;
  type: IdDocumentType;
  back: boolean;
  images: IdImages;
  disabled: boolean;
  onChange: (images: IdImages) => void;
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
        <Box key={side}>
          <FileField
            uuid={uuid}
            documentType={side === 'front' ? 'ID_FRONT' : 'ID_BACK'}
            label={t(`identity.images.${side}`)}
            disabled={disabled}
            onUploaded={(document) => onChange({ ...images, [side]: document.uuid })}
          />
          {images[side] && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <CheckCircle fontSize="small" color="success" aria-hidden="true" />
              {t(`identity.images.${side}Done`)}
            </Typography>
          )}
        </Box>
      ))}
    </>
  );
}
