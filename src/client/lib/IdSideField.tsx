// One side of an ID, phone first: "Take a photo" (the camera, where the device has one) or "Choose
// a file", uploaded as soon as it is chosen; then a thumbnail (a PDF or an image the browser cannot
// draw shows its name), with Replace and Remove. The native inputs are hidden behind buttons with
// visible words, so the keyboard reaches them as buttons. This side's state is its own: an upload
// of the other side cannot overwrite it, and an upload answered after Remove or Replace is dropped.
// Shared by the applicant's identity step and the co-signer's identity screen.
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useBrand } from './brand';
import { checkUploadFile, UPLOAD_ACCEPT, uploadDocument } from './upload';
import './bespoke-copy';

/** Which side of an identity document. */
export type IdSide = 'front' | 'back';

interface Props {
  uuid: string;
  side: IdSide;
  disabled: boolean;
  /** This side's stored document, undefined while none is. */
  documentId: string | undefined;
  onChange: (documentId: string | undefined) => void;
}

/** Types every browser draws in an <img>; anything else (PDF, HEIC) is shown by its name. */
const DRAWABLE = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const readPreview = (file: File) =>
  new Promise<string | undefined>((resolve) => {
    if (!DRAWABLE.includes(file.type)) return resolve(undefined);
    const reader = new FileReader();
    // A data: URL: the page's Content-Security-Policy allows data: images, not blob: ones.
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });

export function IdSideField({ uuid, side, disabled, documentId, onChange }: Props) {
  const { t } = useTranslation();
  const { orgCode } = useBrand();
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // Each choice gets a number; an answer for an older one is ignored.
  const latest = useRef(0);
  const [chosen, setChosen] = useState<{ name: string; preview?: string }>();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  // After Remove its button is gone: focus moves to "Take a photo", not to the page's start.
  const first = useRef<HTMLButtonElement>(null);

  async function take(file: File | undefined) {
    if (camera.current) camera.current.value = '';
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) return setError(`${file.name}: ${t(problem)}`);
    const mine = ++latest.current;
    setError(undefined);
    setChosen({ name: file.name });
    onChange(undefined);
    setUploading(true);
    const preview = readPreview(file);
    try {
      const document = await uploadDocument(uuid, file, side === 'front' ? 'ID_FRONT' : 'ID_BACK', orgCode);
      if (mine !== latest.current) return;
      setChosen({ name: file.name, preview: await preview });
      onChange(document.uuid);
    } catch (e) {
      if (mine !== latest.current) return;
      setChosen(undefined);
      setError(`${file.name}: ${e instanceof ApiError ? e.failure.message : t('common.errors.generic')}`);
    } finally {
      if (mine === latest.current) setUploading(false);
    }
  }

  const remove = () => {
    latest.current++;
    onChange(undefined);
    // Drawn at once, so "Take a photo" is there to take the focus.
    flushSync(() => {
      setChosen(undefined);
      setUploading(false);
      setError(undefined);
    });
    first.current?.focus();
  };

  const busy = disabled || uploading;
  const label = t(`identity.images.${side}`);
  return (
    <Box component="fieldset" aria-describedby={`${id}-hint`} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {label}
      </Typography>
      <Typography id={`${id}-hint`} variant="body2" sx={{ mb: 1 }}>
        {t('identity.images.hint')}
      </Typography>
      {chosen && (
        <Box sx={{ mb: 1 }}>
          {chosen.preview ? (
            <Box
              component="img"
              src={chosen.preview}
              alt={t(`identity.images.${side}Preview`)}
              onError={() => setChosen({ name: chosen.name })}
              sx={{ display: 'block', maxWidth: '100%', width: 200, maxHeight: 140, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ) : (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('identity.images.file', { name: chosen.name })}
            </Typography>
          )}
        </Box>
      )}
      <Box role="status" sx={{ mb: 1 }}>
        {uploading && chosen && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{t('upload.uploading', { name: chosen.name })}</Typography>
            <LinearProgress aria-label={t('upload.uploading', { name: chosen.name })} sx={{ mt: 0.5 }} />
          </>
        )}
        {documentId && !uploading && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircle fontSize="small" color="success" aria-hidden="true" />
            {t(`identity.images.${side}Done`)}
          </Typography>
        )}
      </Box>
      <Box role="alert">
        {error && (
          <Typography variant="body2" color="error" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {chosen ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => picker.current?.click()}>
              {t('identity.images.replace')}
            </Button>
            <Button variant="text" disabled={disabled} onClick={remove}>
              {t('identity.images.remove')}
            </Button>
          </>
        ) : (
          <>
            <Button ref={first} variant="contained" disabled={busy} onClick={() => camera.current?.click()}>
              {t('identity.images.takePhoto')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => picker.current?.click()}>
              {t('identity.images.chooseFile')}
            </Button>
          </>
        )}
      </Stack>
      {/* Reached through the buttons above; hidden, so neither the tab order nor axe meets them twice. */}
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} aria-label={`${label}: ${t('identity.images.takePhoto')}`} onChange={(e) => void take(e.target.files?.[0])} />
      <input ref={picker} type="file" accept={UPLOAD_ACCEPT} hidden tabIndex={-1} aria-label={`${label}: ${t('identity.images.chooseFile')}`} onChange={(e) => void take(e.target.files?.[0])} />
    </Box>
  );
}
