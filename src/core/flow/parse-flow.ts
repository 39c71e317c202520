// Parsing config at the edge: a flow file must match schemas/flow.schema.json and pass the static
// analysis; every problem is listed at once with its JSON pointer.
import { validateFlow, validateFlowVariant } from '../../generated/validators/schemas';
import type { StandaloneValidator } from '../validation/types';
import { analyseFlow, type AnalyseOptions, type Problem } from './analyse';
import type { Flow } from './types';
import { expandFlowFiles, type ExpandedFlowFile, type FlowFile } from './variant';

export type ParseResult<T> = { ok: true; value: T; problems: [] } | { ok: false; problems: Problem[] };

/** Problems a schema validator finds, worded for the person editing the file. */
export function schemaProblems(validator: StandaloneValidator, value: unknown): Problem[] {
  if (validator(value)) return [];
  return (validator.errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` ("${String(e.params.additionalProperty)}")` : '';
    const allowed = e.keyword === 'enum' ? `: ${JSON.stringify(e.params.allowedValues)}` : '';
    return { pointer: e.instancePath, reason: `${e.message ?? e.keyword}${extra}${allowed}` };
  });
}

export function parseFlow(value: unknown, options: AnalyseOptions): ParseResult<Flow> {
  const problems = schemaProblems(validateFlow, value);
  if (problems.length) return { ok: false, problems };
  const flow = value as Flow;
  const found = analyseFlow(flow, options);
  return found.length ? { ok: false, problems: found } : { ok: true, value: flow, problems: [] };
}

/** The flow files with each variant checked against its schema and expanded over its base flow. */
export function expandFlows(files: FlowFile[]): ExpandedFlowFile[] {
  return expandFlowFiles(files, (value) => schemaProblems(validateFlowVariant, value));
}

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(`${file}: ${problems.map((p) => `${p.pointer || '/'}: ${p.reason}`).join('; ')}`);
  }
}
