// Banners over HTTP (issue 17, deliverable 2): staff publish from the console and the brand's public
// banner file serves it (no-store, active only, this brand only), merged with brands/<org>/banners.json;
// staff-only, own brands only, audited; links through the allow-list; a bad file stops the start.
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerFileRoute } from '../../src/core/contract/banner-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import type { Banner } from '../../src/generated/types/banners';
import { validate as validateBannerFile } from '../../src/generated/validators/browser/banners';
import { addStaff } from '../../scripts/staff-add';
import { readFileBanners } from '../../src/server/banners/file-banners';
import { loadCopy } from '../../src/server/flows';
import { loadOrgs } from '../../src/server/orgs';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { databaseTargets, nextIp, registerUser, startTestApp, type TestApp } from './harness';

const staffPassword = 'Quartz-Lantern-83!';
const FAIRWAY_HOST = 'fairway.localhost';
const FILE_BANNER: Banner = {
  uuid: '11111111-2222-4333-8444-555555555555',
  message: 'Our offices are closed on Monday.',
  apps: ['heloc'],
  variant: 'warn',
  dismissable: false,
  active: true,
  metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' },
};

const body = (over: Record<string, unknown> = {}) => ({ message: 'Rates change on Friday.', variant: 'info', dismissable: true, active: true, ...over });

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`banners (${target.kind})`, () => {
    let t: TestApp;
    let brandsDir: string;
    const auth: Record<string, Record<string, string>> = {};

    async function staffAuth(orgs: string[]): Promise<Record<string, string>> {
      const email = `banners-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Banner Staff', orgs, password: staffPassword }, brandsDir);
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().jwt as string}` };
    }

    const bannerFile = (host?: string) => t.app.inject({ method: 'GET', url: bannerFileRoute.path({}), headers: host ? { host } : {} });
    const served = async (host?: string) => (await bannerFile(host)).json() as Banner[];

    beforeAll(async () => {
      // The repository's brands, with a banner file for fairway.
      brandsDir = await mkdtemp(path.join(tmpdir(), 'banner-brands-'));
      await cp(path.join(repoRoot, 'brands'), brandsDir, { recursive: true });
      await writeFile(path.join(brandsDir, 'fairway', 'banners.json'), JSON.stringify([FILE_BANNER, { ...FILE_BANNER, uuid: randomUUID(), active: false, message: 'Off' }]));
      t = await startTestApp(target, { dirs: { flows: path.join(repoRoot, 'flows'), copy: path.join(repoRoot, 'copy/en'), brands: brandsDir } });
      auth.acme = await staffAuth(['acme-lending']);
      auth.all = await staffAuth([]);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
      await rm(brandsDir, { recursive: true, force: true });
    });

    it('serves a banner staff publish in the brand\'s banner file, with no-store, and not on another brand', async () => {
      const published = await t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.acme!, payload: { ...body(), orgCode: 'acme-lending' } });
      expect(published.statusCode, published.body).toBe(201);
      const { banner } = published.json() as { banner: Banner };
      expect(banner).toMatchObject({ message: 'Rates change on Friday.', apps: ['heloc'], variant: 'info', dismissable: true, active: true });

      const res = await bannerFile();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const list = res.json() as Banner[];
      expect(validateBannerFile(list), JSON.stringify(validateBannerFile.errors)).toBe(true);
      expect(list.map((b) => b.uuid)).toContain(banner.uuid);
      // Another brand, by host or by ?orgCode=, does not see it.
      expect((await served(FAIRWAY_HOST)).map((b) => b.uuid)).not.toContain(banner.uuid);
      const byOrg = await t.app.inject({ method: 'GET', url: `${bannerFileRoute.path({})}?orgCode=fairway` });
      expect((byOrg.json() as Banner[]).map((b) => b.uuid)).not.toContain(banner.uuid);
    });

    it('an edit bumps updatedAt and an inactive banner leaves the file', async () => {
      const created = (await t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.acme!, payload: { ...body({ message: 'Edit me' }), orgCode: 'acme-lending' } })).json() as { banner: Banner };
      const uuid = created.banner.uuid;
      const edited = await t.app.inject({ method: 'PATCH', url: staffApiRoutes.banner.path({ uuid }), headers: auth.acme!, payload: body({ message: 'Edited', variant: 'warn' }) });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = (edited.json() as { banner: Banner }).banner;
      expect(after).toMatchObject({ message: 'Edited', variant: 'warn' });
      expect(Date.parse(after.metadata!.updatedAt)).toBeGreaterThan(Date.parse(created.banner.metadata!.updatedAt));
      expect(after.metadata!.createdAt).toBe(created.banner.metadata!.createdAt);
      expect((await served()).find((b) => b.uuid === uuid)?.message).toBe('Edited');

      const off = await t.app.inject({ method: 'PATCH', url: staffApiRoutes.banner.path({ uuid }), headers: auth.acme!, payload: body({ message: 'Edited', active: false }) });
      expect(off.statusCode, off.body).toBe(200);
      expect((await served()).map((b) => b.uuid)).not.toContain(uuid);
    });

    it('merges the brand\'s banner file (active entries only) and lists it in the console as read-only', async () => {
      const list = await served(FAIRWAY_HOST);
      expect(list.filter((b) => b.uuid === FILE_BANNER.uuid)).toEqual([FILE_BANNER]);
      expect(list.some((b) => b.message === 'Off')).toBe(false);
      expect((await served()).map((b) => b.uuid)).not.toContain(FILE_BANNER.uuid);

      const console = await t.app.inject({ method: 'GET', url: staffApiRoutes.banners.path({}), headers: auth.all! });
      expect(console.statusCode, console.body).toBe(200);
      expectSchema('api-staff-banners', console.json());
      expect(console.headers['cache-control']).toBe('no-store');
      const { orgCodes, banners } = console.json() as { orgCodes: string[]; banners: Array<{ orgCode: string; source: string; banner: Banner }> };
      expect(orgCodes).toEqual(expect.arrayContaining(['acme-lending', 'fairway']));
      expect(banners.find((b) => b.banner.uuid === FILE_BANNER.uuid)).toMatchObject({ orgCode: 'fairway', source: 'file' });
      // A file banner is not the console's to edit.
      const edit = await t.app.inject({ method: 'PATCH', url: staffApiRoutes.banner.path({ uuid: FILE_BANNER.uuid }), headers: auth.all!, payload: body() });
      expect(edit.statusCode).toBe(404);
    });

    it('keeps a member to their own brands, and audits each call, the refusals too', async () => {
      const list = (await t.app.inject({ method: 'GET', url: staffApiRoutes.banners.path({}), headers: auth.acme! })).json() as { orgCodes: string[]; banners: Array<{ orgCode: string }> };
      expect(list.orgCodes).toEqual(['acme-lending']);
      expect(list.banners.every((b) => b.orgCode === 'acme-lending')).toBe(true);

      const other = await t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.acme!, payload: { ...body(), orgCode: 'fairway' } });
      expect(other.statusCode).toBe(404);
      const fairway = (await t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.all!, payload: { ...body({ message: 'Fairway only' }), orgCode: 'fairway' } })).json() as { banner: Banner };
      const edit = await t.app.inject({ method: 'PATCH', url: staffApiRoutes.banner.path({ uuid: fairway.banner.uuid }), headers: auth.acme!, payload: body({ message: 'Hijacked' }) });
      expect(edit.statusCode).toBe(404);
      expect((await served(FAIRWAY_HOST)).find((b) => b.uuid === fairway.banner.uuid)?.message).toBe('Fairway only');

      const { rows } = await t.db.query<{ action: string; details: Record<string, unknown> }>("select action, details from staff_audit where action in ('list-banners', 'publish-banner', 'edit-banner') order by id");
      expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['list-banners', 'publish-banner', 'edit-banner']));
      expect(rows.filter((r) => r.details.found === false).map((r) => r.action)).toEqual(expect.arrayContaining(['publish-banner', 'edit-banner']));
      expect(rows.find((r) => r.details.banner === fairway.banner.uuid && r.action === 'publish-banner')?.details).toMatchObject({ orgCode: 'fairway' });
    });

    it('answers 401 without a staff token and 404 to an applicant\'s, and refuses a bad body', async () => {
      const applicant = await registerUser(t.app);
      const uuid = randomUUID();
      for (const [method, url] of [['GET', staffApiRoutes.banners.path({})], ['POST', staffApiRoutes.banners.path({})], ['PATCH', staffApiRoutes.banner.path({ uuid })]] as const) {
        expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : body() })).statusCode, `${method} ${url}`).toBe(401);
        expect((await t.app.inject({ method, url, headers: applicant.auth, payload: method === 'GET' ? undefined : body() })).statusCode, `${method} ${url}`).toBe(404);
      }
      const post = (payload: object) => t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.acme!, payload });
      expect((await post(body())).statusCode).toBe(400); // no orgCode
      expect((await post({ ...body({ variant: 'error' }), orgCode: 'acme-lending' })).statusCode).toBe(400);
      expect((await post({ ...body({ message: '' }), orgCode: 'acme-lending' })).statusCode).toBe(400);
      expect((await post({ ...body({ message: 'x'.repeat(501) }), orgCode: 'acme-lending' })).statusCode).toBe(400);
    });

    it('takes a link only through the allow-list (catalogue R2)', async () => {
      const post = (href: string) => t.app.inject({ method: 'POST', url: staffApiRoutes.banners.path({}), headers: auth.acme!, payload: { ...body(), orgCode: 'acme-lending', link: { text: 'Read more', href } } });
      for (const href of ['javascript:alert(1)', 'https://evil.example.com/', '//evil.example.com', 'data:text/html,x']) {
        const res = await post(href);
        expect(res.statusCode, href).toBe(400);
        expect(res.json().errors).toEqual([expect.stringContaining("banner's link")]);
      }
      const ok = await post('/terms');
      expect(ok.statusCode, ok.body).toBe(201);
      expect((ok.json() as { banner: Banner }).banner.link).toEqual({ text: 'Read more', href: '/terms' });
    });

    it('refuses to start on a banner file that does not match the schema, naming the file', async () => {
      const bad = await mkdtemp(path.join(tmpdir(), 'banner-brands-bad-'));
      try {
        await cp(path.join(repoRoot, 'brands'), bad, { recursive: true });
        await writeFile(path.join(bad, 'fairway', 'banners.json'), JSON.stringify([{ uuid: 'x', message: '<b>hi</b>', apps: [] }]));
        // What the routes read at start (buildApp registers them before it listens).
        const orgs = loadOrgs(bad, 'acme-lending', loadCopy(path.join(repoRoot, 'copy/en')));
        expect(() => readFileBanners(orgs)).toThrow(/fairway\/banners\.json: .*\/0\/uuid.*\/0\/apps/);
        await writeFile(path.join(bad, 'fairway', 'banners.json'), JSON.stringify([{ ...FILE_BANNER, link: { text: 'Go', href: 'javascript:alert(1)' } }]));
        expect(() => readFileBanners(orgs)).toThrow(/\/0\/link\/href/);
      } finally {
        await rm(bad, { recursive: true, force: true });
      }
    });
  });
}
