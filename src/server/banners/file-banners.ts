// Banners a lender keeps in a file beside its manifest, brands/<orgCode>/banners.json (chosen over
// one BANNERS_FILE for every brand: a brand's data stays in its folder, and `npm run check` reads it
// with the manifest). Read and checked once at start: a bad file stops the start, naming each problem.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseBannerFile } from '../../core/banners/parse-file';
import { ConfigError } from '../../core/flow/parse-flow';
import type { Banner } from '../../generated/types/banners';
import { readJson } from '../flows';
import type { Orgs } from '../orgs';

export const BANNER_FILE_NAME = 'banners.json';

export function readFileBanners(orgs: Orgs): Map<string, Banner[]> {
  const out = new Map<string, Banner[]>();
  for (const code of orgs.codes()) {
    const file = join(orgs.dirOf(code), BANNER_FILE_NAME);
    if (!existsSync(file)) continue;
    const parsed = parseBannerFile(readJson(file), orgs.require(code).view.banners.linkHosts);
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    out.set(code, parsed.value);
  }
  return out;
}
