// The one route table: paths are filled in from it, and no client file or server route writes a
// path of the application area or the service contract as a literal (issue 11).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';

const root = join(import.meta.dirname, '../..');
const uuid = '0b6f1c7e-6f7a-4a57-9c3e-2f3f6f2b9a10';

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

describe('the route table', () => {
  it('fills and encodes parameters', () => {
    expect(apiRoutes.documents.path({ uuid })).toBe(`/service-application/api/v1/application/heloc/${uuid}/documents`);
    expect(apiRoutes.offerCode.path({ code: 'A B/1' })).toBe('/offercode/A%20B%2F1');
    expect(apiRoutes.login.path({ role: 'customer' })).toBe('/identity-broker/customer/api/v3/login');
  });

  it('names the application pages below the one base path', () => {
    expect(pageRoutes.application(uuid)).toBe(`/account/heloc/${uuid}`);
    expect(pageRoutes.payrollReturn(uuid)).toBe(pageRoutes.screen(uuid, 'income/pointserv-callback'));
    expect(pageRoutes.isApplicationPage(`/account/heloc/${uuid}/income/review`)).toBe(true);
    expect(pageRoutes.isApplicationPage('/account/helocx/1')).toBe(false);
  });

  it('is the only place client code and server routes write these paths', () => {
    const literal = /['"`]\/(account\/|service-|identity|ft\/|offercode|brand-assets|api\/)/;
    const offenders = [...sources('src/client'), ...sources('src/server/routes')].filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length + 1))).toEqual([]);
  });
});
