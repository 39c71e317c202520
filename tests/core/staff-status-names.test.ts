// The staff console names every status (issue 31 item 9): each state of every product's status
// machine has a name in copy/en/staff.json's `statuses`, so no raw code shows where a name belongs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './helpers';

const staff = JSON.parse(readFileSync(join(repoRoot, 'copy/en/staff.json'), 'utf8')) as { statuses: Record<string, string> };
const machineFiles = readdirSync(join(repoRoot, 'flows'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.status-machine.json'));

it.each(machineFiles)('every state of %s has a staff name', (file) => {
  const { states } = JSON.parse(readFileSync(join(repoRoot, 'flows', file), 'utf8')) as { states: Record<string, unknown> };
  const unnamed = Object.keys(states).filter((s) => !staff.statuses[s]?.trim());
  expect(unnamed).toEqual([]);
});

it('no two statuses share a name (staff tell them apart by it)', () => {
  const names = Object.values(staff.statuses);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
});
