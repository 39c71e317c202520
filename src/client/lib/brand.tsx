// The active brand: the server places it in the page (<script id="org-data" type="application/json">),
// so the bundle holds no brand and each page loads only its own. Read once at start.
import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { BrandView, OrgData } from '../../core/brand/view';
import { pageTitle } from '../../core/brand/view';
import { NO_PRIVATE_LABEL } from '../../core/brand/resolve';

const NO_DATA: OrgData = { ok: false, error: NO_PRIVATE_LABEL, details: 'the page has no organisation data' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page's organisation data; a missing or malformed block is the spec's 'No private label data found'. */
export function readOrgData(doc: Document = document): OrgData {
  const value = parseJson(doc.getElementById('org-data')?.textContent);
  // The server builds this block from a checked manifest; the shape test only guards against a
  // page served without it (a stale cache, a proxy), not against a hostile server.
  if (isRecord(value) && value.ok === true && isRecord(value.brand) && typeof value.brand.companyName === 'string') return value as OrgData;
  if (isRecord(value) && value.ok === false && typeof value.error === 'string') {
    return { ok: false, error: value.error, details: typeof value.details === 'string' ? value.details : '' };
  }
  return NO_DATA;
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const BrandContext = createContext<BrandView | undefined>(undefined);

export function BrandProvider({ brand, children }: { brand: BrandView; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandView {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandProvider>');
  return brand;
}

/** Sets the tab title to '{company} | {page}' while the page is shown. */
export function usePageTitle(page: string): void {
  const { companyName } = useBrand();
  useEffect(() => {
    document.title = pageTitle(companyName, page);
  }, [companyName, page]);
}
