import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled, customerWithPaidOrder, expect, staffPage, test } from './support.ts';

/** Every tab of the admin console, by the name its tab shows. */
const tabs = [
  'Orders',
  'Launch board',
  'Users',
  'Messages',
  'Support',
  'Complaints',
  'Mail',
  'Invoices',
  'Data requests',
  'Activity',
] as const;

/** Everything axe finds on the page: WCAG 2.1 A and AA, and its best practices (heading order …). */
async function axeFindings(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** A paid order (its invoice, its launch), a contact message and a complaint: something on each tab. */
async function busyConsole(page: Page): Promise<string> {
  const { orderId } = await customerWithPaidOrder(page, 'Nandini Rao', 'growth');
  const complaint = await page.request.post('/api/grievances', {
    data: { subject: 'Slow start', body: 'Nothing has moved for a week.', orderId },
  });
  expect(complaint.status(), await complaint.text()).toBe(201);
  const message = await page.request.post('/api/contact', {
    data: {
      name: 'Nandini Rao',
      email: `nandini.${Date.now()}@example.in`,
      subject: 'A question',
      message: 'Can the trademark be filed first?',
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  return orderId;
}

test.describe('the admin screens', () => {
  for (const width of [1280, 375]) {
    test(`axe finds nothing on any tab of the console nor on an order, at ${width} px`, async ({
      page,
      browser,
    }, testInfo) => {
      // Twenty-odd pages analysed by axe: long on a busy machine, each step waiting for its page.
      test.setTimeout(600_000);
      const orderId = await busyConsole(page);
      const staff = await staffPage(browser, { viewport: { width, height: 900 } });
      try {
        await staff.goto('/admin');
        for (const tab of tabs) {
          await staff.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          const panel = staff.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
          // Each panel says its name as its heading, under the page's.
          await expect(panel.getByRole('heading', { level: 2, name: tab })).toBeAttached();
          await expect(panel.getByText(/Loading/)).toHaveCount(0);
          expect(await axeFindings(staff), tab).toEqual([]);
          if (tab === 'Activity') {
            await staff.screenshot({
              path: testInfo.outputPath(`admin-activity-${width}.png`),
              fullPage: true,
            });
          }
        }
        await staff.goto(`/admin/orders/${orderId}`);
        await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeFindings(staff), 'order').toEqual([]);
        await staff.screenshot({ path: testInfo.outputPath(`admin-order-${width}.png`), fullPage: true });
      } finally {
        await staff.context().close();
      }
    });
  }
});
