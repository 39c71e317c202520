// The browser tests' broker accounts, one per brand, made by the server at start from
// BROKER_BOOTSTRAP and BROKER_PASSWORD (playwright.config.ts): `npm run broker:add` cannot open the
// PGlite directory the running server holds. Each works as a loan originator of the sandbox lead
// portal (src/server/providers/sandbox/leads.json).
export const BROKER_PASSWORD = 'Quartz-Meadow-71!';

export const BROKERS_E2E = [
  { orgCode: 'acme-lending', host: '127.0.0.1', email: 'e2e-broker-acme@broker.example', loanOriginatorUuid: 'a0000000-0000-4000-8000-000000000001', originatorName: 'Dana Whitfield', phone: '(555) 555-0111', loEmail: 'dana.whitfield@example.com' },
  { orgCode: 'harbor-cu', host: 'harbor.localhost', email: 'e2e-broker-harbor@broker.example', loanOriginatorUuid: 'b0000000-0000-4000-8000-000000000001', originatorName: 'Lena Ortiz', phone: '(555) 555-0121', loEmail: 'lena.ortiz@example.com' },
] as const;

/** BROKER_BOOTSTRAP's value: email=orgCode/loanOriginatorUuid, comma-separated. */
export const BROKER_BOOTSTRAP = BROKERS_E2E.map((b) => `${b.email}=${b.orgCode}/${b.loanOriginatorUuid}`).join(',');
