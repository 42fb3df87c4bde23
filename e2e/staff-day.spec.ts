import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, test } from './support.ts';

/** Starts a Starter checkout without paying: an order waiting for its payment. */
async function unpaidStarter(page: Page): Promise<{ orderId: string; amount: number }> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(res.status(), await res.text()).toBe(200);
  const { orderId, amount } = (await res.json()).data as { orderId: string; amount: number };
  return { orderId, amount };
}

/** Pays for a Starter package on the sandbox's checkout page; returns the order's id. */
async function paidStarter(page: Page): Promise<string> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  return orderId;
}

async function expectNoViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
  ).toEqual([]);
}

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

test.describe("a staff member's day on the order page", () => {
  test('records an offline payment, withdraws a deliverable and cancels a paid order through a refund', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const customers = await browser.newContext();
    const customer = await customers.newPage();
    const priya = await createAccount(customer, { name: 'Priya Sharma' });
    await signIn(customer, priya);
    const unpaid = await unpaidStarter(customer);
    const paidOrderId = await paidStarter(customer);
    await customers.close();

    await signIn(page, admin);
    await page.goto(`/admin/orders/${unpaid.orderId}`);
    const workspace = page.getByRole('main');
    await expect(workspace.getByRole('heading', { level: 1, name: 'Starter Package' })).toBeVisible();
    // The console's own compact bar, not the storefront's header and footer.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoViolations(page);

    // An offline payment starts the launch, like a provider payment.
    await workspace.getByRole('button', { name: 'Record a payment received offline…' }).click();
    const offline = page.getByRole('dialog', { name: 'Record a payment received offline' });
    await offline.getByLabel('Amount in rupees').fill(String(unpaid.amount));
    await offline.getByLabel('Method').selectOption('NEFT');
    await offline.getByLabel('Reference').fill('UTR SBIN0000123456');
    await offline.getByLabel('Received on').fill(todayInIndia());
    await expectNoViolations(page);
    await offline.getByRole('button', { name: 'Record payment' }).click();
    await expect(offline).toBeHidden();
    await expect(workspace.locator('[data-status]').first()).toHaveText('In Progress');
    const payments = workspace.getByRole('region', { name: 'Payment attempts' });
    await expect(payments).toContainText('reference UTR SBIN0000123456, recorded by Administrator');
    await expect(
      workspace.getByRole('region', { name: 'Launch' }).getByRole('heading', { name: 'Milestones' }),
    ).toBeVisible();

    // A wrong deliverable is handed over, then withdrawn with a reason.
    const launch = workspace.getByRole('region', { name: 'Launch' });
    await launch.getByLabel('File to hand over').setInputFiles({
      name: 'coi-other-client.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await launch.getByRole('button', { name: /^Hand over|^Upload/ }).click();
    const handed = launch.getByRole('link', { name: /coi-other-client\.pdf/ });
    await expect(handed).toBeVisible();
    await launch.getByRole('button', { name: /^Withdraw .*coi-other-client\.pdf/ }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw this deliverable?' });
    await withdraw.getByLabel('Why it is withdrawn').fill("Another client's certificate");
    await expectNoViolations(page);
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(withdraw).toBeHidden();
    await expect(handed).toHaveCount(0);
    await expect(
      workspace.getByText(/withdrawn: coi-other-client\.pdf\. Another client's certificate/),
    ).toBeVisible();

    // A paid order is cancelled only through a refund (or a kept payment), after a confirmation.
    await page.goto(`/admin/orders/${paidOrderId}`);
    await expect(workspace.locator('[data-status]').first()).toHaveText('In Progress');
    await workspace.getByRole('combobox', { name: /^Status of Starter Package/ }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this paid order?' });
    await expect(confirm.getByRole('radio', { name: /^Refund all that is left/ })).toBeChecked();
    await confirm.getByLabel('Note for the customer (optional)').fill('The customer changed plans');
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(confirm).toBeHidden();
    await expect(workspace.locator('[data-status]').first()).toHaveText('Cancelled');
    await expect(
      workspace
        .getByRole('region', { name: 'Refunds' })
        .getByText(/The customer changed plans/)
        .first(),
    ).toBeVisible();
    await expect(workspace.getByText(/Cancelled with a refund of ₹/)).toBeVisible();
    await expectNoViolations(page);
  });
});
