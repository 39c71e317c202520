// A banner file a lender keeps beside its manifest (brands/<orgCode>/banners.json), parsed at the
// server's start and by `npm run check` alike: the banner file schema, and every link through the
// brand's allow-list (catalogue R2), so a bad file stops the start with each problem named.
import type { Banner } from '../../generated/types/banners';
import { validateBanners } from '../../generated/validators/schemas';
import { allowedLinkHref } from '../contract/safe-link';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import type { Problem } from '../flow/analyse';

export function linkProblems(banners: readonly Banner[], linkHosts: readonly string[]): Problem[] {
  return banners.flatMap((b, i) =>
    b.link && allowedLinkHref(b.link.href, linkHosts) === null
      ? [{ pointer: `/${i}/link/href`, reason: 'must be a path on this site or an https address whose host is in the brand\'s banners.linkHosts' }]
      : [],
  );
}

export function parseBannerFile(value: unknown, linkHosts: readonly string[]): ParseResult<Banner[]> {
  const shape = schemaProblems(validateBanners, value);
  if (shape.length) return { ok: false, problems: shape };
  const banners = value as Banner[];
  const problems = linkProblems(banners, linkHosts);
  const seen = new Set<string>();
  banners.forEach((b, i) => {
    if (seen.has(b.uuid.toLowerCase())) problems.push({ pointer: `/${i}/uuid`, reason: `uuid ${b.uuid} appears twice` });
    seen.add(b.uuid.toLowerCase());
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: banners, problems: [] };
}
