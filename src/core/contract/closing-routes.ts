// The route table's part for closing (issue 14: documents, signing, notary, bank accounts, the sandbox's closing clock), kept in a module of its own
// so the first page's JavaScript does not carry it (bundle-budget.json): only the signing screens
// and the server import it. Same shape as ./routes.ts: the server registers `pattern`, the client
// calls `path(...)`.
import { APPLICATION, route } from './routes';

export const closingRoutes = {
  /** Ours: the generated closing documents (PDFs) with their hashes and signatures. */
  closingDocuments: route<'uuid'>(`${APPLICATION}/:uuid/closing-documents`),
  /** Ours: one closing document's bytes as stored. */
  closingDocument: route<'uuid' | 'documentUuid'>(`${APPLICATION}/:uuid/closing-documents/:documentUuid`),
  /** Ours: what the notary, bank and complete screens show (numbers as their last four digits only). */
  closing: route<'uuid'>(`${APPLICATION}/:uuid/closing`),
  /** Ours: the notary provider's open slots for a manual notarisation. */
  notarySlots: route<'uuid'>(`${APPLICATION}/:uuid/notary/slots`),
  /** Ours: opens (or reopens) the eNotary's video session with its identity quiz. */
  notarySession: route<'uuid'>(`${APPLICATION}/:uuid/notary/session`),
  /** Ours: POST links the applicant's bank through the bank-data provider; GET answers the latest link (a reload); both with the accounts' last four digits. */
  bankLinks: route<'uuid'>(`${APPLICATION}/:uuid/bank-links`),
  /** Sandbox only (refused with NODE_ENV=production): moves an application's closing clock forward. */
  sandboxClock: route<'uuid'>('/sandbox/applications/:uuid/clock'),
  /** Sandbox only: the note signed, as the signing screens will send it (the staff event NOTE_SIGNED). */
  sandboxSignNote: route<'uuid'>('/sandbox/applications/:uuid/sign-note'),
};
