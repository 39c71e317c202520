// One document to sign, for the applicant (signing/sign) and a co-signer (/heloc-signer/sign)
// alike: its heading, the viewer (the screen's own, given as a render function), the statement,
// the typed name and the yes to it. Sign is enabled once the viewer says the document's end was
// seen. The answers are made by signatureAnswers and checked by the signature's schema (the
// screen's send does that): the schema's messages show at the name and the box.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldProblem, fieldText, type EventFailure } from './application-events';
import { EventAlert } from './EventAlert';
import { RequiredCheckbox } from './RequiredCheckbox';
import { signatureAnswers } from './signature';
import type { ApiSignDocument } from '../../generated/types/api-sign-document';

export interface SignatureFormProps {
  document: { uuid: string; sha256: string };
  /** The document's title as the screen shows it (with its copy number when there are two). */
  title: string;
  index: number;
  count: number;
  /** Draws the document; calls onReachedEnd once its bottom marker was seen. */
  viewer: (onReachedEnd: () => void) => ReactNode;
  busy: boolean;
  failure: EventFailure | undefined;
  onSign: (answers: ApiSignDocument) => void;
}

const NAME = '/signatureName';
const AGREE = '/agree';

export function SignatureForm({ document, title, index, count, viewer, busy, failure, onSign }: SignatureFormProps) {
  const { t } = useTranslation();
  const [readToEnd, setReadToEnd] = useState(false);
  const reasonId = useId();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const nameProblem = fieldProblem(failure, NAME);
  const agreeProblem = fieldProblem(failure, AGREE);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (readToEnd && !busy) onSign(signatureAnswers(document, { name, agree }));
  };
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t('signing.sign.progress', { index, count, title })}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        {t('signing.sign.scrollHint')}
      </Typography>
      {viewer(() => setReadToEnd(true))}
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
        <Typography component="p" variant="body2">
          {t('signing.sign.statement')}
        </Typography>
        <TextField
          sx={{ mt: 2 }}
          label={t('signing.sign.nameLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={!!nameProblem}
          helperText={nameProblem ? fieldText(t, nameProblem) : undefined}
          slotProps={{ htmlInput: { maxLength: 100, 'aria-invalid': !!nameProblem } }}
          fullWidth
        />
        <RequiredCheckbox
          id="sign-agree-error"
          checked={agree}
          onChange={setAgree}
          label={t('signing.sign.agreeLabel')}
          message={agreeProblem ? fieldText(t, agreeProblem) : ''}
          showError={!!agreeProblem}
        />
        <EventAlert failure={failure} atFields={[NAME, AGREE]} />
        {/* Why Sign is disabled, beside it and read with it: on a desktop the viewer scrolls inside
            the page, and a reader who scrolled the page alone found Sign disabled with no reason near. */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!readToEnd || busy} aria-describedby={readToEnd ? undefined : reasonId}>
            {t('signing.sign.submit')}
          </Button>
          {!readToEnd && (
            <Typography id={reasonId} component="p" variant="body2" sx={{ flex: '1 1 12rem' }}>
              {t('signing.sign.disabledReason')}
            </Typography>
          )}
        </Stack>
      </Box>
    </>
  );
}
