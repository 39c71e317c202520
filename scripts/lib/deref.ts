// Inlines references to shared schemas (by $id, e.g. {"$ref": "address"}) so the form renderer,
// which resolves only local references, sees each step's whole schema.
export function inlineSchemaRefs(node: unknown, byId: Map<string, Record<string, unknown>>, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineSchemaRefs(n, byId, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  const ref = obj.$ref;
  if (typeof ref === 'string' && byId.has(ref)) {
    if (seen.includes(ref)) throw new Error(`schema reference cycle: ${[...seen, ref].join(' -> ')}`);
    // Keep only what validates: the shared schema's own $id, $schema and title are not the field's.
    const { $id: _id, $schema: _schema, title: _title, description: _description, ...shared } = byId.get(ref)!;
    const { $ref: _ref, ...siblings } = obj;
    return inlineSchemaRefs({ ...shared, ...siblings }, byId, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, inlineSchemaRefs(v, byId, seen)]));
}
