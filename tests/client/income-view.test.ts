// The income screens' pure rules: the methods an offer set asks for, the paystub count, the
// application id kept in heloc_uuid across the provider's page, and the providers' returns.
import { describe, expect, it } from 'vitest';
import {
  forgetLink, HELOC_UUID_KEY, incomeMethods, linkMethodOf, paystubsRequired, readCallback, rememberLink, safeHostedUrl, storedApplicationId,
} from '../../src/client/features/income/income-view';

const uuid = '3f0c4a5e-1111-4222-8333-444455556666';

function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('incomeMethods', () => {
  it('offers payroll link, bank link and paystub upload when the offer set names no method', () => {
    expect(incomeMethods({ incomeRequestRecords: [] })).toEqual(['payroll', 'bank', 'upload']);
    expect(incomeMethods(undefined)).toEqual(['payroll', 'bank', 'upload']);
  });

  it('offers only the screens of the sources the records name, in a fixed order', () => {
    expect(incomeMethods({ incomeRequestRecords: [{ methods: ['MANUAL_PAYSTUB', 'PLAID_TRANSACTIONS'], verificationMethod: 'PLAID_TRANSACTIONS' }] })).toEqual(['bank', 'upload']);
    expect(incomeMethods({ incomeRequestRecords: [{ methods: ['TRUV_PAYROLL'], verificationMethod: 'UNKNOWN' }] })).toEqual(['payroll']);
    // Only sources no screen collects: every method rather than none.
    expect(incomeMethods({ incomeRequestRecords: [{ methods: ['OTHER'], verificationMethod: 'UNKNOWN' }] })).toEqual(['payroll', 'bank', 'upload']);
  });
});

describe('linkMethodOf and paystubsRequired', () => {
  it('reads the link type from the path', () => {
    expect(linkMethodOf('income/link/payroll')).toBe('PAYROLL');
    expect(linkMethodOf('income/link/bank')).toBe('BANK');
    expect(linkMethodOf('income/link/other')).toBeUndefined();
  });

  it("takes the condition's or offer set's numDocsRequired, default 1", () => {
    expect(paystubsRequired(undefined, {})).toBe(1);
    expect(paystubsRequired({ xtraData: { numDocsRequired: 3 } }, { numDocsRequired: 2 })).toBe(3);
    expect(paystubsRequired({}, { numDocsRequired: 2 })).toBe(2);
    expect(paystubsRequired({ numDocsRequired: 0 }, { numDocsRequired: 'two' })).toBe(1);
    // Never more than one UPLOAD_PAYSTUBS takes.
    expect(paystubsRequired({ numDocsRequired: 12 })).toBe(10);
  });
});

describe('heloc_uuid', () => {
  it('keeps the application id and the session, and reads back only a well-formed id', () => {
    const store = memoryStore();
    expect(rememberLink(store, uuid, { linkSessionId: 'ls-1', method: 'BANK' })).toBe(true);
    expect(store.map.get(HELOC_UUID_KEY)).toBe(uuid);
    expect(HELOC_UUID_KEY).toBe('heloc_uuid');
    expect(storedApplicationId(store)).toBe(uuid);
    expect(storedApplicationId(memoryStore({ heloc_uuid: '../../admin' }))).toBeUndefined();
    expect(storedApplicationId(memoryStore())).toBeUndefined();
  });

  it('survives blocked storage', () => {
    expect(rememberLink(blocked, uuid, { linkSessionId: 'ls-1', method: 'BANK' })).toBe(false);
    expect(storedApplicationId(blocked)).toBeUndefined();
    expect(() => forgetLink(blocked)).not.toThrow();
  });
});

describe('readCallback', () => {
  it('pointserv: a successful return links payroll with the session of the query', () => {
    const store = memoryStore({ heloc_uuid: uuid });
    expect(readCallback('pointserv', '?linkSessionId=ls-9&status=success', store)).toEqual({ ok: true, uuid, answers: { method: 'PAYROLL', linkSessionId: 'ls-9' } });
    expect(readCallback('pointserv', '?linkSessionId=ls-9&status=cancelled', store)).toEqual({ ok: false, reason: 'notLinked' });
    expect(readCallback('pointserv', '?status=success', store)).toEqual({ ok: false, reason: 'noSession' });
  });

  it('plaid: links the bank session kept before leaving, else the oauth state id', () => {
    const store = memoryStore();
    rememberLink(store, uuid, { linkSessionId: 'ls-bank', method: 'BANK' });
    expect(readCallback('plaid', '?oauth_state_id=abc', store)).toEqual({ ok: true, uuid, answers: { method: 'BANK', linkSessionId: 'ls-bank' } });
    forgetLink(store);
    expect(storedApplicationId(store)).toBe(uuid);
    expect(readCallback('plaid', '?oauth_state_id=abc', store)).toEqual({ ok: true, uuid, answers: { method: 'BANK', linkSessionId: 'abc' } });
    expect(readCallback('plaid', '', store)).toEqual({ ok: false, reason: 'noSession' });
  });

  it('below /{uuid} the path names the application, whatever heloc_uuid holds', () => {
    const other = '9a0c4a5e-1111-4222-8333-444455556666';
    expect(readCallback('pointserv', '?linkSessionId=ls-9&status=success', memoryStore({ heloc_uuid: other }), uuid)).toEqual({ ok: true, uuid, answers: { method: 'PAYROLL', linkSessionId: 'ls-9' } });
    expect(readCallback('pointserv', '?linkSessionId=ls-9&status=success', memoryStore(), uuid)).toEqual({ ok: true, uuid, answers: { method: 'PAYROLL', linkSessionId: 'ls-9' } });
    expect(readCallback('pointserv', '?linkSessionId=ls-9&status=success', memoryStore({ heloc_uuid: other }), 'not-a-uuid')).toEqual({ ok: true, uuid: other, answers: { method: 'PAYROLL', linkSessionId: 'ls-9' } });
  });

  it('without heloc_uuid there is no application to link', () => {
    expect(readCallback('plaid', '?oauth_state_id=abc', memoryStore())).toEqual({ ok: false, reason: 'noApplication' });
    expect(readCallback('pointserv', '?linkSessionId=x&status=success', blocked)).toEqual({ ok: false, reason: 'noApplication' });
  });
});

describe('safeHostedUrl', () => {
  it('follows http(s) and site paths only', () => {
    expect(safeHostedUrl('https://link.example.com/s/1', 'http://127.0.0.1:3115')).toBe('https://link.example.com/s/1');
    expect(safeHostedUrl('/sandbox/income-link/1', 'http://127.0.0.1:3115')).toBe('http://127.0.0.1:3115/sandbox/income-link/1');
    expect(safeHostedUrl('javascript:alert(1)', 'http://127.0.0.1:3115')).toBeUndefined();
    expect(safeHostedUrl(undefined, 'http://127.0.0.1:3115')).toBeUndefined();
  });
});
