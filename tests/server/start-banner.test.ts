// The start banner's addresses are ones a browser can open (issue 31, item 10).
import { describe, expect, it } from 'vitest';
import registerV2 from '../../flows/heloc/register-v2.flow.json';
import { pageRoutes } from '../../src/core/contract/routes';
import { startBanner } from '../../src/server/start-banner';

describe('startBanner', () => {
  it('names the pages on localhost when the server listens on every address, and brackets an IPv6 host', () => {
    expect(startBanner('0.0.0.0', 3000, 'postgres').split('\n')).toEqual([
      'Listening on http://0.0.0.0:3000 (database: postgres)',
      "  Apply (the applicant's registration): http://localhost:3000/account/heloc/register-v2",
      '  Staff console: http://localhost:3000/staff',
    ]);
    expect(startBanner('::1', 3001, 'postgres')).toContain('  Staff console: http://[::1]:3001/staff');
  });

  it('sends a newcomer to the redesigned registration, the register-v2 flow’s own base path', () => {
    expect(pageRoutes.registerV2).toBe(registerV2.basePath);
  });
});
