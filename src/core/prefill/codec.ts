// The compact query-string form of prefill data (spec section 3, Register data): income, other
// income, employment, property and home address, sale flag, name and date of birth. Packing then
// unpacking gives back exactly what was packed; unpacking untrusted text never throws and keeps
// only the parts that decode (the step schemas validate them afterwards).

export interface PrefillAddress {
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface PrefillData {
  income?: { income?: number; otherIncome?: number; employmentType?: string };
  propertyAddress?: PrefillAddress & { occupancyType?: string };
  homeAddress?: PrefillAddress;
  isListedForSale?: 'YES' | 'NO';
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
  dob?: { year: number; month: number; day: number };
}

const employmentCodes: Record<string, string> = {
  FULL_TIME: 'FT', PART_TIME: 'PT', SELF_EMPLOYED: 'SE', RETIRED: 'RT', UNEMPLOYED: 'UN',
  ALIMONY: 'AL', CHILD_SUPPORT: 'CS', SEPARATE_MAINTENANCE_PAYMENTS: 'SM', PUBLIC_ASSISTANCE_PROGRAM: 'PA',
};
const occupancyCodes: Record<string, string> = { HOME: 'H', SECONDARY: 'S', INVESTMENT: 'I', INIT: 'X' };
const addressKeys = ['street1', 'street2', 'city', 'state', 'zip'] as const;
const nameKeys = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

const invert = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k]));
const employmentByCode = invert(employmentCodes);
const occupancyByCode = invert(occupancyCodes);

// Parts are joined with '.'; inside a part only '%', '.' and '~' are escaped (URLSearchParams
// does the real URL encoding once). An absent part is empty; a present empty string is '~'.
const SEP = '.';
const escapes: Record<string, string> = { '%': '%25', '.': '%2E', '~': '%7E' };
const unescapes: Record<string, string> = { '%25': '%', '%2E': '.', '%7E': '~' };
const enc = (v: string | undefined) => (v === undefined ? '' : v === '' ? '~' : v.replace(/[%.~]/g, (c) => escapes[c]!));
const dec = (s: string | undefined): string | undefined => {
  if (s === undefined || s === '') return undefined;
  if (s === '~') return '';
  return s.replace(/%(25|2E|7E)/g, (m) => unescapes[m]!);
};
const num = (n: number | undefined) => (n === undefined ? '' : enc(Object.is(n, -0) ? '-0' : String(n)));
const toNum = (part: string | undefined): number | undefined => {
  const s = dec(part);
  if (!s || !/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};
const trimEnd = (parts: string[]) => {
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts.join(SEP);
};

/** Prefill data → compact query parameters (short names; empty ones left out). */
export function packPrefill(data: PrefillData): URLSearchParams {
  const q = new URLSearchParams();
  const put = (key: string, value: string) => value && q.set(key, value);
  const inc = data.income;
  if (inc) put('i', trimEnd([num(inc.income), num(inc.otherIncome), inc.employmentType ? employmentCodes[inc.employmentType] ?? '' : '']));
  const pa = data.propertyAddress;
  if (pa) put('p', trimEnd([...addressKeys.map((k) => enc(pa[k])), pa.occupancyType ? occupancyCodes[pa.occupancyType] ?? '' : '']));
  const ha = data.homeAddress;
  if (ha) put('h', trimEnd(addressKeys.map((k) => enc(ha[k]))));
  if (data.isListedForSale) put('s', data.isListedForSale === 'YES' ? '1' : '0');
  const nm = data.name;
  if (nm) put('n', trimEnd(nameKeys.map((k) => enc(nm[k]))));
  if (data.dob) put('d', `${data.dob.year}-${data.dob.month}-${data.dob.day}`);
  return q;
}

/** Compact query parameters → prefill data; unknown or undecodable parts are dropped. */
export function unpackPrefill(query: URLSearchParams | string): PrefillData {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const out: PrefillData = {};
  const parts = (key: string) => q.get(key)?.split(SEP);
  const i = parts('i');
  if (i) {
    const income = compact({ income: toNum(i[0]), otherIncome: toNum(i[1]), employmentType: employmentByCode[i[2] ?? ''] });
    if (Object.keys(income).length) out.income = income;
  }
  const p = parts('p');
  if (p) {
    const address = compact({ ...readAddress(p), occupancyType: occupancyByCode[p[5] ?? ''] });
    if (Object.keys(address).length) out.propertyAddress = address;
  }
  const h = parts('h');
  if (h) {
    const address = compact(readAddress(h));
    if (Object.keys(address).length) out.homeAddress = address;
  }
  const s = q.get('s');
  if (s === '1' || s === '0') out.isListedForSale = s === '1' ? 'YES' : 'NO';
  const n = parts('n');
  if (n) {
    const name = compact(Object.fromEntries(nameKeys.map((k, idx) => [k, dec(n[idx])])));
    if (Object.keys(name).length) out.name = name;
  }
  const d = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(q.get('d') ?? '');
  if (d) out.dob = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) };
  return out;
}

function readAddress(parts: string[]): PrefillAddress {
  return Object.fromEntries(addressKeys.map((k, idx) => [k, dec(parts[idx])]));
}

function compact<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as never;
}
