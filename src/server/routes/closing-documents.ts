// The generated closing documents (issue 14): the list of the latest generation with each PDF's
// SHA-256, whether it needs a signature and when it was signed, and each PDF's bytes exactly as
// stored (the hash the signature is bound to). Only the application's signers see them (today its
// applicant, through auth/own-application); anyone else, and a document of another application,
// gets the same 404 as an application that does not exist (catalogue Z1, U3). A declined
// application's list is its adverse-action notice, made on the first call.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import { closingRoutes } from '../../core/contract/closing-routes';
import { signedOf } from '../../core/status/guards';
import type { ApiClosingDocuments } from '../../generated/types/api-closing-documents';
import type { AppContext } from '../app-context';
import { audit } from '../audit';
import { ownApplication, participation } from '../auth/own-application';
import { coSignerReadable } from '../services/co-signing';
import { requireSession } from '../auth/session';
import { notFound } from '../errors';
import { resourceForLog } from '../logging';
import { issueAdverseActionNotice } from '../services/adverse-action';
import { getClosingDocument, listClosingDocuments, listEvidence } from '../store/closing-documents';

type UuidParams = { Params: { uuid: string } };
type DocumentParams = { Params: { uuid: string; documentUuid: string } };

// Shown in the page by pdf.js from these bytes; opened directly, a script-less sandboxed document.
const PDF_CSP = "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export function closingDocumentRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.get<UuidParams>(closingRoutes.closingDocuments.pattern, { onRequest: secure }, async (request): Promise<ApiClosingDocuments> => {
      const application = await ownApplication(ctx, request);
      await issueAdverseActionNotice(ctx, application);
      const documents = await listClosingDocuments(ctx.db, application.uuid);
      const signatures = (await listEvidence(ctx.db, application.uuid)).filter((e) => e.kind === 'SIGNATURE');
      const signed = signedOf(application.facts);
      return {
        esignConsented: typeof application.facts.esignConsent === 'string',
        documents: documents.map((d) => ({
          uuid: d.uuid,
          kind: d.kind as ApiClosingDocuments['documents'][number]['kind'],
          copyNumber: d.copyNumber,
          title: d.title,
          requiresSignature: d.requiresSignature,
          sha256: d.sha256,
          size: d.size,
          signedAt: Object.hasOwn(signed, d.uuid) ? (signatures.find((s) => s.documentUuid === d.uuid)?.at ?? null) : null,
          createdAt: d.createdAt,
        })),
      };
    });

    app.get<DocumentParams>(closingRoutes.closingDocument.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request, reply) => {
      // A 'signer' route: an additional signer reads the documents an owner on title signs and the
      // E-SIGN consent they give first (issue 31), no others.
      const part = await participation(ctx, request as FastifyRequest<UuidParams>, 'signer');
      const application = part.record;
      const { documentUuid } = request.params;
      const theirs = part.role === 'PRIMARY' || (await coSignerReadable(ctx.db, application.uuid)).some((d) => d.uuid === documentUuid);
      const document = isUuid(documentUuid) && theirs ? await getClosingDocument(ctx.db, application.uuid, documentUuid) : undefined;
      if (!document) {
        request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(documentUuid) }, 'closing document not found for caller');
        audit(request, { refused: true });
        throw notFound();
      }
      const fileName = `${document.kind.toLowerCase().replace(/_/g, '-')}${document.copyNumber > 1 ? `-copy-${document.copyNumber}` : ''}.pdf`;
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', PDF_CSP)
        .header('cache-control', 'no-store')
        .header('x-content-sha256', document.sha256)
        .send(document.content);
    });
  };
}
