import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, test } from './support.ts';

/** A customer in a browser of their own, with one pending Growth order placed the way the buy button does. */
async function buyerWithOrder(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page, { name });
  await signIn(page, account);
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'growth' } });
  expect(res.status(), await res.text()).toBe(200);
  const { orderId } = (await res.json()).data as { orderId: string };
  const order = await page.request.get(`/api/orders/${orderId}`);
  const { reference } = (await order.json()).data as { reference: string };
  return { page, account, orderId, reference, close: () => context.close() };
}

/** An order's card in the admin list, named by the reference the customer sees too. */
function orderCard(page: Page, reference: string) {
  return page.getByRole('article', { name: `Order ${reference}` });
}

test.describe('admin console', () => {
  test('an admin sees the totals, cancels an unpaid order, sees the badge and the timeline; the buyer sees it', async ({
    page,
    browser,
  }) => {
    const buyer = await buyerWithOrder(browser, 'Kiran Deshmukh');
    await signIn(page, admin);
    await page.goto('/admin');

    // The admin account is new and this browser has not opened the console: "Welcome"; later, "Welcome back".
    await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
    const summary = (await (await page.request.get('/api/admin/summary')).json()).data;
    const cards = page.getByRole('region', { name: 'Summary' });
    await expect(cards).toContainText(`Total Users${summary.totalUsers}`);
    await expect(cards).toContainText(`Total Orders${summary.totalOrders}`);
    await expect(cards).toContainText(`Completed Orders${summary.completedOrders}`);
    await expect(cards).toContainText(
      `Revenue collected${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(summary.collectedRevenue)}`,
    );
    await expect(cards).toContainText('Booked, not yet paid');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    // The reference the customer quotes finds the order, however it is typed.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(buyer.reference.toLowerCase().replaceAll('-', ' '));
    const ordersPanel = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orderCard(page, buyer.reference)).toBeVisible();
    await expect(ordersPanel.getByRole('article')).toHaveCount(1);

    await search.fill(buyer.account.email);
    const card = orderCard(page, buyer.reference);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Order ID${buyer.reference}`);
    await expect(card.getByRole('heading', { name: 'Growth Package' })).toBeVisible();
    await expect(card).toContainText('Kiran Deshmukh');
    await expect(card).toContainText('₹49,999');
    const badge = card.locator('[data-status]');
    await expect(badge).toHaveText('Pending Payment');
    await expect(badge).toHaveClass(/bg-amber-100/);

    // Unpaid: the menu offers no work on it (that needs a recorded offline payment), only cancelling.
    await card.getByRole('combobox', { name: /^Status of Growth Package/ }).click();
    await expect(page.getByRole('option', { name: 'Completed' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Cancelled' }).click();

    await expect(page.getByText('Order status updated')).toBeVisible();
    await expect(badge).toHaveText('Cancelled');
    await expect(badge).toHaveClass(/bg-red-100/);

    await card.getByRole('button', { name: /^View details and timeline/ }).click();
    // The order opens on its own full-width page, under the console's compact bar.
    await expect(page).toHaveURL(`/admin/orders/${buyer.orderId}`);
    const workspace = page.getByRole('main');
    await expect(workspace.getByRole('heading', { level: 1, name: 'Growth Package' })).toBeVisible();
    await expect(workspace).toContainText(`Order ${buyer.reference} for Kiran Deshmukh`);
    await expect(workspace.getByText('Pending Payment → Cancelled')).toBeVisible();
    await expect(workspace.getByText(/by Administrator \(admin\)/)).toBeVisible();
    await expect(workspace.getByText(/by Kiran Deshmukh \(customer\)/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'All orders' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Administrator' })).toBeVisible();

    // The buyer's own view: the API, and the dashboard built on it.
    const mine = await buyer.page.request.get('/api/orders');
    const order = (await mine.json()).data.find((o: { id: string }) => o.id === buyer.orderId);
    expect(order.status).toBe('cancelled');
    await buyer.page.goto('/dashboard?tab=orders');
    await expect(buyer.page.getByRole('heading', { name: 'Growth Package' }).first()).toBeVisible();
    await expect(buyer.page.getByText('Cancelled').first()).toBeVisible();
    await expect(
      buyer.page.getByRole('tabpanel', { name: 'Orders' }).getByText(buyer.reference, { exact: true }),
    ).toBeVisible();
    await buyer.close();
  });

  test('the tabs work with the keyboard and show users and contact messages', async ({ page }) => {
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Fatima Khan',
        email: `fatima.${Date.now()}@example.in`,
        subject: 'LLP or private limited?',
        message: 'Which structure suits a design studio?',
        service: 'llp',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await signIn(page, admin);
    await page.goto('/admin');

    await page.getByRole('tab', { name: 'Orders' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Launch board' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const users = page.getByRole('tabpanel', { name: 'Users' });
    await users.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
    await expect(users.getByText(admin.email)).toBeVisible();
    await expect(users.getByText(admin.email).locator('xpath=ancestor::li')).toContainText('Admin');

    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
    const messages = page.getByRole('tabpanel', { name: /Messages/ });
    const message = messages.getByRole('article', { name: /Fatima Khan: LLP or private limited\?/ }).first();
    await expect(message).toContainText('About:');
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(message.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  });

  test('a standard user gets the not-allowed page and the API refuses them with 403', async ({
    page,
    browser,
  }) => {
    const other = await buyerWithOrder(browser, 'Someone Else');
    const account = await createAccount(page, { name: 'Plain Customer' });
    await signIn(page, account);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin/')) adminCalls.push(pathname);
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    // The screen knows who is an admin: it never asks the admin API on behalf of a customer.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(adminCalls).toEqual([]);
    await expect(page.getByText(other.account.email)).toHaveCount(0);

    for (const url of [
      '/api/admin/summary',
      '/api/admin/orders',
      '/api/admin/users',
      '/api/admin/orders/export.csv',
    ]) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(403);
      const body = await res.text();
      expect(body).not.toContain(other.account.email);
      expect(body).not.toContain(other.orderId);
    }
    const patch = await page.request.patch(`/api/admin/orders/${other.orderId}/status`, {
      data: { status: 'cancelled' },
    });
    expect(patch.status()).toBe(403);
    await other.close();
  });

  test('a visitor who is not signed in is sent to /login', async ({ page }) => {
    await page.goto('/admin');
    await page.waitForURL('**/login?next=%2Fadmin');
    expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
  });

  test('has no WCAG 2.1 A/AA violations on the orders, users and messages tabs and the order view', async ({
    page,
    browser,
  }) => {
    const buyer = await buyerWithOrder(browser, 'Lakshmi Pillai');
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(orderCard(page, buyer.reference)).toBeVisible();
    const violations = async () =>
      (
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      ).violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
      );
    expect(await violations()).toEqual([]);
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('tab', { name: /Messages/ }).click();
    await expect(page.getByRole('tabpanel', { name: /Messages/ })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await orderCard(page, buyer.reference)
      .getByRole('button', { name: /^View details/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await buyer.close();
  });

  test('fits a 375 px wide phone', async ({ page, browser }) => {
    const buyer = await buyerWithOrder(browser, 'Venkatasubramanian Ramakrishnan');
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(orderCard(page, buyer.reference)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await buyer.close();
  });
});
