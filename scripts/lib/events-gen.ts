// src/generated/events.ts: one named constant per event the machines know (the browser imports the
// ones it sends; a bundler keeps only those) and the EventName type; src/generated/event-catalogue.ts:
// the whole catalogue (src/core/events/catalogue.ts), typed by name, for the server and the checks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventCatalogue } from '../../src/core/events/catalogue';
import type { StatusMachine } from '../../src/generated/types/status-machine';

export function writeEventModules(outDir: string, banner: string, machines: StatusMachine[]): number {
  const catalogue = eventCatalogue(machines);
  const names = Object.keys(catalogue);
  const constants = names.map((n) => `export const ${n} = ${JSON.stringify(n)};`).join('\n');
  writeFileSync(join(outDir, 'events.ts'), `${banner}${constants}\n\nexport type EventName =\n${names.map((n) => `  | typeof ${n}`).join('\n')};\n`);
  writeFileSync(
    join(outDir, 'event-catalogue.ts'),
    `${banner}import type { CatalogueEntry } from '../core/events/catalogue';\nimport type { EventName } from './events';\n\n` +
      `export const eventCatalogue: Record<EventName, CatalogueEntry> = ${JSON.stringify(catalogue, null, 2)};\n`,
  );
  return names.length;
}
