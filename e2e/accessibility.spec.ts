import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { admin, createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

/** Every public page, both URLs of the shared service screens included. */
const publicPages = [
  '/',
  '/login',
  '/about',
  '/how-it-works',
  '/contact',
  '/terms',
  '/privacy',
  '/services/business-registration',
  '/services/compliance',
  '/services/website-development',
  '/services/mobile-app',
  '/services/digital-marketing',
  '/services/branding',
];

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function summarise(violations: { id: string; help: string; nodes: { target: unknown }[] }[]) {
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
  );
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const path of publicPages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(summarise(results.violations)).toEqual([]);
    });
  }

  test('/account has no violations, for a customer and at 375 px', async ({ page }) => {
    const account = await createAccount(page, { name: 'Kavya Menon' });
    await signIn(page, account);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    expect(summarise((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(summarise((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations)).toEqual([]);
  });

  test('the screens reached from account mails each have one h1 and no violations, at 1280 and 375 px', async ({
    page,
  }, testInfo) => {
    // A made-up token: each screen then says the link is not valid, still under its heading.
    expectConsoleError(page, /status of 400/);
    const screens = [
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email?token=x',
      '/confirm-email?token=x',
    ];
    for (const path of screens) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const results = await new AxeBuilder({ page }).withTags([...wcag, 'best-practice']).analyze();
        expect(summarise(results.violations), `${path} at ${width} px`).toEqual([]);
        const name = path.slice(1).split('?')[0];
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    }
  });

  test('the open mobile menu and an open FAQ answer have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    await page.locator('summary', { hasText: 'What is your refund policy?' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(summarise(results.violations)).toEqual([]);
  });
});

/** The axe violations of the page as it is now, and any sideways overflow, at 1280 px and then at 375 px wide. */
async function violationsAtBothWidths(page: Page, ready: () => Promise<void>) {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    found.push(...summarise(results.violations).map((v) => `${width} px: ${v}`));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${width} px: the page is ${overflow} px wider than the screen`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  return found;
}

/** A full-page screenshot in the test's output folder, to look at. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('accessibility of support and complaints (axe, at 1280 and 375 px)', () => {
  test('the order page’s messages, the support queue, the complaints and the contact inbox', async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    const account = await createAccount(page, { name: 'Nandini Rao' });
    await signIn(page, account);
    const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
    expect(started.status(), await started.text()).toBe(200);
    const { orderId } = (await started.json()).data as { orderId: string };
    const asked = await page.request.post(`/api/orders/${orderId}/messages`, {
      data: { body: 'Which address proof do you need for the office?' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    for (const { subject, name, mailbox } of [
      { subject: `Charged twice ${stamp}`, name: 'Irfan Ali', mailbox: 'irfan' },
      { subject: `GST question ${stamp}`, name: 'Lata Desai', mailbox: 'lata' },
    ]) {
      const sent = await page.request.post('/api/contact', {
        data: {
          name,
          email: `${mailbox}.${stamp}@example.in`,
          subject,
          message: 'Please call me back about my order.',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    const team = await browser.newContext();
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    const answered = await adminPage.request.post(`/api/admin/orders/${orderId}/messages`, {
      data: { body: 'A recent electricity bill of the office works.' },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    // Asked again, the thread waits for the team in the support queue.
    const again = await page.request.post(`/api/orders/${orderId}/messages`, {
      data: { body: 'Does a bill in my father’s name work?' },
    });
    expect(again.status(), await again.text()).toBe(201);

    await page.goto(`/dashboard/orders/${orderId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    expect(
      await violationsAtBothWidths(page, () =>
        expect(messages.getByText('A recent electricity bill of the office works.')).toBeVisible(),
      ),
    ).toEqual([]);

    await page.goto('/complaints');
    expect(await violationsAtBothWidths(page, () => expect(page.locator('h1')).toBeVisible())).toEqual([]);

    await adminPage.goto('/admin?tab=support');
    expect(
      await violationsAtBothWidths(adminPage, () =>
        // The admin console loads its summary first: slow on a busy machine.
        expect(adminPage.getByTestId('support-thread').first()).toBeVisible(),
      ),
    ).toEqual([]);

    // One message answered and raised as a complaint, one waiting: every state of the inbox's card.
    await adminPage.getByRole('tab', { name: /Messages/ }).click();
    const raised = adminPage.getByRole('article', { name: `Message from Irfan Ali: Charged twice ${stamp}` });
    await raised.getByRole('button', { name: 'Reply' }).click();
    const reply = adminPage.getByRole('dialog', { name: 'Answer Irfan Ali' });
    await reply.getByLabel(/Your answer/).fill('We refunded the second payment today.');
    await reply.getByRole('button', { name: 'Send answer' }).click();
    await expect(reply).toBeHidden();
    await raised.getByRole('button', { name: 'Raise as complaint' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Raise complaint' }).click();
    await expect(raised.getByText(/Complaint GRV-/)).toBeVisible();
    const waiting = adminPage.getByRole('article', {
      name: `Message from Lata Desai: GST question ${stamp}`,
    });
    const inboxReady = () => expect(raised.getByRole('list', { name: 'Answers to Irfan Ali' })).toBeVisible();
    expect(await violationsAtBothWidths(adminPage, inboxReady)).toEqual([]);
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 800 });
      await raised.scrollIntoViewIfNeeded();
      await snapshot(adminPage, testInfo, `inbox-${width}`);
    }

    await waiting.getByRole('button', { name: 'Reply' }).click();
    expect(
      await violationsAtBothWidths(adminPage, () =>
        expect(adminPage.getByRole('dialog', { name: 'Answer Lata Desai' })).toBeVisible(),
      ),
    ).toEqual([]);
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 800 });
      await adminPage.screenshot({ path: testInfo.outputPath(`reply-dialog-${width}.png`) });
    }
    await adminPage.keyboard.press('Escape');
    await waiting.getByRole('button', { name: 'Raise as complaint' }).click();
    expect(
      await violationsAtBothWidths(adminPage, () =>
        expect(adminPage.getByRole('dialog', { name: 'Raise this message as a complaint?' })).toBeVisible(),
      ),
    ).toEqual([]);
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 800 });
      await adminPage.screenshot({ path: testInfo.outputPath(`complaint-dialog-${width}.png`) });
    }
    await adminPage.keyboard.press('Escape');

    await adminPage.getByRole('tab', { name: /Complaints/ }).click();
    expect(
      await violationsAtBothWidths(adminPage, () =>
        expect(adminPage.getByTestId('admin-grievance').first()).toBeVisible(),
      ),
    ).toEqual([]);
    await team.close();
  });
});

