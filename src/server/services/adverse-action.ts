// The adverse-action notice as a stored PDF (issue 14): made the first time a declined
// application's documents are asked for, with the same parts and words as the error/decline
// screen, and kept like every closing document (its SHA-256, the status machine's and the brand's
// versions). One generation per application, so a second call, a second tab or two servers at
// once keep one notice (the unique index; the loser's insert does nothing).
import { declineNotice, declineNoticeParts } from '../../core/status/decline';
import type { AppContext } from '../app-context';
import { generateAdverseActionPdf } from '../documents/closing-pdfs';
import { brandVersionOf, flowVersionOf } from '../documents/versions';
import { putClosingDocument } from '../store/closing-documents';
import { hasClosingGeneration } from '../store/closing';
import type { ApplicationRecord } from './application-records';
import { declineFacts } from './application-views';

const DECLINED = 'DECLINED';

export async function issueAdverseActionNotice(ctx: Pick<AppContext, 'db' | 'orgs' | 'copy' | 'pipeline' | 'now'>, application: ApplicationRecord): Promise<void> {
  if (application.status !== DECLINED) return;
  const generation = `${application.uuid}:${DECLINED}`;
  if (await hasClosingGeneration(ctx.db, application.uuid, generation)) return;
  const org = ctx.orgs.require(application.organizationCode);
  const { declineReasons, creditScore } = declineFacts(application, null);
  const parts = declineNoticeParts(declineNotice(declineReasons), { companyName: org.manifest.companyName, lenderAddress: org.manifest.footer.lenderAddress }, creditScore);
  const pdf = await generateAdverseActionPdf({ application, org, copy: ctx.copy, now: ctx.now() }, parts);
  const machine = ctx.pipeline.machines.forProduct(application.product);
  await putClosingDocument(ctx.db, {
    applicationUuid: application.uuid,
    generation,
    kind: pdf.kind,
    copyNumber: pdf.copyNumber,
    title: pdf.title,
    requiresSignature: false,
    content: pdf.content,
    locale: 'en',
    flowId: machine.id,
    flowVersion: flowVersionOf(machine),
    organizationCode: org.orgCode,
    brandVersion: brandVersionOf(org.manifest),
  });
}

