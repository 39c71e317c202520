// The flag registry's pure rules (src/core/flags/resolve.ts): the resolution order, the maintenance
// flag's route patterns and what the check refuses in a registry.
import { describe, expect, it } from "vitest";
import registryFile from "../../flows/heloc/feature-flags.json" with { type: "json" };
import {
  isUnderMaintenance,
  registryProblems,
  resolveFlags,
  routeMatches,
  type FeatureFlags,
} from "../../src/core/flags/resolve";

const registry = registryFile as unknown as FeatureFlags;
const APP = "a0000000-0000-4000-8000-0000000000aa";

describe("resolveFlags", () => {
  it("takes the application override over the brand override over the manifest over the default", () => {
    const key = "ceo-feedback";
    expect(resolveFlags(registry, {}, [])[key]!.enabled).toBe(false);
    expect(
      resolveFlags(registry, { ceoFeedback: true }, [])[key]!.enabled,
    ).toBe(true);
    expect(
      resolveFlags(registry, { ceoFeedback: true }, [
        { key, applicationUuid: null, enabled: false },
      ])[key]!.enabled,
    ).toBe(false);
    const both = [
      { key, applicationUuid: null, enabled: false },
      { key, applicationUuid: APP, enabled: true },
    ];
    expect(
      resolveFlags(registry, { ceoFeedback: true }, both, APP)[key]!.enabled,
    ).toBe(true);
    // Another application's override is not this one's.
    expect(
      resolveFlags(
        registry,
        { ceoFeedback: true },
        both,
        "b0000000-0000-4000-8000-0000000000bb",
      )[key]!.enabled,
    ).toBe(false);
    expect(
      resolveFlags(registry, { ceoFeedback: true }, both)[key]!.enabled,
    ).toBe(false);
  });
});

describe("routeMatches", () => {
  it("matches :name segments and a final * (none included)", () => {
    expect(
      routeMatches(
        "/account/heloc/register-v2/*",
        "/account/heloc/register-v2",
      ),
    ).toBe(true);
    expect(
      routeMatches(
        "/account/heloc/register-v2/*",
        "/account/heloc/register-v2/birthdate?x=1",
      ),
    ).toBe(true);
    expect(
      routeMatches(
        "/account/heloc/:uuid/*",
        "/account/heloc/abc/product/select",
      ),
    ).toBe(true);
    expect(
      routeMatches("/account/heloc/:uuid", "/account/heloc/abc/product"),
    ).toBe(false);
    expect(
      routeMatches("/account/heloc/register/*", "/account/heloc/register-v2"),
    ).toBe(false);
    expect(routeMatches("/account/heloc/register", "/staff")).toBe(false);
  });

  it("puts a listed route under maintenance only while the flag is on", () => {
    const flag = resolveFlags(registry, {}, [])["fe-heloc-maintenance"]!;
    expect(isUnderMaintenance(flag, "/account/heloc/register-v2")).toBe(false);
    expect(
      isUnderMaintenance(
        { ...flag, enabled: true },
        "/account/heloc/register-v2",
      ),
    ).toBe(true);
    expect(
      isUnderMaintenance({ ...flag, enabled: true }, "/staff/feature-flags"),
    ).toBe(false);
  });
});

describe("registryProblems", () => {
  it("refuses a manifest key set twice, a missing flag the code reads and a maintenance flag without routes", () => {
    expect(registryProblems(registry)).toEqual([]);
    const broken = structuredClone(registry);
    broken.flags["webchat"]!.manifestKey = "ceoFeedback";
    delete broken.flags["fe-heloc-redesign-2025"];
    delete broken.flags["fe-heloc-maintenance"]!.variables;
    expect(registryProblems(broken).map((p) => p.reason)).toEqual([
      expect.stringContaining("manifest key ceoFeedback already sets"),
      "the code reads flag fe-heloc-redesign-2025, which is not listed",
      "the maintenance flag lists no routes",
    ]);
  });
});
