// What a screen says of a failed call (spec section 8): the answer's words, else the generic ones.
// A network failure's own text ('Response was not defined for ...') is for the developer, not the
// applicant. Its own module: only the screens that show a failure load it, not the first render.
import i18next from 'i18next';
import { UNEXPECTED_KEY } from '../../core/contract/api-error';
import { ApiError } from './api';

export const failureMessage = (error: unknown): string => (error instanceof ApiError ? error.failure.message : i18next.t(UNEXPECTED_KEY));
