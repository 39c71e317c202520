// The flag registry's pure rules (src/core/flags/resolve.ts): the resolution order, the maintenance
// flag's route patterns and what the check refuses in a registry.
import { describe, expect, it } from "vitest";
import registryFile from "../../flows/heloc/feature-flags.json" with { type: "json" };
import {
  canonicalFlagKey,
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

describe("a flag with an alias (one switch the spec names twice)", () => {
  // Every fe-heloc-x / x pair of spec section 6 that the registry holds, as the registry declares it.
  const PAIRS = [
    ["fe-heloc-ny-fcra", "ny-fcra"],
    ["fe-heloc-sms-transactional-consent", "sms-transactional-consent"],
    ["fe-heloc-maintenance", "maintenance"],
    ["fe-heloc-redesign-2025", "redesign-2025"],
  ] as const;

  it("is one entry of the registry, found under either name", () => {
    for (const [key, alias] of PAIRS) {
      expect(registry.flags[key]!.aliases).toEqual([alias]);
      expect(registry.flags[alias]).toBeUndefined();
      expect(canonicalFlagKey(registry, alias)).toBe(key);
      expect(canonicalFlagKey(registry, key)).toBe(key);
    }
    expect(canonicalFlagKey(registry, "no-such-flag")).toBeUndefined();
  });

  it("answers both names with one value: the default, the manifest, an override stored under either name", () => {
    for (const [key, alias] of PAIRS) {
      const both = (flags: ReturnType<typeof resolveFlags>) => [
        flags[key]!.enabled,
        flags[alias]!.enabled,
      ];
      const byDefault = registry.flags[key]!.default;
      expect(both(resolveFlags(registry, {}, []))).toEqual([byDefault, byDefault]);
      for (const name of [key, alias]) {
        const on = [{ key: name, applicationUuid: null, enabled: !byDefault }];
        expect(both(resolveFlags(registry, {}, on))).toEqual([!byDefault, !byDefault]);
        const app = [{ key: name, applicationUuid: APP, enabled: !byDefault }];
        expect(both(resolveFlags(registry, {}, app, APP))).toEqual([!byDefault, !byDefault]);
        expect(both(resolveFlags(registry, {}, app))).toEqual([byDefault, byDefault]);
      }
      // Both names answer under their own key, with the switch's variables.
      const flags = resolveFlags(registry, {}, []);
      expect(flags[alias]).toEqual({ ...flags[key]!, key: alias });
    }
    // The manifest's key sets the pair (evergreen-moneysource turns the redesign off).
    const off = resolveFlags(registry, { redesign2025: false }, []);
    expect([off["fe-heloc-redesign-2025"]!.enabled, off["redesign-2025"]!.enabled]).toEqual([false, false]);
    // The key's own override wins over one left under the alias.
    const mixed = resolveFlags(registry, {}, [
      { key: "ny-fcra", applicationUuid: null, enabled: true },
      { key: "fe-heloc-ny-fcra", applicationUuid: null, enabled: false },
    ]);
    expect([mixed["fe-heloc-ny-fcra"]!.enabled, mixed["ny-fcra"]!.enabled]).toEqual([false, false]);
  });

  it("is refused by the check as a pair of two flags, an alias that is a flag too, or an alias of two flags", () => {
    const twice = structuredClone(registry);
    twice.flags["ny-fcra"] = { default: false, description: "x" };
    expect(registryProblems(twice).map((p) => p.reason)).toEqual([
      "ny-fcra is a flag of its own",
      "ny-fcra and fe-heloc-ny-fcra are one switch: list ny-fcra in the aliases of fe-heloc-ny-fcra",
    ]);
    const unpaired = structuredClone(registry);
    delete unpaired.flags["fe-heloc-ny-fcra"]!.aliases;
    unpaired.flags["ny-fcra"] = { default: false, description: "x" };
    expect(registryProblems(unpaired).map((p) => p.reason)).toEqual([
      "ny-fcra and fe-heloc-ny-fcra are one switch: list ny-fcra in the aliases of fe-heloc-ny-fcra",
    ]);
    const shared = structuredClone(registry);
    shared.flags["webchat"]!.aliases = ["ny-fcra"];
    // Named at the second flag that claims it (webchat comes first in the file).
    expect(registryProblems(shared)).toEqual([
      { pointer: "/flags/fe-heloc-ny-fcra/aliases/0", reason: "ny-fcra is an alias of webchat already" },
    ]);
  });

  it("describes every flag for a lender's staff: no spec sections, file paths or developer shorthand", () => {
    for (const [key, def] of Object.entries(registry.flags)) {
      expect(def.description, key).not.toMatch(/spec|section|\.json|flows\/|server side|\(|\)/i);
    }
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
