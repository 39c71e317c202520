// A document upload field: a visible label on a native file input (keyboard and screen readers as
// the browser gives them), an optional drop zone, the client checks of lib/upload.ts with the
// server's messages, and the upload's progress and outcome announced.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useBrand } from './brand';
import { checkUploadFile, UPLOAD_ACCEPT, uploadDocument, type DocumentType, type UploadedDocument } from './upload';
// Its words are the uploads' (copy/en/upload.json, loaded with the bespoke screens): a screen of
// another area that shows this field (conditions, the co-signer's) loads them too, or it reads raw keys.
import './bespoke-copy';

interface Props {
  uuid: string;
  documentType: DocumentType;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onUploaded: (document: UploadedDocument) => void;
}

export function FileField({ uuid, documentType, label, multiple = false, disabled = false, onUploaded }: Props) {
  const { t } = useTranslation();
  const { orgCode } = useBrand();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string>();
  const [error, setError] = useState<string>();
  const [over, setOver] = useState(false);

  async function take(files: File[]) {
    setError(undefined);
    for (const file of files) {
      const problem = checkUploadFile(file);
      if (problem) {
        setError(`${file.name}: ${t(problem)}`);
        continue;
      }
      setUploading(file.name);
      try {
        onUploaded(await uploadDocument(uuid, file, documentType, orgCode));
      } catch (e) {
        setError(`${file.name}: ${e instanceof ApiError ? e.failure.message : t('common.errors.generic')}`);
      }
    }
    setUploading(undefined);
    if (input.current) input.current.value = '';
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled && !uploading) void take([...e.dataTransfer.files].slice(0, multiple ? undefined : 1));
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      // The native file input is as wide as its button and the file's name (253 px): at 320 px it
      // stood out of the drop zone and the page scrolled sideways (issue 15).
      sx={{ mt: 2, p: 2, border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 1, '& input[type="file"]': { maxWidth: '100%' } }}
    >
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography id={`${id}-hint`} variant="body2" sx={{ mb: 1 }}>
        {t('upload.hint')} {t('upload.drop')}
      </Typography>
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={disabled || !!uploading}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void take([...(e.target.files ?? [])])}
      />
      <Box role="status" sx={{ mt: 1 }}>
        {uploading && (
          <>
            <Typography variant="body2">{t('upload.uploading', { name: uploading })}</Typography>
            <LinearProgress aria-label={t('upload.uploading', { name: uploading })} sx={{ mt: 0.5 }} />
          </>
        )}
      </Box>
      <Box role="alert">
        {error && (
          <Typography variant="body2" color="error">
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
