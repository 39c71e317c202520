// Flow variants (schemas/flow-variant.schema.json): a flow file that reuses another flow's steps
// under its own id and basePath, so the legacy /register needs no copy of register-v2's steps.
// Expansion works on the raw JSON of the flow files; the expanded flow is then parsed and analysed
// like any other, by the server at start, `npm run check` and `npm run gen` alike. No generated
// import here: `npm run gen` expands variants before the validators exist (parse-flow checks them).
import type { Problem } from './analyse';

export interface FlowFile {
  file: string;
  value: unknown;
}

export interface ExpandedFlowFile extends FlowFile {
  /** The base flow's id when the file is a variant. */
  variantOf?: string;
  problems: Problem[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isFlowVariant = (value: unknown): value is Json => isObject(value) && 'variantOf' in value;

/** A variant's own properties over its base's, except what names the base alone (id, basePath, fallback, app id mode). */
export function expandVariant(variant: Json, base: Json): Json {
  const { $schema: _s, variantOf: _v, ...own } = variant;
  const { $schema: _b, id: _i, basePath: _p, fallback: _f, appIdInPath: _a, ...inherited } = base;
  return { ...inherited, ...own };
}

/**
 * Every flow file with variants replaced by their expanded flows; a bad variant keeps its problems
 * (`check` names the problems of a variant file against its schema).
 */
export function expandFlowFiles(files: FlowFile[], check: (variant: unknown) => Problem[] = () => []): ExpandedFlowFile[] {
  const bases = new Map(files.filter((f) => isObject(f.value) && !isFlowVariant(f.value)).map((f) => [(f.value as Json).id, f.value as Json]));
  return files.map((f) => {
    if (!isFlowVariant(f.value)) return { ...f, problems: [] };
    const problems = check(f.value);
    if (problems.length) return { ...f, problems };
    const variantOf = f.value.variantOf as string;
    const base = bases.get(variantOf);
    if (!base) return { ...f, problems: [{ pointer: '/variantOf', reason: `names no flow (a variant's base must be a whole flow): "${variantOf}"` }] };
    return { file: f.file, value: expandVariant(f.value, base), variantOf, problems: [] };
  });
}
