// A step's notes: plain copy references, and conditional notes that state a rule only where it
// applies (a brand that lends in a few states, or from 62) with their placeholders filled from the
// answers and context, so a brand's rule reads on its first page rather than when it blocks.
import { resolveCopyKey } from '../copy/resolve';
import { isTruthy, type LogicData } from '../logic';
import { evaluateAll } from './checks';
import type { CopyRef, Note } from './types';

export type ConditionalNote = Exclude<Note, CopyRef>;

/** A note with `if`, `key` and `params`, not a bare copy reference. */
export const isConditionalNote = (note: Note): note is ConditionalNote => typeof note === 'object' && !Array.isArray(note);

export interface ShownNote {
  key: string;
  params: Record<string, unknown>;
  /** Under the question, before the form, rather than under the form. */
  top: boolean;
}

/** The notes shown for this data, in order: a conditional note whose `if` is false is left out. */
export function shownNotes(notes: Note[] | undefined, data: LogicData): ShownNote[] {
  return (notes ?? []).flatMap((note): ShownNote[] => {
    if (!isConditionalNote(note)) return [{ key: resolveCopyKey(note, data), params: {}, top: false }];
    if (note.if !== undefined && !isTruthy(note.if, data)) return [];
    return [{ key: note.key, params: evaluateAll(note.params, data), top: note.at === 'top' }];
  });
}
