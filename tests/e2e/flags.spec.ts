// Feature flags from the staff console (issue 17, item 5) in Chromium against the real server: a
// staff member turns the maintenance flag on for a brand and the applicant's listed route shows
// 'Scheduled Maintenance' and its message — at the next poll on an open page, and in the server's
// first render of a new load — then off, and the page is back, without a restart. A flag turned on
// for one brand only changes that brand. Brands no other spec uses (american-pacific-mortgage,
// guaranteed-rate, guaranteed-rate-affinity), so the switched flags touch no other test's pages.
import { expect, test, type Page } from "@playwright/test";
import { FLAG_POLL_MS } from "../../src/core/flags/poll";
import { axeViolations, brandOf, text, urlOn } from "./helpers";
import { checkScreen } from "./layout";
import { STAFF_E2E } from "./staff-account";

const v2 = "/account/heloc/register-v2";
const on = (baseURL: string | undefined, orgCode: string, path: string) =>
  urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
const h1 = (key: string) => ({ level: 1, name: text(key) }) as const;

async function signIn(page: Page, consoleUrl = "/staff") {
  await page.goto(consoleUrl);
  await page.getByLabel(text("staff.signIn.email")).fill(STAFF_E2E.email);
  await page
    .getByRole("textbox", { name: text("staff.signIn.password"), exact: true })
    .fill(STAFF_E2E.password);
  await page
    .getByRole("button", { name: text("staff.signIn.submit"), exact: true })
    .click();
  await expect(
    page.getByRole("heading", h1("staff.search.heading")),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: text("staff.console.nav.label") })
    .getByRole("link", { name: text("staff.console.nav.flags") })
    .click();
  await expect(
    page.getByRole("heading", h1("staff.flags.heading")),
  ).toBeVisible();
}

/** A brand as the console names it: its company name. */
const company = (orgCode: string) => brandOf(orgCode).view.companyName;

/** Picks a brand by its company name (the picker shows names, not codes). */
async function chooseBrand(page: Page, orgCode: string) {
  await page.getByRole("combobox", { name: text("staff.flags.brand") }).click();
  await page.getByRole("option", { name: company(orgCode), exact: true }).click();
  await expect(
    page.getByRole("table", {
      name: text("staff.flags.caption").replace("{{brand}}", company(orgCode)),
    }),
  ).toBeVisible();
}

/** Turns a brand's flag on or off with its switch and waits for the console to say so. */
async function setFlag(
  page: Page,
  orgCode: string,
  key: string,
  value: boolean,
) {
  const toggle = page.getByRole("switch", {
    name: text("staff.flags.toggle")
      .replace("{{key}}", key)
      .replace("{{brand}}", company(orgCode)),
  });
  if ((await toggle.isChecked()) !== value) await toggle.click();
  const state = text(value ? "staff.flags.on" : "staff.flags.off");
  await expect(
    page
      .getByRole("status")
      .filter({
        hasText: text("staff.flags.saved")
          .replace("{{key}}", key)
          .replace("{{state}}", state)
          .replace("{{brand}}", company(orgCode)),
      }),
  ).toBeVisible();
}