test.describe('keyboard', () => {
  test('the service menus open, move and close with the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Start Business' });
    const panel = page.locator('#services-menu-0');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Business Registration' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Legal & Compliance' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Leaving the panel with Tab closes it too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/compliance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal & Compliance Services' })).toBeVisible();
  });

  test('the mobile menu opens from the keyboard and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the FAQ opens and closes with the keyboard, one answer at a time', async ({ page }) => {
    await page.goto('/contact');
    const question = (text: string) => page.locator('summary', { hasText: text });
    const launch = question('How long does it take to launch my startup?');
    const refunds = question('What is your refund policy?');
    const openAnswers = page.locator('details[open]');
    await expect(openAnswers).toHaveCount(0);
    await expect(page.getByText('It depends on the package: Starter 30')).toBeHidden();

    await launch.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('It depends on the package: Starter 30')).toBeVisible();
    await expect(openAnswers).toHaveCount(1);

    await page.keyboard.press('Tab');
    await expect(question('What documents do I need to register a company?')).toBeFocused();
    await refunds.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText('credited to the original payment source within 5–7 working days'),
    ).toBeVisible();
    await expect(page.getByText('It depends on the package: Starter 30')).toBeHidden();
    await expect(openAnswers).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(openAnswers).toHaveCount(0);
  });
});

test.describe('accessibility of the admin Mail tab (axe, at 1280 and 375 px)', () => {
  test('the Mail tab’s problems', async ({ page }, testInfo) => {
    await signIn(page, admin);
    await page.goto('/admin?tab=mail');
    const panel = page.getByRole('tabpanel', { name: /Mail/ });
    expect(
      await violationsAtBothWidths(page, () =>
        // The admin console loads its summary first: slow on a busy machine.
        expect(panel.getByRole('button', { name: /^Failed/ })).toBeVisible(),
      ),
    ).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await snapshot(page, testInfo, `mail-problems-${width}`);
    }
  });
});
