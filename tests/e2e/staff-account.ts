// The browser tests' staff account: the server makes it at start from STAFF_BOOTSTRAP and
// STAFF_PASSWORD (playwright.config.ts), since `npm run staff:add` cannot open the PGlite
// directory the running server holds.
export const STAFF_E2E = { email: 'e2e-staff@staff.example', password: 'Quartz-Lantern-83!' } as const;

/** Members given one brand only (STAFF_BOOTSTRAP_BRANDS, same password): the chat inbox spec's agents. */
export const BRAND_STAFF_E2E = {
  'acme-lending': 'e2e-staff-acme@staff.example',
  fairway: 'e2e-staff-fairway@staff.example',
} as const;

/** STAFF_BOOTSTRAP_BRANDS's value: email=orgCode, comma-separated. */
export const STAFF_BOOTSTRAP_BRANDS = Object.entries(BRAND_STAFF_E2E).map(([orgCode, email]) => `${email}=${orgCode}`).join(',');