async function axeAt1280And320(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff turn maintenance on for a brand: its listed route shows Scheduled Maintenance (at the next poll, and rendered by the server), off brings the page back", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const applicant = await context.newPage();
  for (const orgCode of ["american-pacific-mortgage", "guaranteed-rate"]) {
    // An applicant has the first step open; the poll's clock is ours to move.
    await applicant.clock.install();
    await applicant.goto(on(baseURL, orgCode, v2));
    await expect(
      applicant.getByRole(
        "heading",
        h1("flows.register-v2.steps.index.heading"),
      ),
    ).toBeVisible();

    await chooseBrand(page, orgCode);
    await setFlag(page, orgCode, "fe-heloc-maintenance", true);
    await checkScreen(page, "staff feature flags");
    await axeAt1280And320(page, `feature flags console (${orgCode})`);

    // The open page learns it at its next poll (60 s), without a reload.
    await applicant.clock.fastForward(FLAG_POLL_MS);
    await expect(
      applicant.getByRole("heading", h1("shell.maintenance.title")),
    ).toBeVisible();
    await expect(
      applicant.getByText(text("shell.maintenance.message"), { exact: true }),
    ).toBeVisible();
    // A new load: the server's first render already says so, and so does a later step's URL.
    const host = `${brandOf(orgCode).hostPrefix}.localhost:${new URL(baseURL!).port}`;
    const html = await (
      await request.get(v2, { headers: { accept: "text/html", host } })
    ).text();
    expect(html).toContain(`data-ssr="fe-heloc-maintenance"`);
    expect(html).toContain(text("shell.maintenance.title"));
    expect(html).toContain(text("shell.maintenance.message"));
    // A new tab (the real clock) on a later step's URL.
    const later = await context.newPage();
    await later.goto(
      on(baseURL, orgCode, `${v2}/home-address?step=home-address`),
    );
    await expect(
      later.getByRole("heading", h1("shell.maintenance.title")),
    ).toBeVisible();
    await checkScreen(later, "maintenance");
    await axeAt1280And320(later, `maintenance page (${orgCode})`);
    await later.close();
    // The staff console is not a listed route.
    await expect(
      page.getByRole("heading", h1("staff.flags.heading")),
    ).toBeVisible();

    // Off again (back to the brand's file): the next load shows the journey.
    await page
      .getByRole("button", {
        name: text("staff.flags.resetLabel").replace(
          "{{key}}",
          "fe-heloc-maintenance",
        ),
      })
      .click();
    await expect(
      page.getByRole("switch", {
        name: text("staff.flags.toggle")
          .replace("{{key}}", "fe-heloc-maintenance")
          .replace("{{brand}}", company(orgCode)),
      }),
    ).not.toBeChecked();
    await applicant.goto(on(baseURL, orgCode, v2));
    await expect(
      applicant.getByRole(
        "heading",
        h1("flows.register-v2.steps.index.heading"),
      ),
    ).toBeVisible();
    await expect(
      applicant.getByRole("heading", h1("shell.maintenance.title")),
    ).toHaveCount(0);
  }
});

test("a flag turned on for one brand only changes that brand: the redesign experiment off sends its register-v2 to /register, not acme-lending’s", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const orgCode = "guaranteed-rate-affinity";
  await signIn(page);
  await chooseBrand(page, orgCode);
  await setFlag(page, orgCode, "fe-heloc-redesign-2025", false);
  const applicant = await context.newPage();
  try {
    await applicant.goto(on(baseURL, orgCode, `${v2}?utm_source=mail`));
    await expect(applicant).toHaveURL(
      /\/account\/heloc\/register\?utm_source=mail$/,
    );
    await applicant.goto(urlOn(baseURL!, "127.0.0.1", v2));
    await expect(
      applicant.getByRole(
        "heading",
        h1("flows.register-v2.steps.index.heading"),
      ),
    ).toBeVisible();
    await expect(applicant).toHaveURL(/\/register-v2$/);
  } finally {
    await setFlag(page, orgCode, "fe-heloc-redesign-2025", true);
    await page
      .getByRole("button", {
        name: text("staff.flags.resetLabel").replace(
          "{{key}}",
          "fe-heloc-redesign-2025",
        ),
      })
      .click();
  }
  await applicant.goto(on(baseURL, orgCode, v2));
  await expect(applicant).toHaveURL(/\/register-v2$/);
});

// The console opened on two brands' hosts (its frame takes the host's brand).
for (const host of ["127.0.0.1", "fairway.localhost"]) test(`the flags page shows one row per switch: each pair the spec names twice (fe-heloc-x and x) is one row with one switch, described in plain words (console on ${host})`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const orgCode = "guaranteed-rate";
  await signIn(page, urlOn(baseURL!, host, "/staff"));
  await chooseBrand(page, orgCode);
  const table = page.getByRole("table", {
    name: text("staff.flags.caption").replace("{{brand}}", company(orgCode)),
  });
  const switchFor = (key: string) =>
    table.getByRole("switch", {
      name: text("staff.flags.toggle")
        .replace("{{key}}", key)
        .replace("{{brand}}", company(orgCode)),
      exact: true,
    });
  for (const [key, alias] of [
    ["fe-heloc-ny-fcra", "ny-fcra"],
    ["fe-heloc-sms-transactional-consent", "sms-transactional-consent"],
    ["fe-heloc-maintenance", "maintenance"],
    ["fe-heloc-redesign-2025", "redesign-2025"],
  ] as const) {
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader").getByText(key, { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(
      row.getByText(text("staff.flags.aliases").replace("{{aliases}}", alias), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(row.getByRole("switch")).toHaveCount(1);
    await expect(switchFor(key)).toBeVisible();
    // The other name has no row and no switch of its own.
    await expect(
      table.getByRole("rowheader").getByText(alias, { exact: true }),
    ).toHaveCount(0);
    await expect(switchFor(alias)).toHaveCount(0);
  }
  // Words for a lender's staff, not the spec's.
  await expect(table.getByText(/spec section/i)).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `feature flags at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, "staff feature flags one row per switch");
});
