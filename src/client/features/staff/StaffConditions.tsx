// The console's conditions of one application (issue 16): each with its state, what it asks for,
// staff notes and the documents received (each opened by its link); Clear on an open or answered one; and the form that
// raises a new one (category, document asked for, how many, the ownership type to confirm, comments
// to the applicant, notes).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import useSWR from 'swr';
import i18next from 'i18next';
import type { ConditionCategories } from '../../../core/conditions/categories';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffConditions } from '../../../generated/types/api-staff-conditions';
import type { ApiDocumentType } from '../../../generated/types/api-document-type';
import { staffCall, StaffApiError } from './staff-api';
import { useStaffData } from './use-staff-data';
import { StaffDocumentLink, type StaffDocument } from './StaffDocumentLink';
import { documentTypeName } from './staff-names';
import { asksOwnership } from '../../../core/conditions/categories';
import type { OwnershipType } from '../../../generated/types/ownership-type';
import documentTypeSchema from '../../../../schemas/api/document-type.schema.json';
import ownershipTypeSchema from '../../../../schemas/entities/ownership-type.schema.json';

// Every document type and ownership type of the schemas: staff may ask for any of them.
const DOCUMENT_TYPES = documentTypeSchema.enum as ApiDocumentType[];
const OWNERSHIP_TYPES = ownershipTypeSchema.enum as OwnershipType[];

/**
 * The categories table and their words (copy/en/conditions.json), loaded when the application's
 * page first shows: a chunk shared with the applicant's conditions screens that the console's
 * entry named would land in the first page's JavaScript (its preload list).
 */
async function loadCategories(): Promise<ConditionCategories> {
  const [{ conditionCategories }, copy] = await Promise.all([import('../../lib/condition-categories'), import('../../../../copy/en/conditions.json')]);
  i18next.addResourceBundle('en', 'translation', structuredClone({ conditions: copy.default }), true, false);
  return conditionCategories;
}

const useCategories = () => useSWR('staff:condition-categories', loadCategories, { revalidateOnFocus: false }).data;

