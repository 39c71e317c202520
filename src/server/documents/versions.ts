// The versions evidence names: a brand's manifest and a status machine (the flow of the closing
// screens) by the hash of their content, so a record says exactly which configuration produced it.
import { createHash } from 'node:crypto';

const short = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

export const brandVersionOf = (manifest: unknown): string => short(manifest);
export const flowVersionOf = (definition: unknown): string => short(definition);
