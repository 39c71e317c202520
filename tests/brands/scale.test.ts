// Eighty brands: every manifest checked, every brand resolved by its host prefix and by ?org=,
// and a bad manifest among them named by file and pointer.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/lib/run-check';
import type { AppError } from '../../src/server/errors';
import { loadOrgs } from '../../src/server/orgs';
import { errorText } from '../error-text';
import { copyEn, repoRoot } from '../core/helpers';
import { generateBrands } from './generate';

const root = mkdtempSync(join(tmpdir(), 'brands-80-'));
for (const dir of ['flows', 'copy', 'schemas', 'tests', 'src']) symlinkSync(join(repoRoot, dir), join(root, dir));
const codes = generateBrands(join(root, 'brands'), 80);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (host: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ({ headers: { host, ...headers }, query }) as unknown as FastifyRequest;

describe('80 brands', () => {
  it('all pass npm run check', () => {
    const { problems, counts } = runCheck(root);
    expect(problems).toEqual([]);
    expect(counts.brands).toBe(80);
  });

  it('each opens by its host prefix and by ?org= on the bare host, for pages and API calls alike', () => {
    const orgs = loadOrgs(join(root, 'brands'), codes[0]!, copyEn);
    for (const code of codes) {
      const byHost = orgs.pageData(request(`${code}.localhost:3000`));
      expect(byHost.ok && byHost.brand.orgCode, code).toBe(code);
      const byQuery = orgs.pageData(request('localhost:3000', { org: code }));
      expect(byQuery.ok && byQuery.brand.orgCode, code).toBe(code);
      expect(orgs.forRequest(request(`${code}.example.com`)).orgCode).toBe(code);
    }
    expect(orgs.pageData(request('localhost:3000', { org: 'demo-99' }))).toEqual({
      ok: false,
      error: 'No private label data found',
      details: 'organisation "demo-99" is not configured',
    });
  });

  it("refuses an API call naming another brand than its host's", () => {
    const orgs = loadOrgs(join(root, 'brands'), codes[0]!, copyEn);
    const refusal = (() => {
      try {
        orgs.forRequest(request('demo-01.localhost', {}, { 'x-org': 'demo-02' }));
      } catch (error) {
        return error as AppError;
      }
    })();
    // The refusal is a code; its words are copy (issue 30), the ones the server answers with.
    expect(refusal?.code).toBe('ORGANIZATION_MISMATCH');
    expect(errorText('ORGANIZATION_MISMATCH')).toBe('This request names another organisation than this site.');
  });

  it('names the one bad manifest among 80 by file and pointer', () => {
    const bad = mkdtempSync(join(tmpdir(), 'brands-80-bad-'));
    try {
      for (const dir of ['flows', 'copy', 'schemas', 'tests', 'src']) symlinkSync(join(repoRoot, dir), join(bad, dir));
      generateBrands(join(bad, 'brands'), 80, (m, i) => {
        if (i === 57) (m.support as Record<string, unknown>).phone = '1-888-555';
      });
      expect(runCheck(bad).problems).toEqual([
        { file: 'brands/demo-57/brand.json', pointer: '/support/phone', reason: 'must match pattern "^[0-9]{3}-[0-9]{3}-[0-9]{4}$"' },
      ]);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
