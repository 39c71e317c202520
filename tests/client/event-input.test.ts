// An event's input checked in the browser by the server's own precompiled schema validator, and
// the signature's typed name: one rule for both sides (the screens trimmed it, the schema did not,
// so ' P ' was refused by the page and signed by the API as 'P').
import { describe, expect, it } from 'vitest';
import { checkEventInput, checkInput } from '../../src/client/lib/event-input';
import { SIGNATURE_SCHEMA, signatureAnswers } from '../../src/client/lib/signature';
import { toFieldErrors } from '../../src/core/validation/validate-step';
import { eventCatalogue } from '../../src/generated/event-catalogue';
import { eventInputSchemas, inputValidators } from '../../src/generated/event-inputs';
import { SIGN_DOCUMENT, SUBMIT_LIENS, FINISH_SIGNING, type EventName } from '../../src/generated/events';
import { validatorsById } from '../../src/generated/validators/schemas';

const document = { uuid: '3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a', sha256: 'a'.repeat(64) };
const serverCheck = (answers: unknown) => {
  const validate = validatorsById[SIGNATURE_SCHEMA as keyof typeof validatorsById]!;
  return validate(answers) ? [] : toFieldErrors(validate.errors ?? []).map((e) => `${e.pointer} ${e.messageKey}`);
};

describe('the browser validators of event inputs', () => {
  it('are generated for every schema an applicant or co-signer event names (from the catalogue, not a list)', () => {
    const named = Object.values(eventCatalogue).filter((e) => e.senders.some((s) => s === 'applicant' || s === 'co-signer') && e.input && 'schema' in e.input);
    expect(named.length).toBeGreaterThan(10);
    for (const e of named) {
      const schema = (e.input as { schema: string }).schema;
      expect(eventInputSchemas[e.name as EventName]).toBe(schema);
      expect(inputValidators[schema]).toBeTypeOf('function');
    }
  });

  it('refuse what the server refuses, with the schema message at the field, before any request', async () => {
    expect(await checkEventInput(SUBMIT_LIENS, {})).toMatchObject({ kind: 'fields' });
    expect(await checkEventInput(SIGN_DOCUMENT, { ...signatureAnswers(document, { name: 'Pat Applicant', agree: false }) })).toEqual({
      kind: 'fields', message: undefined, fields: [{ pointer: '/agree', message: 'signing.sign.agreeRequired', params: expect.any(Object) }],
    });
    expect(await checkEventInput(SIGN_DOCUMENT, { ...signatureAnswers(document, { name: 'Pat Applicant', agree: true }) })).toBeUndefined();
    // An event without an input schema is the server's alone to judge.
    expect(await checkEventInput(FINISH_SIGNING, undefined)).toBeUndefined();
  });
});

describe("a signature's typed name, one rule in the browser and on the server", () => {
  it('is trimmed by the one function both signing screens use', () => {
    expect(signatureAnswers(document, { name: '  Pat Applicant ', agree: true }).signatureName).toBe('Pat Applicant');
  });

  it('is refused by the schema with a space before or after it, or under two letters once trimmed', async () => {
    expect(serverCheck({ ...signatureAnswers(document, { name: 'x', agree: true }), signatureName: ' Pat' })).toEqual(['/signatureName signing.sign.nameRequired']);
    expect(serverCheck({ ...signatureAnswers(document, { name: 'x', agree: true }), signatureName: 'Pat ' })).toEqual(['/signatureName signing.sign.nameRequired']);
    expect(serverCheck({ ...signatureAnswers(document, { name: 'x', agree: true }), signatureName: ' P ' })).toEqual(['/signatureName signing.sign.nameRequired']);
    expect(serverCheck(signatureAnswers(document, { name: '  Pat Applicant ', agree: true }))).toEqual([]);
    // The browser: what the screens send for ' P ' is refused there with the same message.
    const refused = await checkInput(SIGNATURE_SCHEMA, { ...signatureAnswers(document, { name: ' P ', agree: true }) });
    expect(refused).toMatchObject({ kind: 'fields', fields: [{ pointer: '/signatureName', message: 'signing.sign.nameRequired' }] });
  });
});
