import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, newAccount, test } from './support.ts';

/** Every prerendered public page. */
const publicPages = [
  '/',
  '/about',
  '/how-it-works',
  '/contact',
  '/terms',
  '/privacy',
  '/login',
  '/services/business-registration',
  '/services/compliance',
  '/services/website-development',
  '/services/mobile-app',
  '/services/digital-marketing',
  '/services/branding',
] as const;

const packageButtons = [
  ['starter', 'Starter', 'Get Started'],
  ['growth', 'Growth', 'Start Growing'],
  ['scale', 'Scale', 'Scale Up'],
  ['enterprise', 'Enterprise', 'Go Enterprise'],
] as const;

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** The page's `next`, decoded, or null. */
function nextOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('next');
}

test.describe('with JavaScript switched off', () => {
  let context: BrowserContext;
  let page: Page;

  async function open(browser: Browser, width: number) {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    page = await context.newPage();
  }

  test.afterEach(async () => context?.close());

  test('every public page can be read', async ({ browser }) => {
    await open(browser, 1280);
    for (const path of publicPages) {
      await page.goto(path);
      const heading = page.locator('h1:visible');
      await expect(heading, path).toHaveCount(1);
      expect((await heading.innerText()).length, path).toBeGreaterThan(5);
      // The page's own words, not a loading state.
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(200);
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
  });

  test('the service menus open and lead to the service pages', async ({ browser }) => {
    await open(browser, 1280);
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Mobile App Development' });
    await expect(link).toBeHidden();
    await page.getByRole('button', { name: 'Website & Mobile App' }).click();
    await link.click();
    await expect(page).toHaveURL(/\/services\/mobile-app$/);
    await page.getByRole('button', { name: 'Start Business' }).click();
    await expect(page.getByRole('link', { name: 'Legal & Compliance' })).toBeVisible();
  });

  test('the phone menu opens and reaches the contact details', async ({ browser }) => {
    await open(browser, 375);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /support@launchpad\.example/ }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /\+91 80 4567 8900/ }).first()).toBeVisible();
    // The form cannot be sent without a script, and says so rather than doing nothing.
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  for (const page_ of ['/', '/about']) {
    test(`every package button on ${page_} reaches the sign-in page, remembering the package`, async ({
      browser,
    }) => {
      await open(browser, 1280);
      for (const [id, name, button] of packageButtons) {
        await page.goto(page_);
        await card(page, name).getByRole('link', { name: button, exact: true }).click();
        await expect(page).toHaveURL(/\/login\?/);
        expect(nextOf(page)).toBe(`${page_}?package=${id}`);
        await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
        // Playwright's text search skips <noscript>; the paragraph inside it is what the visitor reads.
        await expect(page.locator('noscript p')).toContainText(
          'Signing in and creating an account need JavaScript',
        );
        await expect(page.locator('noscript p')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
      }
    });
  }
});

test.describe('with the scripts held back', () => {
  test('package buttons, the sign-up link and the menus work first; then everything does', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Every script module waits until the test lets it through.
    let letThrough = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = () => {
        letThrough = true;
        resolve();
      };
    });
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      if (!letThrough) await released;
      await route.continue().catch(() => undefined);
    });
    const hydrated = page.locator('html[data-hydrated]');

    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start Business' }).click();
    await expect(page.getByRole('link', { name: 'Business Registration' })).toBeVisible();
    await card(page, 'Growth').getByRole('link', { name: 'Start Growing' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(nextOf(page)).toBe('/?package=growth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/login\?mode=create/);
    expect(nextOf(page)).toBe('/?package=growth');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeHidden();
    await expect(hydrated).toHaveCount(0);

    // The scripts arrive: the page behaves as it always did, and the package is still remembered.
    release();
    await hydrated.waitFor({ state: 'attached' });
    const account = newAccount({ name: 'Anika Rao' });
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/Your account is ready and you are signed in/)).toBeVisible();

    await page.waitForURL(/\/\?package=growth$/);
    const growth = card(page, 'Growth');
    await expect(growth.getByText('Continue your purchase of the Growth package.')).toBeVisible();
    await growth.getByRole('button', { name: 'Continue Purchase' }).click();
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    await context.close();
  });
});
