// The route table's part for closing documents and signing (issue 14), kept in a module of its own
// so the first page's JavaScript does not carry it (bundle-budget.json): only the signing screens
// and the server import it. Same shape as ./routes.ts: the server registers `pattern`, the client
// calls `path(...)`.
import { APPLICATION, route } from './routes';

export const closingRoutes = {
  /** Ours: the generated closing documents (PDFs) with their hashes and signatures. */
  closingDocuments: route<'uuid'>(`${APPLICATION}/:uuid/closing-documents`),
  /** Ours: one closing document's bytes as stored. */
  closingDocument: route<'uuid' | 'documentUuid'>(`${APPLICATION}/:uuid/closing-documents/:documentUuid`),
};
