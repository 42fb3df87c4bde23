import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, indiaToday, signIn, test } from './support.ts';

// A founder's first hour: what the site promises is what the tracker plans, and what they paid is
// named as paid, at desktop and phone widths, with axe at 0 violations on every screen they see.

const widths = [1280, 375] as const;

/** The IST calendar day `days` after today, as the order page writes it ("1 Jan 2027"), or in words. */
function istDayAfter(days: number, words: 'short' | 'long' = 'short'): string {
  const day = new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000);
  return new Intl.DateTimeFormat('en-IN', {
    ...(words === 'long' ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: words,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** Pays for a package on the sandbox's checkout page; returns the order id. */
async function payFor(page: Page, packageId: string): Promise<string> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

test.describe("a founder's first hour", () => {
  for (const width of widths) {
    test(`the site promises each package's own plan and one set of support hours, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch your startup in 30–56 days');
      const growth = page.getByRole('article', { name: 'Growth' });
      await expect(growth).toContainText('Launch in 36 days after payment');
      await expect(page.getByRole('article', { name: 'Enterprise' })).toContainText(
        'Launch in 56 days after payment',
      );
      const row = page.getByRole('row', { name: /Planned launch after payment/ });
      await expect(row.getByRole('cell')).toHaveText(['30 days', '36 days', '47 days', '56 days']);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(
        'Phones answered 9AM–10PM IST, every day; messages answered within 24 hours',
      );
      await expect(page.locator('body')).not.toContainText(/24\/7|48-Hour|30 days or less/);
      await expectNoAxeViolations(page);

      for (const path of ['/login', '/about', '/how-it-works', '/contact']) {
        await page.goto(path);
        await expect(page.locator('body')).not.toContainText(/24\/7|48-Hour|30 days or less|2–6 weeks/);
        await expectNoAxeViolations(page);
      }
      await page.goto('/login');
      await expect(page.getByText('Launch your startup in 30–56 days.').first()).toBeVisible();
    });
  }

  test('the tracker launches Growth on the day the card promised, and the order names what was paid', async ({
    page,
  }) => {
    const account = await createAccount(page, { name: 'Arjun Shah' });
    await signIn(page, account);
    const orderId = await payFor(page, 'growth');
    await expect(page.getByText(/36 days from today/)).toBeVisible();
    // The payment result names the day in words ("Tuesday, 12 January 2027").
    await expect(page.getByTestId('expected-launch-date')).toHaveText(istDayAfter(36, 'long'));
    // The payment's time is named for what it is, in words and IST.
    await expect(page.getByRole('main').locator('dl')).toContainText(
      /Paid at\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/,
    );
    await expectNoAxeViolations(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`payment-success-${width}.png`), fullPage: true });
    }

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(page.getByTestId('expected-launch-date')).toHaveText(istDayAfter(36));
      // This seller is not registered for GST: a bill of supply, no GST in what was paid.
      await expect(page.getByText('Paid ₹49,999 (fee ₹49,999, no GST)')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/dashboard');
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText('Total Paid₹49,999');
      await expectNoAxeViolations(page);
    }
  });
});
