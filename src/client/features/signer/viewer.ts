// The document viewer the signing screens use (features/signing), handed to this area by app/
// (features do not import each other): the same PDF viewer, with the same read-to-the-end rule.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClosingDocuments } from '../../../generated/types/api-closing-documents';
import type { SignerConsentDocument, SignerDocument } from './signer-api';

type ViewerDocument = ApiClosingDocuments['documents'][number];
/** Draws the viewer for one document (a render function, so this area never makes a component in its render). */
export type DocumentViewer = (props: { uuid: string; document: ViewerDocument; onReachedEnd?: () => void }) => ReactNode;

export const ViewerContext = createContext<DocumentViewer | null>(null);

export function useDocumentViewer(): DocumentViewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('the signer area was mounted without a document viewer');
  return viewer;
}

/** A signer's document in the shape the viewer reads (every one of them needs the signer's signature). */
export const asViewerDocument = (d: SignerDocument): ViewerDocument => ({ ...d, kind: d.kind as ViewerDocument['kind'], requiresSignature: true, createdAt: '' });

/** The E-SIGN consent's PDF in the viewer's shape: read, not signed. */
export const asViewerConsent = (d: SignerConsentDocument): ViewerDocument => ({ ...d, kind: d.kind as ViewerDocument['kind'], requiresSignature: false, signedAt: null, createdAt: '' });
