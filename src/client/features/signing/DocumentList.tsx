// The closing documents as a list: each one's title, its state (signed, to sign, a copy to keep) and
// a button that opens it in the viewer below it, one at a time. Shared by document/disclosures
// (before signing) and complete/documents (after).
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../lib/document-title';
import { DocumentView } from './DocumentView';
import type { ClosingDocument } from './signing-api';

export type DocumentState = 'signed' | 'needsSignature' | 'deliveredOnly';

interface DocumentListProps {
  uuid: string;
  documents: ClosingDocument[];
  /** What each document's chip says (copy signing.disclosures.<state>). */
  stateOf: (d: ClosingDocument) => DocumentState;
  /** The document open when the list first shows, if any. */
  initiallyOpen?: string;
}

export function DocumentList({ uuid, documents, stateOf, initiallyOpen }: DocumentListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | undefined>(initiallyOpen);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.map((d) => {
        const title = documentTitle(d, t);
        const state = stateOf(d);
        return (
          <Box component="li" key={d.uuid} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Chip size="small" label={t(`signing.disclosures.${state}`)} color={state === 'signed' ? 'success' : 'default'} sx={{ mt: 1 }} />
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" aria-expanded={open === d.uuid} onClick={() => setOpen(open === d.uuid ? undefined : d.uuid)}>
                {t('signing.disclosures.open', { title })}
              </Button>
            </Box>
            {open === d.uuid && <DocumentView uuid={uuid} document={d} />}
          </Box>
        );
      })}
    </Box>
  );
}
