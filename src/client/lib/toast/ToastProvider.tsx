// Toasts for the whole app: useToast().show({ title, body, variant }) from any page. They stack in
// the bottom corner, each with a close button; errors and warnings are alerts, the rest statuses.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Box } from '@mui/material';
import { addToast, removeToast, toastRole, type Toast, type ToastInput } from './toast-list';

interface ToastApi {
  show: (toast: ToastInput) => void;
}

const ToastContext = createContext<ToastApi | undefined>(undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((input: ToastInput) => {
    const toast: Toast = { id: nextId.current++, title: input.title, variant: input.variant ?? 'info', ...(input.body ? { body: input.body } : {}) };
    setToasts((list) => addToast(list, toast));
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts} onClose={(id) => setToasts((list) => removeToast(list, id))} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() outside <ToastProvider>');
  return api;
}

function ToastStack({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  if (toasts.length === 0) return null;
  return (
    <Box sx={{ position: 'fixed', bottom: 16, right: 16, left: { xs: 16, sm: 'auto' }, zIndex: 'snackbar', display: 'grid', gap: 1, maxWidth: { sm: 400 } }}>
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.variant}
          role={toastRole(toast.variant)}
          variant="filled"
          onClose={() => onClose(toast.id)}
          slotProps={{ closeButton: { 'aria-label': t('shell.toast.close', { title: toast.title }) } }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.body}
        </Alert>
      ))}
    </Box>
  );
}
