// The one place that configures ajv for code generation (and for tests that compare against it).
import Ajv from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

export function createAjv(): Ajv {
  // allErrors: every problem of a step at once (ajv-errors needs it too); strict: typos in a
  // schema fail the build instead of silently validating nothing.
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true, esm: true, lines: false } });
  addFormats(ajv, ['email']);
  addErrors(ajv, { singleError: false });
  return ajv;
}

export const flowStepSchemaId = (flowId: string, stepId: string): string => `flows.${flowId}.${stepId}`;

/** A valid ES export name from an id: "flow-fixture" → FlowFixture (type) or flow_fixture (value). */
export function exportName(id: string, pascal: boolean): string {
  const parts = id.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  if (!pascal) return `step_${parts.join('_')}`;
  return parts.map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
}

// ajv's ESM standalone output still require()s a few runtime helpers; we point them at our own
// tiny ESM runtime so the browser bundle needs nothing from ajv.
const runtimeHelpers: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

/** A standalone ES module; `runtimePath` is how the module imports src/core/validation/ajv-runtime. */
export function standaloneModule(ajv: Ajv, exportsMap: Record<string, string>, runtimePath: string): string {
  let code = standaloneCode(ajv, exportsMap);
  const imports = new Set<string>();
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_m, mod: string) => {
    const helper = runtimeHelpers[mod];
    if (!helper) throw new Error(`generated validator needs an unsupported runtime module: ${mod}`);
    imports.add(helper);
    return `__runtime.${helper}`;
  });
  if (/\brequire\(/.test(code)) throw new Error('generated validator still contains require()');
  if (/new Function|eval\(/.test(code)) throw new Error('generated validator contains eval');
  const header = imports.size ? `import * as __runtime from "${runtimePath}";\n` : '';
  return header + code.replace(/^"use strict";/, '');
}
