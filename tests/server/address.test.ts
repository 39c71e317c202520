// Address typeahead (spec section 7) over HTTP: the sandbox list answers the typed text appended to
// the URL, with the addresses the journeys need (NY, HI, AL and the default brand's disaster ZIPs).
import { expect, it } from 'vitest';
import { describeOnEachDatabase, expectAnswer } from './api-contract';

const typeahead = (text: string) => `/service-address/external/api/v1/typeahead/${encodeURIComponent(text)}`;
type Suggestion = { street1: string; city: string; state: string; zip: string; fullAddress: string };

describeOnEachDatabase('address typeahead', (app) => {
  it('answers the addresses whose words start with every typed word', async () => {
    const body: Suggestion[] = await expectAnswer(app(), { method: 'GET', url: typeahead('100 main') }, 200, 'api-address-typeahead');
    expect(body.map((a) => a.fullAddress)).toEqual(['100 Main St, Springfield, IL 62701']);
    const main: Suggestion[] = await expectAnswer(app(), { method: 'GET', url: typeahead('Main St') }, 200, 'api-address-typeahead');
    expect(main.length).toBeGreaterThanOrEqual(3);
    for (const a of main) expect(a.fullAddress).toMatch(/Main St/);
  });

  it('holds addresses in New York, Hawaii, Alabama and the disaster ZIPs 90263, 33040 and 70112', async () => {
    for (const [text, state, zip] of [['350 Fifth', 'NY', '10118'], ['Kalakaua', 'HI', '96815'], ['Dexter Ave', 'AL', '36104'], ['Malibu', 'CA', '90263'], ['Duval', 'FL', '33040'], ['Canal St New Orleans', 'LA', '70112']]) {
      const body: Suggestion[] = await expectAnswer(app(), { method: 'GET', url: typeahead(text!) }, 200, 'api-address-typeahead');
      expect(body[0], text).toMatchObject({ state, zip });
    }
  });

  it('answers no suggestions for under 3 characters or text nothing matches', async () => {
    for (const text of ['10', 'zz', 'Nowhere Street 999']) {
      expect(await expectAnswer(app(), { method: 'GET', url: typeahead(text) }, 200, 'api-address-typeahead'), text).toEqual([]);
    }
  });

  it('refuses text over 100 characters (the longest path parameter the server takes) without a server error', async () => {
    expect(await expectAnswer(app(), { method: 'GET', url: typeahead('a'.repeat(100)) }, 200, 'api-address-typeahead')).toEqual([]);
    expect((await app().app.inject({ method: 'GET', url: typeahead('a'.repeat(101)) })).statusCode).toBe(414);
  });
});
