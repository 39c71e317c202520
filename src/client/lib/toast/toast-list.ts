// The toasts on screen (spec section 2): title, body, variant; at most MAX_TOASTS, the oldest
// dropped first when a new one arrives.
export const MAX_TOASTS = 5;

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  title: string;
  body?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  body?: string;
}

/** The list after `toast` arrives: newest last, no more than `max`. */
export function addToast(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  return [...list, toast].slice(-max);
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** Warnings and errors interrupt (role=alert); success and info wait their turn (role=status). */
export const toastRole = (variant: ToastVariant): 'alert' | 'status' => (variant === 'error' || variant === 'warning' ? 'alert' : 'status');
