// The staff console's API calls carry the server's error code, so the sign-in form can show the
// one-time code field when a staff account past its ceiling of failures answers LOGIN_CODE_REQUIRED.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffApiError, staffCall } from '../../src/client/features/staff/staff-api';

const MESSAGE = 'For your security, we emailed you a one-time code. If your email and password are correct, enter the code to log in.';

describe('staffCall', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("throws a StaffApiError with the API's status, words and code", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'LOGIN_CODE_REQUIRED', errors: [MESSAGE] }), { status: 401, headers: { 'content-type': 'application/json' } }));
    const failure = await staffCall('POST', '/staff/api/v1/session', { body: { email: 'a@staff.example', password: 'x' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StaffApiError);
    expect({ status: (failure as StaffApiError).failure.status, message: (failure as StaffApiError).message, code: (failure as StaffApiError).failure.code }).toEqual({
      status: 401,
      message: MESSAGE,
      code: 'LOGIN_CODE_REQUIRED',
    });
  });
});
