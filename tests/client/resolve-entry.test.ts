// The entry's offer-code lookup sends the letter's ZIP code the applicant gave (issue 12: the code
// alone names nobody), prefills from a found offer and drops a code the server does not answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { immediateEntry, resolveEntry } from '../../src/client/features/entry/resolve-entry';

const OFFER = { offerCode: 'PRESCREEN2026', firstName: 'Morgan', lastName: 'Mailer', street1: '250 Oak Ave', city: 'Sacramento', state: 'CA', zip: '95814', inHomeDate: '2026-01-05', respondByDate: '2026-12-31' };
const brand = { orgCode: 'acme-lending', referrerRequired: false, products: ['heloc', 'crypto-heloc'] };

function serve(answer: (url: string) => { status: number; body: unknown }) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('resolveEntry with an offer code', () => {
  it("asks with the letter's ZIP code and prefills the name and address of the offer", async () => {
    const urls = serve(() => ({ status: 200, body: OFFER }));
    const outcome = await resolveEntry(new URLSearchParams('offerCode=PRESCREEN2026'), brand, '95814');
    expect(urls).toEqual(['/offercode/PRESCREEN2026?zip=95814']);
    expect(outcome).toMatchObject({ kind: 'ready', entry: { context: { prescreen: true } }, drop: [] });
    expect(outcome.kind === 'ready' && outcome.prefill).toEqual({
      name: { firstName: 'Morgan', lastName: 'Mailer' },
      propertyAddress: { street1: '250 Oak Ave', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
  });

  it('drops the code when the server answers it as unknown (another ZIP code, or none)', async () => {
    const urls = serve(() => ({ status: 404, body: { code: 'NOT_FOUND', errors: ['Not Found'] } }));
    const outcome = await resolveEntry(new URLSearchParams('offerCode=PRESCREEN2026'), brand);
    expect(urls).toEqual(['/offercode/PRESCREEN2026?zip=']);
    expect(outcome).toEqual({ kind: 'ready', entry: { context: {} }, prefill: {}, drop: ['offerCode'] });
  });
});

describe('resolveEntry with a referral', () => {
  const REFERRAL_UUID = 'd0000000-0000-4000-8000-000000000001';
  const REFERRAL = { uuid: REFERRAL_UUID, firstName: 'Pat', lastName: 'Referred', street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', phoneNumber: '(555) 555-0100', email: 'pat@example.com' };

  it('reads the referral by id and prefills the phone and the email the link cannot carry, under what the link gave', async () => {
    const urls = serve(() => ({ status: 200, body: REFERRAL }));
    const outcome = await resolveEntry(new URLSearchParams(`referralId=${REFERRAL_UUID}`), brand);
    expect(urls).toEqual([`/service-lead-portal/api/referrals/${REFERRAL_UUID}`]);
    expect(outcome.kind === 'ready' && outcome.prefill).toEqual({
      name: { firstName: 'Pat', lastName: 'Referred' },
      propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' },
      phoneNumber: '(555) 555-0100',
      email: 'pat@example.com',
    });
  });

  it('drops a referral the server does not hold, so it is not sent with the application', async () => {
    serve(() => ({ status: 404, body: { code: 'NOT_FOUND', errors: ['Not Found'] } }));
    const outcome = await resolveEntry(new URLSearchParams(`referralId=${REFERRAL_UUID}`), brand);
    expect(outcome).toEqual({ kind: 'ready', entry: { context: {} }, prefill: {}, drop: ['referralId'] });
  });

  it('keeps the referral when the read fails for another reason, and prefills nothing from it', async () => {
    serve(() => ({ status: 503, body: {} }));
    const outcome = await resolveEntry(new URLSearchParams(`referralId=${REFERRAL_UUID}`), brand);
    expect(outcome).toEqual({ kind: 'ready', entry: { context: {} }, prefill: {}, drop: [] });
  });
});

describe('resolveEntry retries the offer code (spec section 7: 5 attempts from 1000 ms, doubling)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after 1 s and 2 s while the server fails, and takes the offer when it answers', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const urls = serve(() => (++calls < 3 ? { status: 503, body: { code: 'UNAVAILABLE', errors: ['Service Unavailable'] } } : { status: 200, body: OFFER }));
    const pending = resolveEntry(new URLSearchParams('offerCode=PRESCREEN2026'), brand, '95814');
    await vi.advanceTimersByTimeAsync(999);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toMatchObject({ kind: 'ready', entry: { context: { prescreen: true } }, drop: [] });
    expect(urls).toHaveLength(3);
  });

  it('gives up after 5 attempts: the code kept, the page goes on (a 404 is asked once, above)', async () => {
    vi.useFakeTimers();
    const urls = serve(() => ({ status: 502, body: {} }));
    const pending = resolveEntry(new URLSearchParams('offerCode=PRESCREEN2026'), brand, '95814');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(await pending).toEqual({ kind: 'ready', entry: { context: {} }, prefill: {}, drop: [] });
    expect(urls).toHaveLength(5);
  });
});

describe('immediateEntry', () => {
  it('answers what resolveEntry answers, at once, when the query asks nothing to be looked up', async () => {
    const urls = serve(() => ({ status: 500, body: {} }));
    const query = new URLSearchParams('utm_source=mail&step=property-info');
    const outcome = await resolveEntry(query, brand);
    expect(outcome.kind === 'ready' && outcome.entry).toEqual(immediateEntry(query, brand));
    expect(urls).toEqual([]);
  });

  it('answers nothing when there is a referrer, an offer code or a prefill, or the brand requires a referrer', () => {
    for (const query of ['referrer=c0000000-0000-4000-8000-000000000001', 'referralId=d0000000-0000-4000-8000-000000000001', 'offerCode=PRESCREEN2026', 'p=abc']) {
      expect(immediateEntry(new URLSearchParams(query), brand), query).toBeUndefined();
    }
    expect(immediateEntry(new URLSearchParams(''), { ...brand, referrerRequired: true })).toBeUndefined();
  });

  it('answers nothing for a link naming a product the brand does not offer (the page leaves for not-accepting-apps)', () => {
    expect(immediateEntry(new URLSearchParams('utm_source=cloc'), brand)).toEqual({ context: {} });
    expect(immediateEntry(new URLSearchParams('utm_source=cloc'), { ...brand, products: ['heloc'] })).toBeUndefined();
    expect(immediateEntry(new URLSearchParams('utm_source=mail'), { ...brand, products: ['heloc'] })).toEqual({ context: {} });
  });
});
