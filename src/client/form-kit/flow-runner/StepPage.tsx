// The frame of a step: progress (for flows of more than one step), the heading a screen reader
// starts at, the question, the form, the notes and Back.
import { useTranslation } from 'react-i18next';
import { Button, Container, LinearProgress, Typography } from '@mui/material';
import { resolveCopyKey } from '../../../core/copy/resolve';
import { progress } from '../../../core/flow/engine';
import { shownNotes, type ShownNote } from '../../../core/flow/notes';
import type { Answers, Flow, FlowContext, Step } from '../../../core/flow/types';
import { useBrand } from '../../lib/brand';
import { PageHeading } from '../../lib/PageHeading';
import { ProgressGroups } from './ProgressGroups';

interface StepPageProps {
  flow: Flow;
  step: Step;
  answers: Answers;
  context: FlowContext;
  onBack: (() => void) | undefined;
  /** Shown under the heading, before the question (why the applicant is back at this screen). */
  notice?: React.ReactNode;
  children: React.ReactNode;
}

export function StepPage({ flow, step, answers, context, onBack, notice, children }: StepPageProps) {
  const { t } = useTranslation();
  const { companyName } = useBrand();
  const copy = (ref: Step['copy']['heading']) => t(resolveCopyKey(ref, { answers, context }));
  const headingText = copy(step.copy.heading);
  const { position, total, percent } = progress(flow, step.id, answers, context);
  const notes = shownNotes(step.copy.notes, { answers, context });
  const noteText = (note: ShownNote, i: number) => (
    <Typography key={i} component="p" variant="body2" color="text.secondary" sx={note.top ? { mb: 2 } : { mt: 2 }}>
      {t(note.key, { companyName, ...note.params })}
    </Typography>
  );
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      {(total === undefined || total > 1) && (
        <>
          <Typography component="p" variant="body2" id="step-progress-label">
            {total === undefined ? t('common.form.stepNumber', { position }) : t('common.form.stepProgress', { position, total })}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-labelledby="step-progress-label" sx={{ mb: 2 }} />
        </>
      )}
      {flow.groups.length > 0 && <ProgressGroups flow={flow} step={step} answers={answers} context={context} />}
      {/* A new step is a new page for a screen reader: reading starts at its heading. */}
      <PageHeading text={headingText} sx={{ mt: 3, mb: 1 }} />
      {notice}
      {step.copy.question && (
        <Typography component="p" variant="body1" sx={{ mb: 2 }}>
          {copy(step.copy.question)}
        </Typography>
      )}
      {notes.filter((n) => n.top).map(noteText)}
      {children}
      {notes.filter((n) => !n.top).map(noteText)}
      {onBack && (
        <Button variant="text" onClick={onBack} sx={{ mt: 2 }}>
          {t('flows.common.back')}
        </Button>
      )}
    </Container>
  );
}
