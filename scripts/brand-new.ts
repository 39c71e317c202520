// npm run brand:new -- <orgCode> [--name "Company Name"] [--root DIR]
// Scaffolds brands/<orgCode>/brand.json: a complete manifest that passes `npm run check`, with
// neutral placeholders to replace (names, links, support, footer, colours). No logo file is needed:
// until one is added the server draws the initials in the primary colour.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { US_STATES } from '../src/core/eligibility/us-states';
import { pageRoutes } from '../src/core/contract/routes';
import { readConfig } from '../src/server/config';
import { repoRoot } from './lib/files';
import { PLACEHOLDER_NMLS, PLACEHOLDER_STREET } from './lib/brand-placeholders';

const ORG_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const titleCase = (code: string): string => code.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

export function brandTemplate(orgCode: string, companyName: string): Record<string, unknown> {
  const short = companyName.replace(/,? (Inc\.|LLC|Corporation)$/, '');
  return {
    $schema: '../../schemas/brand.schema.json',
    orgCode,
    canonicalOrgCode: orgCode,
    hostPrefixes: [orgCode],
    companyName,
    companyNameShort: short,
    privacyPolicyUrl: `https://www.example.com/${orgCode}/privacy`,
    termsOfUseUrl: `https://www.example.com/${orgCode}/terms`,
    termsLabel: 'Terms of Service',
    support: { email: `support@${orgCode}.example.com` },
    referrerRequired: false,
    loadingAnimation: 'house',
    theme: {
      generation: 'v2024',
      palette: { primary: '#1F4E79', secondary: '#2E5E3E' },
      typography: { fontFamily: 'Inter, Roboto, Arial, sans-serif' },
      logo: { alt: `${short} logo` },
    },
    footer: {
      lenderAddress: `${companyName}, ${PLACEHOLDER_STREET}`,
      nmls: { number: PLACEHOLDER_NMLS, consumerAccessUrl: 'https://www.nmlsconsumeraccess.org/' },
      customerService: { email: `support@${orgCode}.example.com` },
      marks: { equalHousing: true, creditUnion: false },
      disclaimers: [`${companyName} makes these loans; rates and terms are subject to change and to credit approval.`],
      copyright: { holder: companyName, showYear: true },
    },
    products: { heloc: {} },
    ageRule: { minimum: 18, byState: { AL: 19 } },
    stateRules: { eligibleStates: [...US_STATES] },
    features: { ceoFeedback: false, nyModal: false },
    lending: { licensedStates: [] },
  };
}

/** Where the new brand opens: the port `npm start` listens on (PORT, read as the server reads it). */
function openItLine(orgCode: string): string {
  let port: number;
  try {
    port = readConfig().port;
  } catch (error) {
    return `Open it at http://${orgCode}.localhost:<port>${pageRoutes.register} after npm start (${error instanceof Error ? error.message : String(error)}).`;
  }
  if (port === 0) return `Open it at http://${orgCode}.localhost:<port>${pageRoutes.register} after npm start, with the port it prints (PORT=0).`;
  return `Open it at http://${orgCode}.localhost:${port}${pageRoutes.register} after npm start.`;
}

function main(): void {
  const orgCode = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !['--name', '--root'].includes(all[i - 1] ?? ''));
  const root = resolve(option('--root') ?? repoRoot);
  if (!orgCode || !ORG_CODE.test(orgCode)) {
    console.error('usage: npm run brand:new -- <orgCode> [--name "Company Name"]  (orgCode: lower-case letters, digits and -)');
    process.exit(2);
  }
  const dir = join(root, 'brands', orgCode);
  if (existsSync(join(dir, 'brand.json'))) {
    console.error(`brands/${orgCode}/brand.json already exists`);
    process.exit(1);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'brand.json'), `${JSON.stringify(brandTemplate(orgCode, option('--name') ?? `${titleCase(orgCode)}, Inc.`), null, 2)}\n`);
  console.log(`Created brands/${orgCode}/brand.json. Replace the placeholders, add a logo.svg (optional), then run npm run check.`);
  console.log(openItLine(orgCode));
}

main();
