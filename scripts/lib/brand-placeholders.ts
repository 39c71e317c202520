// The values brand:new writes that only the lender can replace (its NMLS number, its address).
// brand:new writes them and `npm run check` warns while a manifest still holds one, without
// failing: a new brand runs at once, and nobody ships "NMLS #0000000" unawares. The example.com
// links and support addresses are not listed: the shipped demo brands use them too.
import type { FileProblem } from './run-check';

export const PLACEHOLDER_NMLS = '0000000';
export const PLACEHOLDER_STREET = '100 Example Street, Example City, CA 90000';

/** Every placeholder still in a manifest, as a warning at its pointer. */
export function placeholderWarnings(file: string, manifest: unknown): FileProblem[] {
  const footer = (manifest as { footer?: { nmls?: { number?: unknown }; lenderAddress?: unknown } } | undefined)?.footer;
  const warnings: FileProblem[] = [];
  if (footer?.nmls?.number === PLACEHOLDER_NMLS) {
    warnings.push({ file, pointer: '/footer/nmls/number', reason: `is brand:new's placeholder "${PLACEHOLDER_NMLS}": put the lender's NMLS number` });
  }
  if (typeof footer?.lenderAddress === 'string' && footer.lenderAddress.includes(PLACEHOLDER_STREET)) {
    warnings.push({ file, pointer: '/footer/lenderAddress', reason: `holds brand:new's placeholder "${PLACEHOLDER_STREET}": put the lender's address` });
  }
  return warnings;
}
