// Prints src/server/providers/PERSONAS.md from the sandbox persona table:
//   npx tsx scripts/personas-table.ts > src/server/providers/PERSONAS.md
// tests/server/providers.test.ts fails when the committed file and this output differ.
import { loadPersonas } from '../src/server/providers/sandbox/personas';
import { renderPersonasTable } from '../src/server/providers/sandbox/personas-table';

process.stdout.write(renderPersonasTable(loadPersonas()));
