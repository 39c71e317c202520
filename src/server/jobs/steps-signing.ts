// The signing steps: the closing documents generated as PDFs (GEN_NOTE_SIGNING), and the e-sign
// provider's envelope once the applicant has signed (WAITING_FOR_ESIGN, WAITING_FOR_CO_DEED). A
// retried generation (a crash mid-way, then the job again under the same idempotency key) stores
// each document once: the unique index on (application, generation, kind, copy) keeps the first.
import { randomInt } from 'node:crypto';
import { generateClosingPdfs } from '../documents/closing-pdfs';
import { brandVersionOf, flowVersionOf } from '../documents/versions';
import { listClosingDocuments, listEvidence, putClosingDocument, storedConfirmationCode } from '../store/closing-documents';
import { additionalSignerStates } from '../services/co-signing';
import { applicantOf, propertyAddress, type Runner, type StepDeps } from './steps-common';

/** The code the E-SIGN consent PDF prints; six digits, not guessable from the page. */
export const newConfirmationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function signingRunners(deps: StepDeps): Record<'signingDocuments' | 'esignEnvelope', Runner> {
  const documentsOf = async (applicationUuid: string, generation: string) =>
    (await listClosingDocuments(deps.db, applicationUuid)).filter((d) => d.generation === generation);
  return {
    async signingDocuments(application, idempotencyKey) {
      const org = deps.brandOf(application.organizationCode);
      const machine = deps.machineOf?.(application.product);
      const common = {
        applicationUuid: application.uuid,
        generation: idempotencyKey,
        locale: 'en',
        flowId: machine?.id ?? 'unknown',
        flowVersion: flowVersionOf(machine ?? null),
        organizationCode: org.orgCode,
        brandVersion: brandVersionOf(org.manifest),
      };
      const esignCode = newConfirmationCode();
      // The product's own documents (its machine's closingDocuments): a business-purpose line has no consumer notices.
      const kinds = machine?.closingDocuments;
      // The application's flags as the console sets them now (company-covers-appraisal words the fees).
      const flags = (await deps.flagsOf?.(application)) ?? {};
      const pdfs = await generateClosingPdfs({ application, org, copy: deps.copy ?? {}, now: deps.now(), esignCode, flags, ...(kinds ? { documents: kinds } : {}) });
      for (const pdf of pdfs) {
        await putClosingDocument(deps.db, {
          ...common,
          kind: pdf.kind,
          copyNumber: pdf.copyNumber,
          title: pdf.title,
          requiresSignature: pdf.requiresSignature,
          content: pdf.content,
          ...(pdf.kind === 'ESIGN_CONSENT' ? { confirmationCode: esignCode } : {}),
        });
        // The e-sign vendor places its signature fields on the stored document: on a retry the
        // first attempt's bytes are kept, so their hash (and the request) is the same.
        const stored = (await documentsOf(application.uuid, idempotencyKey)).find((d) => d.kind === pdf.kind && d.copyNumber === pdf.copyNumber)!;
        await deps.providers.esign.prepare({
          idempotencyKey: `${idempotencyKey}:${stored.kind}:${stored.copyNumber}`,
          applicationUuid: application.uuid,
          applicant: applicantOf(application),
          address: propertyAddress(application),
          documentKind: stored.kind,
          copyNumber: stored.copyNumber,
          sha256: stored.sha256,
        });
      }
      // The code of the E-SIGN PDF actually stored (the first attempt's, when this is a retry).
      const code = await storedConfirmationCode(deps.db, application.uuid, idempotencyKey);
      const documents = await documentsOf(application.uuid, idempotencyKey);
      return {
        outcome: 'DOCUMENTS_READY',
        facts: {
          esignCode: code,
          // The documents to sign and the hashes of their stored bytes (the guards bind signatures to them).
          closingDocuments: { generation: idempotencyKey, toSign: Object.fromEntries(documents.filter((d) => d.requiresSignature).map((d) => [d.uuid, d.sha256])) },
        },
        detail: { documents: documents.map((d) => ({ uuid: d.uuid, kind: d.kind, copyNumber: d.copyNumber, sha256: d.sha256 })) },
      };
    },
    async esignEnvelope(application, idempotencyKey) {
      const documents = await listClosingDocuments(deps.db, application.uuid);
      const evidence = await listEvidence(deps.db, application.uuid);
      const signatures = evidence.filter((e) => e.kind === 'SIGNATURE');
      const additionalSigners = await additionalSignerStates(deps.db, application.uuid);
      const result = await deps.providers.esign.complete({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        documents: documents.map((d) => ({
          documentUuid: d.uuid,
          sha256: d.sha256,
          signedSha256: signatures.find((s) => s.documentUuid === d.uuid)?.documentSha256 ?? null,
        })),
        ...(additionalSigners.length > 0 ? { additionalSigners } : {}),
      });
      return { outcome: result.outcome, facts: { esignEnvelopeId: result.envelopeId }, detail: result };
    },
  };
}
