// Where a co-signer stands, as a page of the area: pure, from the co-deed status.
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import type { CoDeedStatus } from './signer-api';

// Statuses after which there is nothing to sign: the application ended without a line.
const ENDED = new Set(['CANCELLED', 'DECLINED']);

export function signerPageFor(status: CoDeedStatus): string {
  if (ENDED.has(status.status)) return signerPageRoutes.cancelled;
  if (status.identityVerification === null) return signerPageRoutes.intro;
  if (!status.identityVerified) return signerPageRoutes.identity;
  if (!status.esignConsented) return signerPageRoutes.consent;
  if (!status.signed) return signerPageRoutes.sign;
  return signerPageRoutes.documents;
}
