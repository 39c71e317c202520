// A hash of what the web build is made from (src/ but its generated output, flows/, copy/, schemas/
// and package.json), for the build's release id: the same sources give the same id and so the same
// bytes (a hash of the build's time made every build differ, and the first render's size with it).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'flows', 'copy', 'schemas', 'package.json'];
const SKIPPED = new Set([join('src', 'generated')]);

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return [path];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const child = join(path, e.name);
      if (SKIPPED.has(child)) return [];
      return e.isDirectory() ? filesUnder(root, child) : [child];
    });
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(relative(root, join(root, file))).update('\0');
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      // An input the checkout does not have: its name alone.
    }
  }
  return hash.digest('hex');
}
