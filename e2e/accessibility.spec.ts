import AxeBuilder from '@axe-core/playwright';
import { createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

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

  // One test a screen, each at both widths. A made-up token: each screen then says the link is not
  // valid, still under its heading.
  for (const path of [
    '/forgot-password',
    '/reset-password?token=x',
    '/verify-email?token=x',
    '/confirm-email?token=x',
  ]) {
    test(`${path.split('?')[0]}, reached from an account mail, has one h1 and no violations, at 1280 and 375 px`, async ({
      page,
    }, testInfo) => {
      if (path.includes('token')) expectConsoleError(page, /status of 400/);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const results = await new AxeBuilder({ page }).withTags([...wcag, 'best-practice']).analyze();
        expect(summarise(results.violations), `${path} at ${width} px`).toEqual([]);
        const name = path.slice(1).split('?')[0];
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    });
  }

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
