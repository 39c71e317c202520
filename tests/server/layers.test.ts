// The server's import graph: no file reaches itself through its imports, and no import goes from a
// lower layer to a higher one (scripts/lib/server-layers.ts). Type-only imports count, as they do for
// madge: a circle of types still ties the files together.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, layerViolations, readImportGraph } from '../../scripts/lib/import-graph';
import { serverLayers } from '../../scripts/lib/server-layers';

const graph = readImportGraph(resolve(import.meta.dirname, '../../src/server'));

describe('src/server imports', () => {
  it('form no circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('place every file in a layer', () => {
    expect(layerViolations(graph, serverLayers).unplaced).toEqual([]);
  });

  it('never go from a lower layer to a higher one', () => {
    expect(layerViolations(graph, serverLayers).upward).toEqual([]);
  });
});

describe('importCircles', () => {
  it('finds a circle of three and a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});

describe('layerViolations', () => {
  const layers = [
    { name: 'low', files: ['store/', 'jobs/port.ts'] },
    { name: 'high', files: ['jobs/'] },
  ];
  it('names an import upward, lets a file sit apart from its folder, and names a file of no layer', () => {
    const graph = new Map([
      ['store/db.ts', ['jobs/run.ts', 'jobs/port.ts']],
      ['jobs/run.ts', ['store/db.ts']],
      ['misc.ts', []],
    ]);
    expect(layerViolations(graph, layers)).toEqual({ unplaced: ['misc.ts'], upward: ['store/db.ts (low) -> jobs/run.ts (high)'] });
  });
});
