// The ID document upload on a phone, in Chromium against the real server (issue 31, item 4), on two
// brands: both sides chosen together, so their uploads are in flight at once, are both kept (the
// page once showed only the back and Submit asked for the front again, though both were stored);
// "Take a photo" opens the camera where there is one (capture) and "Choose a file" the files; a
// thumbnail of each image (a PDF by its name), Replace and Remove per side, all by keyboard-reachable
// buttons with visible words. axe at 1280 and 320 px; nothing scrolls sideways at 320, 390, 1280.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, text } from './helpers';
import { checkScreen } from './layout';
import { chooseIdFile, idSide, newApplicant, pageOf, toIdentity } from './phone-setup';

/** A real PNG (a plain colour, 60 x 38, the shape of a card), so the thumbnail draws. */
function png(name: string, rgb: [number, number, number]) {
  const [w, h] = [60, 38];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0); header.writeUInt32BE(h, 4); header[8] = 8; header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  const buffer = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}
const pdf = { name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

/** Resolves with the statuses once `count` document uploads have been answered. */
function uploadsAnswered(page: Page, count: number): Promise<number[]> {
  const statuses: number[] = [];
  return new Promise((resolve) => {
    page.on('response', (response) => {
      if (response.request().method() !== 'POST' || !/\/documents$/.test(new URL(response.url()).pathname)) return;
      statuses.push(response.status());
      if (statuses.length === count) resolve(statuses);
    });
  });
}

const UPLOADS = /\/documents$/;

/** Holds each document upload until `count` have started, then lets them all go on to the server. */
async function holdUploadsUntil(page: Page, count: number): Promise<{ started: Promise<void> }> {
  const waiting: (() => void)[] = [];
  let allStarted!: () => void;
  const started = new Promise<void>((resolve) => (allStarted = resolve));
  await page.route(UPLOADS, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const go = new Promise<void>((resolve) => waiting.push(resolve));
    if (waiting.length === count) {
      waiting.forEach((release) => release());
      allStarted();
    }
    await go;
    await route.continue();
  });
  return { started };
}

async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await checkScreen(page, where);
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} at 390 px both sides of an ID uploaded at once are both kept, with thumbnails, replace and remove`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const applicant = await newApplicant(request, page, orgCode);
    await toIdentity(applicant);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}`));
    await page.getByRole('radio', { name: text('fields.identityDocument.US_DRIVERS_LICENSE'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page).toHaveURL(/\/identity\/upload$/);

    // Phone first: the camera for photos, the files for anything the upload takes.
    const front = idSide(page, 'front');
    await expect(front.getByRole('button', { name: text('identity.images.takePhoto') })).toBeVisible();
    await expect(front.getByRole('button', { name: text('identity.images.chooseFile') })).toBeVisible();
    await expect(page.locator('input[type="file"][capture="environment"][accept="image/*"]')).toHaveCount(2);
    await axeAtBothWidths(page, 'identity/upload');

    // The race: both sides' file choosers open, then both files given at once; each upload is held
    // on its way to the server until both have started (routed on unchanged, not answered by the
    // test), so their answers come back together; both answered.
    const held = await holdUploadsUntil(page, 2);
    const answered = uploadsAnswered(page, 2);
    const choosers = [];
    for (const side of ['front', 'back'] as const) {
      const chooser = page.waitForEvent('filechooser');
      await idSide(page, side).getByRole('button', { name: text(side === 'front' ? 'identity.images.takePhoto' : 'identity.images.chooseFile') }).click();
      choosers.push(await chooser);
    }
    await Promise.all([choosers[0]!.setFiles(png('front.png', [30, 90, 160])), choosers[1]!.setFiles(png('back.png', [200, 120, 40]))]);
    await held.started;
    expect(await answered).toEqual([201, 201]);
    await page.unroute(UPLOADS);
    await expect(front.getByText(text('identity.images.frontDone'))).toBeVisible();
    await expect(idSide(page, 'back').getByText(text('identity.images.backDone'))).toBeVisible();
    await expect(front.getByRole('img', { name: text('identity.images.frontPreview') })).toBeVisible();
    await expect(idSide(page, 'back').getByRole('img', { name: text('identity.images.backPreview') })).toBeVisible();
    await axeAtBothWidths(page, 'identity/upload, both sides chosen');

    // Remove the back, then choose it again as a PDF: its name shows instead of a thumbnail.
    await idSide(page, 'back').getByRole('button', { name: text('identity.images.remove') }).click();
    // Focus stays on the side, on its first button, not lost to the page.
    await expect(idSide(page, 'back').getByRole('button', { name: text('identity.images.takePhoto') })).toBeFocused();
    await expect(idSide(page, 'back').getByText(text('identity.images.backDone'))).toHaveCount(0);
    await page.getByRole('button', { name: text('identity.submit') }).click();
    await expect(page.getByText(text('identity.missing.back'))).toBeVisible();
    await chooseIdFile(page, 'back', pdf);
    await expect(idSide(page, 'back').getByText(text('identity.images.file').replace('{{name}}', pdf.name))).toBeVisible();
    await expect(idSide(page, 'back').getByText(text('identity.images.backDone'))).toBeVisible();
    // Replace the front by keyboard: focus its button, Enter opens the files.
    const chooser = page.waitForEvent('filechooser');
    await front.getByRole('button', { name: text('identity.images.replace') }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(png('front-2.png', [20, 140, 90]));
    await expect(front.getByText(text('identity.images.frontDone'))).toBeVisible();

    await page.getByRole('button', { name: text('identity.submit') }).click();
    await expect(page.getByText(text('identity.missing.front'))).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/identity\/upload$/, { timeout: 30_000 });
  });
}