export function StaffConditions({ uuid, documents, onChange }: { uuid: string; documents: readonly StaffDocument[]; onChange: () => void }) {
  const { t } = useTranslation();
  const path = staffApiRoutes.conditions.path({ uuid });
  const { data, mutate } = useStaffData<ApiStaffConditions>(path);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const categories = useCategories();
  const titleKey = (categoryEnum: string) => categories?.categories[categoryEnum]?.title;
  /** True when the call was taken. */
  const act = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await call();
      setMessage({ severity: 'success', text: t(done) });
      await mutate();
      onChange();
      return true;
    } catch (e) {
      setMessage({ severity: 'error', text: e instanceof StaffApiError ? e.message : t('common.errors.generic') });
      return false;
    }
  };
  return (
    <>
      {data && data.length === 0 && <Typography>{t('staff.conditions.none')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data?.map((c) => {
          const title = titleKey(c.categoryEnum) ? t(titleKey(c.categoryEnum)!) : c.categoryEnum;
          return (
            <Box component="li" key={c.uuid} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>{t('staff.conditions.entry', { title, state: t(`staff.conditions.states.${c.state}`) })}</Typography>
              {c.requestDocuments.length > 0 && <Typography variant="body2">{t('staff.conditions.requested', { documents: c.requestDocuments.map((type) => documentTypeName(t, type)).join(', ') })}</Typography>}
              {c.xtraData.ownershipType && <Typography variant="body2">{t('staff.conditions.ownership', { ownership: t(`conditions.ownership.${c.xtraData.ownershipType}`) })}</Typography>}
              {c.commentsToBorrower && <Typography variant="body2">{t('staff.conditions.comments', { comments: c.commentsToBorrower })}</Typography>}
              {c.notes && <Typography variant="body2">{t('staff.conditions.notes', { notes: c.notes })}</Typography>}
              <Typography variant="body2">{t('staff.conditions.documents', { count: c.documents.length })}</Typography>
              {c.documents.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {c.documents.map((documentUuid) => {
                    const document = documents.find((d) => d.uuid === documentUuid);
                    return document && (
                      <li key={documentUuid}>
                        <StaffDocumentLink application={uuid} document={document} />
                      </li>
                    );
                  })}
                </Box>
              )}
              {c.state !== 'CLEARED' && (
                <Button
                  variant="outlined"
                  size="small"
                  sx={{ mt: 1 }}
                  aria-label={t('staff.conditions.clearLabel', { title })}
                  onClick={() => void act(() => staffCall('POST', staffApiRoutes.clearCondition.path({ uuid, conditionUuid: c.uuid })), 'staff.conditions.raise.cleared')}
                >
                  {t('staff.conditions.clear')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={{ mt: message ? 2 : 0 }}>
        {message && (
          <Alert severity={message.severity} role="none">
            {message.text}
          </Alert>
        )}
      </Box>
      {categories && <RaiseForm categories={categories} onRaise={(body) => act(() => staffCall('POST', path, { body }), 'staff.conditions.raise.raised')} />}
    </>
  );
}

function RaiseForm({ categories: conditionCategories, onRaise }: { categories: ConditionCategories; onRaise: (body: object) => Promise<boolean> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const categories = Object.entries(conditionCategories.categories);
  const [category, setCategory] = useState(categories[0]![0]);
  const [document, setDocument] = useState('');
  const [count, setCount] = useState('1');
  const [comments, setComments] = useState('');
  const [notes, setNotes] = useState('');
  const [ownership, setOwnership] = useState<OwnershipType>(OWNERSHIP_TYPES[0]!);
  const [busy, setBusy] = useState(false);
  const chosen = conditionCategories.categories[category];
  const uploads = chosen?.target === 'conditions/upload-document';
  const asksType = chosen !== undefined && asksOwnership(chosen);
  const submit = async () => {
    setBusy(true);
    const raised = await onRaise({
      categoryEnum: category,
      ...(uploads && document ? { requestDocuments: [document] } : {}),
      ...(uploads ? { numDocsRequired: Math.min(10, Math.max(1, Number(count) || 1)) } : {}),
      ...(asksType ? { ownershipType: ownership } : {}),
      ...(comments.trim() ? { commentsToBorrower: comments.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
    // A raised condition's words do not carry over to the next one (comments reach the applicant).
    if (raised) {
      setComments('');
      setNotes('');
      setDocument('');
      setCount('1');
    }
    setBusy(false);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={headingId}
      noValidate
      sx={{ p: 2, mt: 2, display: 'grid', gap: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Typography component="h3" id={headingId} sx={{ fontWeight: 600 }}>
        {t('staff.conditions.raise.heading')}
      </Typography>
      <TextField select label={t('staff.conditions.raise.category')} value={category} onChange={(e) => setCategory(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {categories.map(([name, c]) => (
          <option key={name} value={name}>
            {t(c.title)}
          </option>
        ))}
      </TextField>
      {uploads && (
        <>
          <TextField select label={t('staff.conditions.raise.documents')} value={document} onChange={(e) => setDocument(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">{t('staff.conditions.raise.categoryDefault')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`conditions.documentTypes.${type}`)}
              </option>
            ))}
          </TextField>
          <TextField label={t('staff.conditions.raise.count')} type="number" value={count} onChange={(e) => setCount(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 10 } }} />
        </>
      )}
      {asksType && (
        <TextField select label={t('staff.conditions.raise.ownership')} value={ownership} onChange={(e) => setOwnership(e.target.value as OwnershipType)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {OWNERSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`conditions.ownership.${type}`)}
            </option>
          ))}
        </TextField>
      )}
      <TextField label={t('staff.conditions.raise.comments')} multiline minRows={2} value={comments} onChange={(e) => setComments(e.target.value)} />
      <TextField label={t('staff.conditions.raise.notes')} helperText={t('staff.conditions.raise.notesHelp')} multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('staff.conditions.raise.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
