// Toasts (spec sections 2 and 9): at most 5 on screen, the oldest dropped first.
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, addToast, removeToast, toastRole, type Toast } from '../../src/client/lib/toast/toast-list';

const toast = (id: number): Toast => ({ id, title: `Toast ${id}`, variant: 'info' });

describe('addToast', () => {
  it('keeps at most 5, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= 7; id++) list = addToast(list, toast(id));
    expect(MAX_TOASTS).toBe(5);
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('adds the newest last and leaves the old list alone', () => {
    const before = [toast(1)];
    expect(addToast(before, toast(2)).map((t) => t.id)).toEqual([1, 2]);
    expect(before.map((t) => t.id)).toEqual([1]);
  });

  it('removes one by id', () => {
    expect(removeToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });
});

describe('toastRole', () => {
  it('announces errors and warnings as alerts, the rest as statuses', () => {
    expect(['error', 'warning', 'success', 'info'].map((v) => toastRole(v as Toast['variant']))).toEqual(['alert', 'alert', 'status', 'status']);
  });
});
