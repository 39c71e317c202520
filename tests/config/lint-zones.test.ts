// The zones inside the web app (eslint.config.js, local/import-zones): a feature imports no other
// feature and no app/; form-kit/ and lib/ import neither; app/ composes them all.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repo });

async function zoneMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/import-zones').map((m) => m.message);
}

describe('lint zones inside src/client', () => {
  it('refuse a feature importing another feature, however the path is written', async () => {
    expect(await zoneMessages('src/client/features/flow/x.ts', "import { a } from '../entry/EntryGate';\nexport { a };\n")).toEqual([
      'features/flow may not import features/entry: share it through lib/ or compose in app/',
    ]);
    expect(await zoneMessages('src/client/features/flow/submit/x.ts', "export { a } from '../../application/screens';\n")).toHaveLength(1);
    expect(await zoneMessages('src/client/features/flow/x.ts', "export const l = () => import('../application/ApplicationPage');\n")).toHaveLength(1);
  });

  it('refuse a feature importing app/, and form-kit or lib importing a feature or app/', async () => {
    expect(await zoneMessages('src/client/features/application/x.ts', "import { a } from '../../app/screens';\nexport { a };\n")).toEqual([
      'a feature may not import app/: app/ composes the features (pass what you need as props)',
    ]);
    expect(await zoneMessages('src/client/form-kit/x.ts', "import { a } from '../features/flow/FlowPage';\nexport { a };\n")).toEqual([
      'form-kit/ may not import features/: it is shared by every feature',
    ]);
    expect(await zoneMessages('src/client/lib/x.ts', "import { a } from '../app/App';\nexport { a };\n")).toEqual(['lib/ may not import app/: it is shared by every feature']);
  });

  it('allow app/ to import features, a feature its own files, lib and form-kit', async () => {
    expect(await zoneMessages('src/client/app/x.ts', "import { a } from '../features/flow/FlowPage';\nexport { a };\n")).toEqual([]);
    const feature = "import { a } from './submit/actions';\nimport { b } from '../../lib/api';\nimport { c } from '../../form-kit/StepForm';\nexport { a, b, c };\n";
    expect(await zoneMessages('src/client/features/flow/x.ts', feature)).toEqual([]);
  });
});
