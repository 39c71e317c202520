// The real register-v2 flow, loaded and checked the way the server loads it.
import { join } from 'node:path';
import { loadCopy, loadFlows } from '../../src/server/flows';
import { routedAt } from '../../src/core/flow/types';

export const repoRoot = join(import.meta.dirname, '../..');
export const copyEn = loadCopy(join(repoRoot, 'copy/en'));
export const flows = loadFlows(join(repoRoot, 'flows'), copyEn);
// register-v2 is a routed journey: its own basePath.
export const registerV2 = routedAt(flows.get('register-v2')!, '');
