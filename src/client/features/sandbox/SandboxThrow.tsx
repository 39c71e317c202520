// Sandbox only (pageRoutes.sandboxThrow): where the page data's devTools is on (never in
// production) a screen that throws while it renders, as a broken screen would; elsewhere the
// not-found page. Chosen over a test-mode switch in a real screen: product code has no branch for
// tests, and this page exists only where the chat's developer controls do. Its message carries
// personal-looking canaries (an email, a uuid, a phone number, a quoted name, a token) so
// tests/e2e/client-errors.spec.ts can show that a real build's report reaches the console's error
// list with none of them.
import { readOrgData } from '../../lib/brand';
import { NotFound } from '../../lib/NotFound';

export const SANDBOX_THROW_CANARIES = {
  email: 'zq.canary+throw@example.com',
  uuid: '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b',
  phone: '(555) 867-5309',
  name: 'Zqcanary Person',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ6cSJ9.c2lnbmF0dXJlLXNhbmRib3g',
} as const;

export default function SandboxThrow() {
  const org = readOrgData();
  if (!org.ok || org.devTools !== true) return <NotFound />;
  const c = SANDBOX_THROW_CANARIES;
  throw new TypeError(`sandbox-throw "${c.name}" ${c.email} ${c.uuid} ${c.phone} ${c.token}`);
}
