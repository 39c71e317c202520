// npm run check must reject a broken flow, status machine or brand, naming the file, the JSON
// pointer and the reason.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/lib/run-check';

const repo = join(import.meta.dirname, '../..');
const flowFile = 'flows/heloc/register-v2.flow.json';
const machineFile = 'flows/heloc/application.status-machine.json';
const brandFile = 'brands/acme-lending/brand.json';
const screensFile = 'flows/heloc/status-screens.json';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let dirs: string[] = [];

/** A copy of the project's data with one change made to one file (the register-v2 flow by default). */
function treeWith(change: (json: Json) => void, file = flowFile): string {
  const root = mkdtempSync(join(tmpdir(), 'check-'));
  dirs.push(root);
  // src/ too: the flag check counts the flags its code reads.
  for (const dir of ['flows', 'copy', 'schemas', 'brands', 'tests/fixtures', 'src']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
  change(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
  return root;
}

const stepIndex = (flow: Json, id: string) => (flow.steps as Json[]).findIndex((s) => s.id === id);
const problemsOf = (root: string) => runCheck(root).problems.map((p) => ({ file: p.file, pointer: p.pointer, reason: p.reason }));

afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

describe('npm run check', () => {
  it('passes on the project as committed', () => {
    expect(problemsOf(repo)).toEqual([]);
  });

  // Each row: a change that breaks the flow, and the problem check must report for it.
  const cases: Array<{ rejects: string; change: (json: Json) => void; pointer: string; reason: string; file?: string; reportedIn?: string }> = [
    {
      rejects: 'a goto that names no step',
      change: (flow) => (flow.steps[stepIndex(flow, 'for-sale')].next[0].goto = 'anual-income'),
      pointer: '/steps/2/next/0/goto',
      reason: 'goto names no step: "anual-income"',
    },
    {
      rejects: 'a step that cannot be reached from the first step',
      change: (flow) => (flow.steps[stepIndex(flow, 'index')].next = [{ goto: 'for-sale' }]),
      pointer: '/steps/1',
      reason: 'step "home-address" cannot be reached from the first step',
    },
    {
      rejects: 'a non-terminal step from which no terminal step can be reached',
      change: (flow) => (flow.steps[stepIndex(flow, 'birthdate')].next = [{ goto: 'legal-name' }]),
      pointer: '/steps/5/next',
      reason: 'no terminal step can be reached from step "birthdate" (a dead end or a loop)',
    },
    {
      rejects: 'a next list with no default rule',
      change: (flow) => flow.steps[stepIndex(flow, 'index')].next.pop(),
      pointer: '/steps/0/next',
      reason: 'step "index" has no default rule (one without "if"), so some answers lead nowhere',
    },
    {
      rejects: 'a copy key that copy/en does not have',
      change: (flow) => (flow.steps[stepIndex(flow, 'for-sale')].copy.heading = 'flows.register-v2.steps.for-sale.headline'),
      pointer: '/steps/2/copy/heading',
      reason: 'copy key "flows.register-v2.steps.for-sale.headline" is missing from copy/en',
    },
    {
      rejects: 'a missing error-message copy key inside a step schema',
      change: (flow) => (flow.steps[stepIndex(flow, 'for-sale')].schema.properties.isListedForSale.errorMessage = 'errors.nope'),
      pointer: '/steps/2/schema/properties/isListedForSale/errorMessage',
      reason: 'copy key "errors.nope" is missing from copy/en',
    },
    {
      rejects: 'a flow that does not match the flow schema',
      change: (flow) => (flow.steps[0].nxt = flow.steps[0].next),
      pointer: '/steps/0',
      reason: 'must NOT have additional properties ("nxt")',
    },
    {
      rejects: 'a status machine transition to no state',
      file: machineFile,
      change: (m) => (m.states.WAITING_FOR_AVM.on.VALUE = 'WAITING_FOR_ELIGIBILTY'),
      pointer: '/states/WAITING_FOR_AVM/on/VALUE',
      reason: 'goes to no state: WAITING_FOR_ELIGIBILTY',
    },
    {
      rejects: 'a status machine that leaves an outcome of its step unhandled',
      file: machineFile,
      change: (m) => delete m.states.IN_PROGRESS.on.FROZEN,
      pointer: '/states/IN_PROGRESS/on',
      reason: 'no transition for outcome FROZEN of softCredit',
    },
    {
      rejects: "a machine event checked by a flow that is not a form screen of the product",
      file: machineFile,
      change: (m) => (m.events.SUBMIT_CONTACT.flow = 'no-such-flow'),
      pointer: '/events/SUBMIT_CONTACT/flow',
      reason: 'no form screen flow "no-such-flow" in this product\'s folder',
    },
    {
      rejects: 'a status machine naming an unknown step',
      file: machineFile,
      change: (m) => (m.states.WAITING_FOR_AVM.step = 'appraisal'),
      pointer: '/states/WAITING_FOR_AVM/step',
      reason: 'unknown step "appraisal"',
    },
    {
      rejects: 'a status no transition reaches',
      file: machineFile,
      change: (m) => (m.states.WAITING_FOR_PROPERTY_SEARCH.on.MULTIPLE = 'NO_PROPERTY_FOUND'),
      pointer: '/states/MULTIPLE_PROPERTIES',
      reason: 'no transition reaches this state',
    },
    {
      rejects: 'a brand whose orgCode is not its folder',
      file: brandFile,
      change: (b) => (b.orgCode = 'acme'),
      pointer: '/orgCode',
      reason: 'must equal the folder name "acme-lending"',
    },
    {
      rejects: 'a brand whose pricing, merged over the defaults, has minLine above maxLine',
      file: brandFile,
      change: (b) => (b.products.heloc.pricing = { minLine: 500000 }),
      pointer: '/products/heloc/pricing/minLine',
      reason: 'minLine must not exceed maxLine',
    },
    {
      rejects: 'a product folder with no default pricing in brands/defaults.json',
      file: 'brands/defaults.json',
      change: (d) => delete d.products.dscr,
      pointer: '/products',
      reason: 'no default pricing for product dscr (flows/dscr/product.json)',
    },
    {
      rejects: 'default pricing for a product no folder holds',
      file: 'brands/defaults.json',
      change: (d) => (d.products['heloc-plus'] = d.products.heloc),
      pointer: '/products/heloc-plus',
      reason: 'no product folder holds "heloc-plus" (flows/<product>/product.json)',
    },
    {
      rejects: 'a brand with a terms label the schema does not allow',
      file: brandFile,
      change: (b) => (b.termsLabel = 'Terms'),
      pointer: '/termsLabel',
      reason: 'must be equal to one of the allowed values: ["Terms of Use","Terms of Service"]',
    },
    {
      rejects: 'a brand with a field the schema does not know',
      file: brandFile,
      change: (b) => (b.supportPhone = '888-555-0100'),
      pointer: '',
      reason: 'must NOT have additional properties ("supportPhone")',
    },
    {
      rejects: 'a brand overriding a copy key that does not exist',
      file: brandFile,
      change: (b) => (b.copyOverrides = { 'flows.register-v2.steps.for-sale.questoin': 'Listed soon?' }),
      pointer: '/copyOverrides/flows.register-v2.steps.for-sale.questoin',
      reason: 'no such copy key in copy/en: "flows.register-v2.steps.for-sale.questoin"',
    },
    {
      rejects: 'a brand whose primary colour fails WCAG AA contrast with white text',
      file: brandFile,
      change: (b) => (b.theme.palette.primary = '#7fb2e5'),
      pointer: '/theme/palette/primary',
      reason: 'contrast of #7fb2e5 with #ffffff is 2.23:1; WCAG AA needs 4.5:1',
    },
    {
      rejects: "a brand claiming another brand's host prefix",
      file: 'brands/fairway/brand.json',
      change: (b) => b.hostPrefixes.push('acme'),
      pointer: '/hostPrefixes/1',
      reason: 'host prefix "acme" is already used by acme-lending',
    },
    {
      rejects: 'a flow variant whose base is no flow',
      file: 'flows/heloc/register.flow.json',
      change: (v) => (v.variantOf = 'register-v3'),
      pointer: '/variantOf',
      reason: 'names no flow (a variant\'s base must be a whole flow): "register-v3"',
    },
    {
      rejects: "a fallback to a path that is no flow's basePath",
      change: (flow) => (flow.fallback.to = '/account/heloc/registr'),
      pointer: '/fallback/to',
      reason: 'names no flow\'s basePath: "/account/heloc/registr"',
    },
    {
      rejects: 'an unknown json-logic operation in a fallback',
      change: (flow) => (flow.fallback.unless = { isOn: ['redesign2025'] }),
      pointer: '/fallback/unless',
      reason: 'unknown json-logic operation "isOn"',
    },
    {
      rejects: 'a ui:widget name the widget registry does not have',
      change: (flow) => (flow.steps[stepIndex(flow, 'for-sale')].uiSchema.isListedForSale['ui:widget'] = 'choiceCard'),
      pointer: '/steps/2/uiSchema/isListedForSale/ui:widget',
      reason: 'unknown widget "choiceCard": not in the widget registry (src/client/form-kit/widgets/modules.ts)',
    },
    {
      rejects: 'a ui:field name that is a widget, not a field',
      change: (flow) => (flow.steps[stepIndex(flow, 'birthdate')].uiSchema.dob['ui:field'] = 'money'),
      pointer: '/steps/5/uiSchema/dob/ui:field',
      reason: 'unknown field "money": not in the widget registry (src/client/form-kit/widgets/modules.ts)',
    },
    {
      rejects: 'a screen that is neither a bespoke screen nor a flow\'s screen',
      file: screensFile,
      change: (table) => (table.statuses.HMDA.screen = 'start/hmdaa'),
      pointer: '/statuses/HMDA/screen',
      reason: 'screen "start/hmdaa" is neither a bespoke screen (src/client/app/screen-names.ts) nor the screen of a flow',
    },
    {
      rejects: 'a product manifest naming a table no file has',
      file: 'flows/crypto-heloc/product.json',
      change: (product) => (product.tables.statusScreens = 'crypto-status-screens'),
      pointer: '/tables/statusScreens',
      reason: 'no statusScreens table has the id "crypto-status-screens"',
    },
    {
      rejects: 'a product manifest whose id is not its folder',
      file: 'flows/crypto-heloc/product.json',
      change: (product) => (product.id = 'crypto'),
      pointer: '/id',
      reason: 'must be the folder\'s name, "crypto-heloc"',
    },
    {
      rejects: 'a product manifest naming an unknown strategy',
      file: 'flows/crypto-heloc/product.json',
      change: (product) => (product.strategies.pricing = 'guesswork'),
      pointer: '/strategies/pricing',
      reason: 'no pricing strategy is named "guesswork"',
    },
    {
      rejects: "a brand's rate sheet lacking what its product's strategy needs",
      file: 'flows/crypto-heloc/product.json',
      change: (product) => (product.strategies.pricing = 'rental-dscr'),
      reportedIn: 'brands/acme-lending/brand.json',
      pointer: '/products/crypto-heloc/pricing/minDscr',
      reason: 'the rental-dscr / equity-income strategies need minDscr',
    },
    {
      rejects: 'a flow of a product no folder holds',
      change: (flow) => (flow.product = 'no-such-product'),
      pointer: '/product',
      reason: 'no product folder holds "no-such-product" (flows/<product>/product.json)',
    },
    {
      rejects: 'an unknown screen for unknown statuses',
      file: screensFile,
      change: (table) => (table.unknownScreen = 'error/timout'),
      pointer: '/unknownScreen',
      reason: 'screen "error/timout" is neither a bespoke screen (src/client/app/screen-names.ts) nor the screen of a flow',
    },
    {
      rejects: 'a screen drawn by a flow and listed as a bespoke screen too',
      file: 'flows/heloc/contact.flow.json',
      change: (flow) => (flow.screen = 'product/select'),
      pointer: '/statuses/OFFER_SELECTION/screen',
      reason: 'screen "product/select" is both a bespoke screen and the screen of flow "contact"',
    },
    {
      rejects: 'two flows drawing the same screen',
      file: 'flows/heloc/social.flow.json',
      change: (flow) => (flow.screen = 'start/contact'),
      pointer: '/screen',
      reason: 'screen "start/contact" is drawn by flow "contact" already',
    },
    {
      rejects: 'a flow with both a basePath and a screen',
      file: 'flows/heloc/contact.flow.json',
      change: (flow) => (flow.basePath = '/account/heloc/contact'),
      pointer: '',
      reason: 'must match exactly one schema in oneOf',
    },
  ];

  for (const c of cases) {
    it(`rejects ${c.rejects}`, () => {
      const file = c.file ?? flowFile;
      // A change in a flow may show in the status-to-screen table (the screen it draws).
      const reported = c.reportedIn ?? (c.pointer.startsWith('/statuses/') ? screensFile : file);
      expect(problemsOf(treeWith(c.change, file))).toContainEqual({ file: reported, pointer: c.pointer, reason: c.reason });
    });
  }

  it('rejects a brand offering a product no folder holds, and one offering none', () => {
    const unknown = treeWith((brand) => (brand.products['no-such-product'] = {}), brandFile);
    expect(problemsOf(unknown)).toContainEqual({ file: brandFile, pointer: '/products/no-such-product', reason: 'no product folder holds "no-such-product" (flows/no-such-product/product.json)' });
    const none = treeWith((brand) => Object.values(brand.products as Json).forEach((p: Json) => (p.enabled = false)), 'brands/cmg-mortgage/brand.json');
    expect(problemsOf(none)).toContainEqual({ file: 'brands/cmg-mortgage/brand.json', pointer: '/products', reason: 'offers no product (every one has enabled false)' });
  });

  it('rejects an unknown json-logic operation and a group listing a missing step', () => {
    const root = treeWith((flow) => {
      flow.steps[0].next[0].if = { equals: [1, 1] };
      flow.groups[1].substeps[0].steps.push('income-details');
    });
    const problems = problemsOf(root);
    expect(problems).toContainEqual({ file: flowFile, pointer: '/steps/0/next/0/if', reason: 'unknown json-logic operation "equals"' });
    expect(problems).toContainEqual({
      file: flowFile,
      pointer: '/groups/1/substeps/0/steps/1',
      reason: 'group lists a step that does not exist: "income-details"',
    });
  });

  it('prints file#pointer: reason and exits non-zero from the command line', () => {
    const root = treeWith((flow) => {
      flow.steps[stepIndex(flow, 'for-sale')].next[0].goto = 'nowhere';
    });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--root', root], { cwd: repo, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${flowFile}#/steps/2/next/0/goto: goto names no step: "nowhere"`);
    const ok = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { cwd: repo, encoding: 'utf8' });
    expect(ok).toMatch(/^check: ok; \d+ flows/m);
  });
});
