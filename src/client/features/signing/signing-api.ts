// The signing screens' calls: the closing documents (GET .../closing-documents) and one PDF's bytes
// (GET .../closing-documents/{documentUuid}, with the session like every call).
import { closingRoutes } from '../../../core/contract/closing-routes';
import type { ApiClosingDocuments } from '../../../generated/types/api-closing-documents';
import { apiCall, ApiError } from '../../lib/api';
import { storedToken } from '../../lib/auth-token';
import { toApiFailure } from '../../../core/contract/api-error';

export type ClosingDocument = ApiClosingDocuments['documents'][number];

export const closingDocumentsKey = (uuid: string) => closingRoutes.closingDocuments.path({ uuid });

export const readClosingDocuments = (path: string) => apiCall<ApiClosingDocuments>('GET', path);

/** The PDF's bytes exactly as stored. */
export async function readPdf(uuid: string, documentUuid: string, orgCode: string): Promise<ArrayBuffer> {
  const token = storedToken();
  const response = await fetch(closingRoutes.closingDocument.path({ uuid, documentUuid }), {
    credentials: 'same-origin',
    headers: { accept: 'application/pdf', 'x-org': orgCode, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(toApiFailure(response.status, await response.json().catch(() => undefined)));
  return response.arrayBuffer();
}

/** The download's file name: the document's kind, and its copy when there are two. */
export const pdfFileName = (d: ClosingDocument): string => `${d.kind.toLowerCase().replace(/_/g, '-')}${d.copyNumber > 1 ? `-copy-${d.copyNumber}` : ''}.pdf`;
