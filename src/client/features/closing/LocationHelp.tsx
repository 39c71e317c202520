// The location-permission explanation (spec section 8: 'Why we need your location').
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LocationHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="location-help-title" aria-describedby="location-help-body">
      <DialogTitle id="location-help-title">{t('closing.notary.location.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="location-help-body">{t('closing.notary.location.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('closing.notary.location.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
