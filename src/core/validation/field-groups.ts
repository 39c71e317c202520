// A step property that is a group of fields (propertyAddress, dob ...), not a single answer.
export function isFieldGroup(schema: unknown): boolean {
  const s = (schema ?? {}) as { type?: unknown; allOf?: unknown };
  return s.type === 'object' || Array.isArray(s.allOf);
}

/** The names of a step schema's top-level field groups. */
export function fieldGroupNames(stepSchema: Record<string, unknown>): string[] {
  const properties = (stepSchema.properties ?? {}) as Record<string, unknown>;
  return Object.keys(properties).filter((key) => isFieldGroup(properties[key]));
}
