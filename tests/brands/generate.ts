// Generates brand manifests for scale tests: n brands made from the default brand's manifest,
// each with its own code, host prefix and name, in a scratch brands folder.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../core/helpers';

export function generateBrands(brandsDir: string, count: number, change: (manifest: Record<string, unknown>, i: number) => void = () => {}): string[] {
  mkdirSync(brandsDir, { recursive: true });
  copyFileSync(join(repoRoot, 'brands/defaults.json'), join(brandsDir, 'defaults.json'));
  // The chatbot's answers for every brand (issue 25), beside the defaults.
  copyFileSync(join(repoRoot, 'brands/knowledge-base.json'), join(brandsDir, 'knowledge-base.json'));
  const template = JSON.parse(readFileSync(join(repoRoot, 'brands/acme-lending/brand.json'), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const code = `demo-${String(i).padStart(2, '0')}`;
    const manifest = structuredClone(template);
    Object.assign(manifest, { orgCode: code, canonicalOrgCode: code, hostPrefixes: [code], companyName: `Demo Lender ${i}, Inc.`, companyNameShort: `Demo ${i}` });
    manifest.theme.logo = { alt: `Demo ${i} logo` };
    manifest.stateRules.redirects = [];
    change(manifest, i);
    mkdirSync(join(brandsDir, code), { recursive: true });
    writeFileSync(join(brandsDir, code, 'brand.json'), JSON.stringify(manifest, null, 2));
    codes.push(code);
  }
  return codes;
}
