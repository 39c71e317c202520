// The index page of `npm run screens`: every saved screen grouped by brand, then by journey (the
// spec that met it), in the order the journey met them, its name as a heading and its widths side by side. Plain static HTML with
// relative links, so the folder can be opened from disk or zipped for a reviewer.

/** One line of <dir>/<orgCode>/screens.jsonl, written by tests/e2e/layout.ts. */
export interface ShotEntry { journey?: string; nn: number; screen: string; url: string; files: string[] }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
const widthOf = (file: string) => /-(\d+)\.png$/.exec(file)?.[1] ?? '';

function screenSection(orgCode: string, entry: ShotEntry): string {
  const figures = entry.files.map((file) => {
    const src = `${encodeURIComponent(orgCode)}/${encodeURIComponent(file)}`;
    const alt = `${entry.screen} on ${orgCode} at ${widthOf(file)} px`;
    return `<figure><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a><figcaption>${widthOf(file)} px</figcaption></figure>`;
  });
  const journey = entry.journey ? `${escapeHtml(entry.journey)}: ` : '';
  return `<section><h3>${journey}${String(entry.nn).padStart(2, '0')}. ${escapeHtml(entry.screen)}</h3><p><code>${escapeHtml(entry.url)}</code></p><div class="row">${figures.join('')}</div></section>`;
}

/** The whole page: a list of brands, then per brand every screen in journey order. */
export function screensIndexHtml(brands: Array<{ orgCode: string; entries: ShotEntry[] }>, generatedAt: string): string {
  const toc = brands.map((b) => `<li><a href="#${escapeHtml(b.orgCode)}">${escapeHtml(b.orgCode)}</a> (${b.entries.length} screens)</li>`).join('');
  const body = brands
    .map((b) => `<h2 id="${escapeHtml(b.orgCode)}">${escapeHtml(b.orgCode)}</h2>${[...b.entries].sort((x, y) => (x.journey ?? '').localeCompare(y.journey ?? '') || x.nn - y.nn).map((e) => screenSection(b.orgCode, e)).join('')}`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screens: every product's journeys</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem 2rem;color:#222}h3{margin:2rem 0 .25rem}.row{display:flex;gap:1.5rem;align-items:flex-start;flex-wrap:wrap}figure{margin:0}figure img{border:1px solid #ccc;display:block}figure:first-child img{width:390px}figure:last-child img{width:640px}figcaption{font-size:.85rem;color:#555}</style>
</head><body>
<h1>Screens: every product's journeys</h1>
<p>Every screen of the journeys scripts/screens.ts runs (the HELOC's, the crypto HELOC's, DSCR's and the product chooser) at 390 and 1280 px (full page; the 1280 px shot is shown at half size, click for the original). Generated ${escapeHtml(generatedAt)} by <code>npm run screens</code>.</p>
<ul>${toc}</ul>
${body}
</body></html>
`;
}
