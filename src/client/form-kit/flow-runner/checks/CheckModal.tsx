// The one modal of step checks (spec section 2, Modals: Hawaii, New York ...): an MUI Dialog, so
// it is labelled by its title, traps focus, closes on Escape or a click outside (unless the flow
// marks it `dismissable: false`: then only its buttons close it) and gives focus back on close. Its
// texts and link come from the flow's modal and the check's params.
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Dialog } from '../../../lib/lazy-overlays';
import { useTranslation } from 'react-i18next';
import { resolveCopyKey } from '../../../../core/copy/resolve';
import type { FiredCheck } from '../../../../core/flow/checks';
import type { Answers, CopyRef, Flow, FlowContext } from '../../../../core/flow/types';

interface CheckModalProps {
  flow: Flow;
  check: FiredCheck | undefined;
  answers: Answers;
  context: FlowContext;
  onClose: () => void;
}

export function CheckModal({ flow, check, answers, context, onClose }: CheckModalProps) {
  const { t } = useTranslation();
  const modal = check?.effect === 'modal' && check.modal ? flow.modals?.[check.modal] : undefined;
  if (!check || !modal) return null;
  const text = (ref: CopyRef) => t(resolveCopyKey(ref, { answers, context }), check.params);
  const href = modal.action ? check.params[modal.action.hrefParam] : undefined;
  const id = `check-modal-${check.modal}`;
  return (
    <Dialog open {...(modal.dismissable === false ? {} : { onClose })} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <DialogTitle id={`${id}-title`}>{text(modal.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{text(modal.body)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text(modal.close)}</Button>
        {modal.action && typeof href === 'string' && href && (
          <Button variant="contained" href={href}>
            {text(modal.action.label)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
