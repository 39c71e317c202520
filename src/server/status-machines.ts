// Loads the application status machine (flows/<product>/*.status-machine.json) at start with the
// same parse function as `npm run check`; a bad machine stops the start, naming every problem.
import { join } from 'node:path';
import { ConfigError } from '../core/flow/parse-flow';
import { parseStatusMachine, type StatusMachine } from '../core/status/machine';
import { readJson } from './flows';

export const PREQUAL_MACHINE_FILE = 'heloc/prequal.status-machine.json';

export function loadStatusMachine(flowsDir: string, file = PREQUAL_MACHINE_FILE): StatusMachine {
  const path = join(flowsDir, file);
  const parsed = parseStatusMachine(readJson(path));
  if (!parsed.ok) throw new ConfigError(path, parsed.problems);
  return parsed.value;
}
