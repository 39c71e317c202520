// The one place that configures ajv for code generation (and for tests that compare against it).
import Ajv, { _, type KeywordCxt } from 'ajv';
import namesModule from 'ajv/dist/compile/names.js';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { STORABLE_TEXT_KEYWORD, unstorableErrors } from '../../src/core/validation/ajv-runtime';

/**
 * The one rule for text every schema shares: no string value or object key anywhere in the data
 * may hold what PostgreSQL cannot store (NUL, a lone UTF-16 surrogate). The generator puts it at
 * the root of every schema a document is checked against (schemas/api, the configuration schemas,
 * every flow step schema; withStorableText), so no field can forget it, free-form objects (answers,
 * utm maps) included. The shared entities (schemas/entities) are only checked inside those roots,
 * so they do not repeat it (it would only cost the browser bytes). One error per string, at that
 * string's own pointer, found before any other keyword runs, so it is the message a field shows.
 * The walk that finds them is unstorableErrors in src/core/validation/ajv-runtime.ts.
 */
export const STORABLE_TEXT = STORABLE_TEXT_KEYWORD;

// A CommonJS module: under ESM its default export arrives as `.default` of the module object.
const names = ((namesModule as unknown as { default?: typeof namesModule }).default ?? namesModule) as typeof namesModule;

function storableTextCode(cxt: KeywordCxt): void {
  const { gen, data, it } = cxt;
  if (cxt.schema !== true) return;
  // Standalone code imports the helper from src/core/validation/ajv-runtime (see runtimeHelpers).
  const find = gen.scopeValue('func', { ref: unstorableErrors, code: _`require("storable-text").default` });
  if (it.dataLevel === 0 && it.errSchemaPath === '#') {
    // At a validator's root and first of its keywords, nothing has failed yet: what the helper
    // finds is all there is so far. One statement per validator (the browser loads them all).
    gen.if(_`${names.vErrors} = ${find}(${data}, ${names.instancePath})`, () => gen.assign(names.errors, _`${names.vErrors}.length`));
    return;
  }
  const found = gen.const('unstorable', _`${find}(${data}, ${names.instancePath} + ${it.errorPath})`);
  gen.if(found, () => {
    gen.assign(names.vErrors, _`${names.vErrors} === null ? ${found} : ${names.vErrors}.concat(${found})`);
    gen.code(_`${names.errors} += ${found}.length`);
  });
}

/** A copy of a root schema that carries the shared text rule. */
export function withStorableText<T extends object>(schema: T): T & { [STORABLE_TEXT]: true } {
  return { ...schema, [STORABLE_TEXT]: true };
}

export function createAjv(): Ajv {
  // allErrors: every problem of a step at once (ajv-errors needs it too); strict: typos in a
  // schema fail the build instead of silently validating nothing.
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true, esm: true, lines: false } });
  addFormats(ajv, ['email']);
  addErrors(ajv, { singleError: false });
  // Without a type, the keyword joins the first group; first in it, so it runs before $ref, enum,
  // allOf, properties and items, and its message is the one a field shows.
  ajv.addKeyword({ keyword: STORABLE_TEXT, schemaType: 'boolean', before: '$comment', code: storableTextCode });
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
  'storable-text': 'unstorableErrors',
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
