// The browser tests' staff account: the server makes it at start from STAFF_BOOTSTRAP and
// STAFF_PASSWORD (playwright.config.ts), since `npm run staff:add` cannot open the PGlite
// directory the running server holds.
export const STAFF_E2E = { email: 'e2e-staff@staff.example', password: 'Quartz-Lantern-83!' } as const;
