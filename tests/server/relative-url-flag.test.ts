// fe-relative-url-{applicationName} (spec section 6, section 8's 'Feature-flag lookup fails: Fallback
// URL is used'): the page's brand carries the lender's links as paths while the flag is on, and
// the manifest's full addresses (the fallback URL) when it is off or the flags cannot be read.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageDataWithFlags } from '../../src/server/flags/service';
import { toBrandView, type OrgData } from '../../src/core/brand/view';
import { RELATIVE_URL_FLAG, type ResolvedFlag } from '../../src/core/flags/resolve';
import type { Brand } from '../../src/core/brand/parse-brand';
import { repoRoot } from '../core/helpers';

const read = (file: string) => JSON.parse(readFileSync(join(repoRoot, 'brands', file), 'utf8'));
const fairway: OrgData = { ok: true, brand: toBrandView(read('fairway/brand.json') as Brand, read('defaults.json')) };
const answering = (enabled: boolean) => async (): Promise<Record<string, ResolvedFlag>> => ({
  [RELATIVE_URL_FLAG]: { key: RELATIVE_URL_FLAG, enabled, variables: {} },
});
const urls = (data: OrgData) => (data.ok ? data.brand.navigationLinks.map((l) => l.url) : []);

describe('fe-relative-url-heloc', () => {
  it('on: the lender links are paths on the page host; off: the manifest addresses', async () => {
    expect(urls(await pageDataWithFlags(fairway, answering(true)))).toEqual(['/fairway/pay', '/fairway/portfolio']);
    expect(urls(await pageDataWithFlags(fairway, answering(false)))).toEqual(['https://www.example.com/fairway/pay', 'https://www.example.com/fairway/portfolio']);
  });

  it('a failed flag lookup keeps the full addresses (the fallback URL) and the page is served', async () => {
    const failed = await pageDataWithFlags(fairway, async () => {
      throw new Error('database unavailable');
    });
    expect(urls(failed)).toEqual(['https://www.example.com/fairway/pay', 'https://www.example.com/fairway/portfolio']);
    expect(failed.ok && failed.flags).toBe(undefined);
  });
});
