import { describe, expect, it } from 'vitest';
import { endsSession, toApiFailure as failureOf } from '../../src/core/contract/api-error';

const toApiFailure = (status: number, body: unknown) => failureOf(status, body, 'Something unexpected happened');

describe('toApiFailure (the client rule of spec section 8)', () => {
  it('joins the errors list of the answer', () => {
    expect(toApiFailure(409, { code: 'ACTIVE_APPLICATION_EXISTS', errors: ['Active application already exists.'] })).toEqual({
      status: 409,
      code: 'ACTIVE_APPLICATION_EXISTS',
      message: 'Active application already exists.',
      fields: [],
    });
    expect(toApiFailure(400, { errors: ['Required', 'Please enter a valid zipcode'] }).message).toBe('Required, Please enter a valid zipcode');
  });

  it("says 'Something unexpected happened' when the answer has no usable errors", () => {
    for (const body of [undefined, null, 'oops', {}, { errors: [] }, { errors: [1, null] }, []]) {
      expect(toApiFailure(500, body).message, JSON.stringify(body)).toBe('Something unexpected happened');
    }
  });

  it('keeps the field messages of an invalid body', () => {
    const failure = toApiFailure(400, { code: 'INVALID_REQUEST', errors: ['Please enter a valid zipcode'], fields: [{ pointer: '/zip', messageKey: 'errors.address.zipInvalid', message: 'Please enter a valid zipcode' }] });
    expect(failure.fields).toEqual([{ pointer: '/zip', message: 'Please enter a valid zipcode' }]);
  });

  it('keeps the copy key of the words: the server\'s, or common.errors.generic when none came', () => {
    expect(toApiFailure(401, { code: 'INVALID_CREDENTIALS', messageKey: 'refusals.invalidCredentials', errors: ['The email or password you entered is incorrect.'] }).messageKey).toBe('refusals.invalidCredentials');
    expect(toApiFailure(502, '<html>Bad gateway</html>')).toMatchObject({ messageKey: 'common.errors.generic', message: 'Something unexpected happened' });
  });

  it('ends the session on 401, and on 403 saying unauthenticated, by code, whatever the words', () => {
    expect(endsSession({ status: 401, code: 'UNAUTHENTICATED' })).toBe(true);
    expect(endsSession({ status: 401, code: undefined })).toBe(true);
    expect(endsSession({ status: 403, code: 'UNAUTHENTICATED' })).toBe(true);
    expect(endsSession({ status: 403, code: 'ORGANIZATION_MISMATCH' })).toBe(false);
    expect(endsSession(toApiFailure(403, { errors: ['unauthenticated'] }))).toBe(false);
    expect(endsSession({ status: 404, code: 'NOT_FOUND' })).toBe(false);
  });
});
