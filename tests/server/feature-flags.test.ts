// Issue 17, item 5: feature flags as a service of ours, over HTTP on both databases — the spec's
// paths (feature, features, v2/decision), the resolution order (application override > brand
// override > brand manifest > registry default), per brand by host, per application only for the
// caller's own, the spec's errors, and the staff console's routes (own brands only, audited).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../src/core/contract/routes";
import { staffApiRoutes } from "../../src/core/contract/staff-routes";
import { addStaff } from "../../scripts/staff-add";
import { copyEn, repoRoot } from "../core/helpers";
import { copyText } from "../../src/core/copy/resolve";
import {
  createUrl,
  databaseTargets,
  helocRequest,
  nextIp,
  strongPassword,
  startTestApp,
  type TestApp,
} from "./harness";

const staffPassword = "Quartz-Lantern-83!";
const FAIRWAY = "fairway.localhost";
const features = apiRoutes.features.path({ context: "heloc" });
const feature = apiRoutes.feature.path({ context: "heloc" });
const decision = apiRoutes.decision.path({ context: "heloc" });
const user = (attributes: Record<string, unknown> = {}) => ({
  trackerId: randomUUID(),
  attributes,
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`feature flags (${target.kind})`, () => {
    let t: TestApp;
    let staffAll: Record<string, string>;
    let staffAcme: Record<string, string>;

    async function signInStaff(orgs: string[]) {
      const email = `flags-${randomUUID()}@staff.example`;
      await addStaff(
        t.db,
        { email, name: "Flo Staff", orgs, password: staffPassword },
        path.join(repoRoot, "brands"),
      );
      const res = await t.app.inject({
        method: "POST",
        url: staffApiRoutes.session.path({}),
        payload: { email, password: staffPassword },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().jwt as string}` };
    }
    async function applicant(host?: string) {
      const headers: Record<string, string> = host ? { host } : {};
      const reg = await t.app.inject({
        method: "POST",
        url: apiRoutes.register.path({}),
        headers,
        payload: {
          email: `f-${randomUUID()}@example.com`,
          password: strongPassword,
          phoneNumber: "(555) 555-0100",
        },
        remoteAddress: nextIp(),
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const auth = {
        ...headers,
        authorization: `Bearer ${reg.json().jwt as string}`,
      };
      const created = await t.app.inject({
        method: "POST",
        url: createUrl(),
        headers: auth,
        payload: helocRequest(),
      });
      expect(created.statusCode, created.body).toBe(201);
      return { auth, uuid: (created.json() as { uuid: string }).uuid };
    }
    /** Every flag's value as the service answers this caller. */
    async function values(
      headers: Record<string, string> = {},
      attributes: Record<string, unknown> = {},
    ) {
      const res = await t.app.inject({
        method: "POST",
        url: features,
        headers,
        payload: { optimizeUser: user(attributes) },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (
          res.json() as { features: Array<{ key: string; enabled: boolean }> }
        ).features.map((f) => [f.key, f.enabled]),
      );
    }
    const setBrand = (
      headers: Record<string, string>,
      orgCode: string,
      key: string,
      enabled: boolean | null,
    ) =>
      t.app.inject({
        method: "PUT",
        url: staffApiRoutes.featureFlags.path({}),
        headers,
        payload: { orgCode, key, enabled },
      });
    const setApp = (
      headers: Record<string, string>,
      uuid: string,
      key: string,
      enabled: boolean | null,
    ) =>
      t.app.inject({
        method: "PUT",
        url: staffApiRoutes.applicationFeatureFlags.path({ uuid }),
        headers,
        payload: { key, enabled },
      });

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { "register-ip": 1000 } });
      staffAll = await signInStaff([]);
      staffAcme = await signInStaff(["acme-lending"]);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    it("answers every flag of the registry with the manifest over the default, per brand by host", async () => {
      const acme = await values();
      expect(Object.keys(acme)).toEqual(
        expect.arrayContaining([
          "additional-signer-conditions",
          "back-of-id",
          "business-purpose",
          "company-covers-appraisal",
          "ny-fcra",
          "rate-buy-down",
          "redesign-2025",
          "self-employ-tax-verification",
          "sms-transactional-consent",
          "maintenance",
          "webchat",
          "fe-heloc-maintenance",
          "fe-heloc-redesign-2025",
          "fe-heloc-ny-fcra",
          "fe-heloc-sms-transactional-consent",
          "fe-heloc-figure-ny-modal",
          "disaster-zips",
        ]),
      );
      // acme-lending's manifest: ceoFeedback and nyModal true; the redesign by default.
      expect(acme).toMatchObject({
        "ceo-feedback": true,
        "fe-heloc-figure-ny-modal": true,
        "fe-heloc-redesign-2025": true,
        "fe-heloc-maintenance": false,
      });
      expect(await values({ host: FAIRWAY })).toMatchObject({
        "ceo-feedback": false,
        "fe-heloc-figure-ny-modal": false,
      });
      // evergreen-moneysource's manifest turns the redesign off.
      expect(await values({ host: "evergreen.localhost" })).toMatchObject({
        "fe-heloc-redesign-2025": false,
      });
      const one = await t.app.inject({
        method: "POST",
        url: feature,
        payload: { featureKey: "ceo-feedback", optimizeUser: user() },
        remoteAddress: nextIp(),
      });
      expect(one.json()).toMatchObject({
        featureKey: "ceo-feedback",
        enabled: true,
      });
      const maintenance = await t.app.inject({
        method: "POST",
        url: feature,
        payload: { featureKey: "fe-heloc-maintenance", optimizeUser: user() },
        remoteAddress: nextIp(),
      });
      expect(maintenance.json().variables.routes).toContain(
        "/account/heloc/register-v2/*",
      );
    });

    it("answers the spec's errors: 'Missing tracker id', 'Could not establish session.', an unknown flag or product", async () => {
      for (const url of [features, feature, decision]) {
        const body = {
          featureKey: "webchat",
          ...(url === decision ? { sessionKey: randomUUID() } : {}),
          optimizeUser: { attributes: {} },
        };
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: body,
          remoteAddress: nextIp(),
        });
        if (url === decision) {
          expect(res.statusCode).toBe(400);
          expect(res.json().errors).toEqual(["Could not establish session."]);
        } else {
          expect(res.statusCode, url).toBe(400);
          expect(res.json().errors).toEqual(["Missing tracker id"]);
        }
      }
      const noSession = await t.app.inject({
        method: "POST",
        url: decision,
        payload: { featureKey: "webchat", optimizeUser: user() },
        remoteAddress: nextIp(),
      });
      expect(noSession.statusCode).toBe(400);
      expect(noSession.json().errors).toEqual(["Could not establish session."]);
      const session = await t.app.inject({
        method: "POST",
        url: apiRoutes.telemetrySession.path({ context: "heloc" }),
        payload: { platform: "WEB", libVersion: "1" },
        remoteAddress: nextIp(),
      });
      const { sessionKey } = session.json() as { sessionKey: string };
      const noTracker = await t.app.inject({
        method: "POST",
        url: decision,
        payload: { featureKey: "webchat", sessionKey, optimizeUser: {} },
        remoteAddress: nextIp(),
      });
      expect(noTracker.json().errors).toEqual(["Missing tracker id"]);
      const decided = await t.app.inject({
        method: "POST",
        url: decision,
        payload: {
          featureKey: "fe-heloc-redesign-2025",
          sessionKey,
          optimizeUser: user(),
        },
        remoteAddress: nextIp(),
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json()).toMatchObject({
        featureKey: "fe-heloc-redesign-2025",
        enabled: true,
        variationKey: "variation",
      });
      const unknown = await t.app.inject({
        method: "POST",
        url: feature,
        payload: { featureKey: "no-such-flag", optimizeUser: user() },
        remoteAddress: nextIp(),
      });
      expect(unknown.statusCode).toBe(404);
      const product = await t.app.inject({
        method: "POST",
        url: apiRoutes.features.path({ context: "nope" }),
        payload: { optimizeUser: user() },
        remoteAddress: nextIp(),
      });
      expect(product.statusCode).toBe(404);
    });

    it("resolves application override > brand override > manifest > default, for the caller’s own application only", async () => {
      const own = await applicant();
      const other = await applicant();
      // Brand override over the manifest (acme's ceoFeedback: true), then removed again.
      expect(
        (await setBrand(staffAll, "acme-lending", "ceo-feedback", false))
          .statusCode,
      ).toBe(200);
      expect((await values())["ceo-feedback"]).toBe(false);
      // Brand override over the default; an application's override over the brand's.
      await setBrand(staffAll, "acme-lending", "webchat", true);
      const put = await setApp(staffAll, own.uuid, "webchat", false);
      expect(put.statusCode, put.body).toBe(200);
      await setApp(staffAll, own.uuid, "back-of-id", true);
      expect(
        await values(own.auth, { applicationUuid: own.uuid }),
      ).toMatchObject({
        webchat: false,
        "back-of-id": true,
        "ceo-feedback": false,
      });
      // Another applicant naming that application, or nobody signed in, get the brand's values.
      expect(
        await values(other.auth, { applicationUuid: own.uuid }),
      ).toMatchObject({ webchat: true, "back-of-id": false });
      expect(await values({}, { applicationUuid: own.uuid })).toMatchObject({
        webchat: true,
        "back-of-id": false,
      });
      expect(await values(own.auth)).toMatchObject({
        webchat: true,
        "back-of-id": false,
      });
      // Removing overrides brings back the manifest and the default.
      await setBrand(staffAll, "acme-lending", "ceo-feedback", null);
      await setBrand(staffAll, "acme-lending", "webchat", null);
      await setApp(staffAll, own.uuid, "webchat", null);
      await setApp(staffAll, own.uuid, "back-of-id", null);
      expect(
        await values(own.auth, { applicationUuid: own.uuid }),
      ).toMatchObject({
        "ceo-feedback": true,
        webchat: false,
        "back-of-id": false,
      });
    });

    it("answers a flag and its alias as one switch: set under either name, read under both, one row in the console", async () => {
      const org = "guaranteed-rate";
      const host = { host: "rate.localhost" };
      const list = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: `${staffApiRoutes.featureFlags.path({})}?orgCode=${org}`,
            headers: staffAll,
          })
        ).json() as {
          brandNames: Record<string, string>;
          flags: Array<{ key: string; aliases: string[]; brandOverride: boolean | null; enabled: boolean }>;
        };
      const before = await list();
      const keys = before.flags.map((f) => f.key);
      // One row per switch: no alias has a row of its own.
      for (const alias of ["ny-fcra", "sms-transactional-consent", "maintenance", "redesign-2025"])
        expect(keys).not.toContain(alias);
      expect(before.flags.find((f) => f.key === "fe-heloc-ny-fcra")).toMatchObject({ aliases: ["ny-fcra"], brandOverride: null, enabled: false });
      // The brand picker's names: company names, not codes.
      expect(before.brandNames[org]).toBe("Guaranteed Rate, Inc.");

      // Set under the alias: the switch's key holds it, both names answer on.
      const set = await setBrand(staffAll, org, "ny-fcra", true);
      expect(set.statusCode, set.body).toBe(200);
      expect(await values(host)).toMatchObject({ "ny-fcra": true, "fe-heloc-ny-fcra": true });
      expect((await list()).flags.find((f) => f.key === "fe-heloc-ny-fcra")).toMatchObject({ brandOverride: true, enabled: true });
      const stored = await t.db.query<{ flag_key: string }>(
        "select flag_key from feature_flag_overrides where organization_code = $1 and flag_key in ('ny-fcra', 'fe-heloc-ny-fcra')",
        [org],
      );
      expect(stored.rows.map((r) => r.flag_key)).toEqual(["fe-heloc-ny-fcra"]);
      for (const featureKey of ["ny-fcra", "fe-heloc-ny-fcra"]) {
        const one = await t.app.inject({ method: "POST", url: feature, headers: host, payload: { featureKey, optimizeUser: user() }, remoteAddress: nextIp() });
        expect([one.statusCode, one.json()]).toEqual([200, { featureKey, enabled: true, variables: {} }]);
      }

      // An override left under the alias's name (before the pair was one) still sets the switch,
      // and the console's reset removes it with the key's.
      await t.db.query(
        "insert into feature_flag_overrides (organization_code, flag_key, application_uuid, enabled) values ($1, 'sms-transactional-consent', '', true)",
        [org],
      );
      expect(await values(host)).toMatchObject({ "sms-transactional-consent": true, "fe-heloc-sms-transactional-consent": true });
      expect((await setBrand(staffAll, org, "fe-heloc-sms-transactional-consent", null)).statusCode).toBe(200);
      expect(await values(host)).toMatchObject({ "sms-transactional-consent": false, "fe-heloc-sms-transactional-consent": false });
      await setBrand(staffAll, org, "fe-heloc-ny-fcra", null);
      expect(await values(host)).toMatchObject({ "ny-fcra": false, "fe-heloc-ny-fcra": false });
    });

    it("keeps a brand override to its brand", async () => {
      await setBrand(staffAll, "fairway", "fe-heloc-maintenance", true);
      expect((await values({ host: FAIRWAY }))["fe-heloc-maintenance"]).toBe(
        true,
      );
      expect((await values())["fe-heloc-maintenance"]).toBe(false);
      await setBrand(staffAll, "fairway", "fe-heloc-maintenance", null);
      expect((await values({ host: FAIRWAY }))["fe-heloc-maintenance"]).toBe(
        false,
      );
    });

    it("lets staff manage only their own brands' flags and applications, audited; others get 401 or 404", async () => {
      const fairwayApp = await applicant(FAIRWAY);
      expect(
        (await setBrand(staffAcme, "fairway", "webchat", true)).statusCode,
      ).toBe(404);
      expect(
        (await setApp(staffAcme, fairwayApp.uuid, "webchat", true)).statusCode,
      ).toBe(404);
      const list = await t.app.inject({
        method: "GET",
        url: staffApiRoutes.featureFlags.path({}),
        headers: staffAcme,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        orgCode: "acme-lending",
        orgCodes: ["acme-lending"],
      });
      const row = (
        list.json() as {
          flags: Array<{
            key: string;
            manifest: boolean | null;
            default: boolean;
          }>;
        }
      ).flags.find((f) => f.key === "ceo-feedback");
      expect(row).toMatchObject({ manifest: true, default: false });
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `${staffApiRoutes.featureFlags.path({})}?orgCode=fairway`,
            headers: staffAcme,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: staffApiRoutes.applicationFeatureFlags.path({
              uuid: fairwayApp.uuid,
            }),
            headers: staffAcme,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: staffApiRoutes.applicationFeatureFlags.path({
              uuid: fairwayApp.uuid,
            }),
            headers: staffAll,
          })
        ).statusCode,
      ).toBe(200);
      // An unknown flag is refused; no token is 401; an applicant's token finds nothing.
      expect(
        (await setBrand(staffAll, "acme-lending", "no-such-flag", true))
          .statusCode,
      ).toBe(400);
      expect(
        (await setBrand({}, "acme-lending", "webchat", true)).statusCode,
      ).toBe(401);
      expect(
        (await setBrand(fairwayApp.auth, "fairway", "webchat", true))
          .statusCode,
      ).toBe(404);
      expect((await values({ host: FAIRWAY })).webchat).toBe(false);
      // Every change is in the staff audit log, with the flag and its value.
      await setBrand(staffAll, "fairway", "rate-buy-down", true);
      const { rows } = await t.db.query<{
        details: { orgCode: string; key: string; enabled: boolean };
      }>(
        "select details from staff_audit where action = 'set-feature-flag' and details->>'key' = 'rate-buy-down'",
      );
      expect(rows.map((r) => r.details)).toEqual([
        { orgCode: "fairway", key: "rate-buy-down", enabled: true },
      ]);
    });

    // disaster-zips (issue 29): the brand's switch off, its disaster ZIP is answered as any other.
    for (const orgCode of ["acme-lending", "fairway"]) {
      it(`disaster-zips off for ${orgCode} answers its disaster ZIP without the inspection warning; removed, the warning is back`, async () => {
        const lookup = async () =>
          (await t.app.inject({ method: "GET", url: `${apiRoutes.zipEligibility.path({})}?zip=90263&orgCode=${orgCode}` })).json() as { disasterZip: boolean; warning: string | null };
        expect((await lookup()).disasterZip).toBe(true);
        expect((await setBrand(staffAll, orgCode, "disaster-zips", false)).statusCode).toBe(200);
        expect(await lookup()).toMatchObject({ disasterZip: false, warning: null });
        expect((await setBrand(staffAll, orgCode, "disaster-zips", null)).statusCode).toBe(200);
        expect(await lookup()).toMatchObject({ disasterZip: true, warning: copyText(copyEn, "eligibility.disasterZip") });
      });
    }
  });
}
