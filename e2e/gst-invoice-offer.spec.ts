import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './support.ts';

// "I need a GST invoice in my business's name" is offered only by a seller that can issue one:
// the second server of playwright.config.ts has a GSTIN, the main server's seller has none and
// issues bills of supply.

const gstSellerUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 22}`;
const offer = "I need a GST invoice in my business's name";

async function packagesSignedIn(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, await createAccount(page));
  const settings = page.waitForResponse('**/api/site-config');
  await page.goto('/#packages');
  await settings;
  await expect(
    page.getByRole('article', { name: 'Growth' }).getByRole('button', { name: 'Start Growing' }),
  ).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`a seller with a GSTIN offers the GST invoice on every package, at ${width} px`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL: gstSellerUrl });
    const page = await context.newPage();
    await packagesSignedIn(page, width);
    await expect(page.getByRole('button', { name: offer })).toHaveCount(4);
    await expectNoAxeViolations(page, '#packages');
    await page.locator('#packages').screenshot({ path: testInfo.outputPath(`gst-seller-${width}.png`) });
    await context.close();
  });

  test(`a seller without a GSTIN offers no GST invoice, at ${width} px`, async ({ page }, testInfo) => {
    await packagesSignedIn(page, width);
    // The settings have arrived, and nothing is offered.
    await expect(page.getByRole('button', { name: offer })).toHaveCount(0);
    await expectNoAxeViolations(page, '#packages');
    await page.locator('#packages').screenshot({ path: testInfo.outputPath(`non-gst-seller-${width}.png`) });
  });
}
