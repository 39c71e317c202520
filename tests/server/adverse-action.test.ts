// The adverse-action notice as a stored PDF (issue 14, deliverable 1), over HTTP on PGlite and
// PostgreSQL: a declined application's documents are its notice, made once however often (or
// however concurrently) they are asked for, with the screen's parts in its text, readable only by
// its applicant; an application that is not declined gets none.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { declineNotice, declineNoticeParts } from '../../src/core/status/decline';
import { countRows, describeOnEachDatabase, expectAnswer } from './api-contract';
import { createUrl, helocRequest, pollUntilSettled, registerUser, type TestApp } from './harness';
import { pdfText } from '../core/pdf-text';
import { copyText } from '../../src/core/copy/resolve';

describe('the notice parts (pure)', () => {
  it('lists the reasons, the creditor and the ECOA notice, and the FCRA part with the score only when the credit report was used', () => {
    const creditor = { companyName: 'Acme', lenderAddress: '1 Main St' };
    const fromReport = declineNoticeParts(declineNotice(['CREDIT_SCORE_TOO_LOW']), creditor, 560);
    expect(fromReport.map((p) => p.id)).toEqual(['decline-reasons', 'decline-creditor', 'decline-ecoa', 'decline-fcra']);
    expect(fromReport[3]!.lines.at(-1)).toEqual({ key: 'decline.score', params: { score: 560 } });
    const fromRecords = declineNoticeParts(declineNotice(['RECENT_PURCHASE_OR_TITLE_TRANSFER']), creditor, null);
    expect(fromRecords.map((p) => p.id)).toEqual(['decline-reasons', 'decline-creditor', 'decline-ecoa']);
    expect(fromRecords[0]!.lines).toEqual([{ key: 'decline.reasons.RECENT_PURCHASE_OR_TITLE_TRANSFER' }]);
    // The name once, whether or not the brand's address starts with it.
    expect(fromRecords[1]!.lines[1]).toEqual({ address: [{ text: 'Acme' }, { text: '1 Main St' }] });
    const named = declineNoticeParts(declineNotice([]), { companyName: 'Acme', lenderAddress: 'Acme, 1 Main St' }, null);
    expect(named[1]!.lines[1]).toEqual({ address: [{ text: 'Acme, 1 Main St' }] });
  });
});

describeOnEachDatabase('the adverse-action notice', (app) => {
  async function applicant(t: TestApp, lastName: string) {
    const user = await registerUser(t.app);
    const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName }) });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string; loanNumber: string };
    const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    return { ...user, uuid, status: settled.status, loanNumber: (created.json() as { loanNumber: string }).loanNumber };
  }
  const list = (t: TestApp, uuid: string, auth: Record<string, string>) => ({ method: 'GET' as const, url: closingRoutes.closingDocuments.path({ uuid }), headers: auth });

  it('is the one document of a declined application, made once for calls at the same time, its text the screen\'s', async () => {
    const t = app();
    const who = await applicant(t, 'Lowscore');
    expect(who.status).toBe('DECLINED');
    const answers = await Promise.all([1, 2, 3].map(() => expectAnswer(t, list(t, who.uuid, who.auth), 200, 'api-closing-documents')));
    const [first] = answers;
    expect(first.documents).toEqual([
      expect.objectContaining({ kind: 'ADVERSE_ACTION_NOTICE', copyNumber: 1, title: 'Statement of Credit Denial', requiresSignature: false, signedAt: null }),
    ]);
    for (const again of answers) expect(again.documents.map((d: { uuid: string }) => d.uuid)).toEqual([first.documents[0].uuid]);
    expect(await countRows(t, 'closing_documents', 'application_uuid = $1', [who.uuid])).toBe(1);

    const pdf = await t.app.inject({ method: 'GET', url: closingRoutes.closingDocument.path({ uuid: who.uuid, documentUuid: first.documents[0].uuid }), headers: who.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(first.documents[0].sha256);
    // Read as a person does: the page footer between two pages' lines is not part of a sentence.
    const words = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ').replace(/ Statement of Credit Denial - Page \d+ of \d+ /g, ' ');
    const t_ = (key: string, params: Record<string, unknown> = {}) => copyText(t.ctx.copy, key, params);
    for (const expected of [
      t_('documents.adverseAction.title'),
      `Application ID: ${who.loanNumber}`,
      t_('decline.reasonsHeading'),
      `- ${t_('decline.reasons.CREDIT_SCORE_TOO_LOW')}`,
      t_('decline.ecoa'),
      t_('decline.fcraFreeCopy'),
      t_('decline.score', { score: 560 }),
    ]) {
      expect(words).toContain(expected);
    }
  }, 60_000);

  it('is readable only by its applicant: another gets 404 for the list and the PDF', async () => {
    const t = app();
    const who = await applicant(t, 'Lowscore');
    const { documents } = await expectAnswer(t, list(t, who.uuid, who.auth), 200, 'api-closing-documents');
    const other = await registerUser(t.app);
    expect((await t.app.inject(list(t, who.uuid, other.auth))).statusCode).toBe(404);
    const pdf = await t.app.inject({ method: 'GET', url: closingRoutes.closingDocument.path({ uuid: who.uuid, documentUuid: documents[0].uuid }), headers: other.auth });
    expect(pdf.statusCode).toBe(404);
  }, 60_000);

  it('is not made for an application that is not declined', async () => {
    const t = app();
    const who = await applicant(t, 'Applicant');
    expect(who.status).toBe('OFFER_SELECTION');
    expect((await expectAnswer(t, list(t, who.uuid, who.auth), 200, 'api-closing-documents')).documents).toEqual([]);
    expect(await countRows(t, 'closing_documents', 'application_uuid = $1', [who.uuid])).toBe(0);
  }, 60_000);
});
