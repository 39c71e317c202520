// What of a flow's answers may rest in browser storage: everything but the fields its step schemas
// mark `writeOnly` (passwords). A secret typed before the account exists stays in the page's memory
// only; after a refresh the applicant types it again.
import type { Answers, Flow } from './types';

type SchemaNode = { properties?: Record<string, { writeOnly?: unknown }> };

export function writeOnlyFields(flow: Flow): Set<string> {
  const names = flow.steps.flatMap((step) =>
    Object.entries((step.schema as SchemaNode).properties ?? {})
      .filter(([, property]) => property.writeOnly === true)
      .map(([name]) => name),
  );
  return new Set(names);
}

export function storableAnswers(answers: Answers, writeOnly: ReadonlySet<string>): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !writeOnly.has(name)));
}
