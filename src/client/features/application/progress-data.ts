// The HELOC 'Application progress' data, bundled from flows/ (checked by `npm run check`).
import data from '../../../../flows/heloc/application-progress.json';
import type { ApplicationProgress } from '../../../core/status/progress';

// JSON imports widen the types; the schema check guarantees the narrower one.
export const applicationProgress = data as unknown as ApplicationProgress;
