// The signing screens' calls: the closing documents (GET .../closing-documents) and one PDF's bytes
// (GET .../closing-documents/{documentUuid}, with the session like every call).
import { closingRoutes } from '../../../core/contract/closing-routes';
import type { ApiClosingDocuments } from '../../../generated/types/api-closing-documents';
import { apiCall } from '../../lib/api';
export { readPdf } from '../../lib/closing-pdf';

export type ClosingDocument = ApiClosingDocuments['documents'][number];

export const closingDocumentsKey = (uuid: string) => closingRoutes.closingDocuments.path({ uuid });

export const readClosingDocuments = (path: string) => apiCall<ApiClosingDocuments>('GET', path);

/** The download's file name: the document's kind, and its copy when there are two. */
export const pdfFileName = (d: ClosingDocument): string => `${d.kind.toLowerCase().replace(/_/g, '-')}${d.copyNumber > 1 ? `-copy-${d.copyNumber}` : ''}.pdf`;
