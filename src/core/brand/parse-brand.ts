// A brand manifest (brands/<orgCode>/brand.json): its schema, then the rules across fields the
// schema cannot say. Used by the server at start and by `npm run check`, so both list the same problems.
import type { Brand } from '../../generated/types/brand';
import { validateBrand } from '../../generated/validators/schemas';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { validatePricingConsistency } from '../offer/pricing-consistency';

export type { Brand };

export function parseBrand(value: unknown, folderName: string): ParseResult<Brand> {
  const shape = schemaProblems(validateBrand, value);
  if (shape.length) return { ok: false, problems: shape };
  const brand = value as Brand;
  const problems = validatePricingConsistency(brand.lending.pricing).map((p) => ({ ...p, pointer: `/lending/pricing${p.pointer}` }));
  if (brand.orgCode !== folderName) problems.push({ pointer: '/orgCode', reason: `must equal the folder name "${folderName}"` });
  return problems.length ? { ok: false, problems } : { ok: true, value: brand, problems: [] };
}
