import type { Page } from '@playwright/test';
import { createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function signInWithForm(page: Page, account: { email: string; password: string }) {
  // Before its script runs, the page holds both forms (CSS shows one); React then keeps one.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
}

/** How far the card's top (its badge included) sits below the sticky navigation bar. */
async function gapBelowHeader(page: Page, name: string): Promise<number> {
  return page.evaluate((cardName) => {
    const header = document.querySelector('header') as HTMLElement;
    const article = Array.from(document.querySelectorAll('article')).find(
      (element) => element.querySelector('h3')?.textContent === cardName,
    ) as HTMLElement;
    const tops = [article, ...Array.from(article.querySelectorAll<HTMLElement>('*'))].map(
      (element) => element.getBoundingClientRect().top,
    );
    return Math.min(...tops) - header.getBoundingClientRect().bottom;
  }, name);
}

test.describe('buying from the about page', () => {
  test('a signed-in customer starts the purchase there', async ({ page }) => {
    await signIn(page, await createAccount(page));
    await page.goto('/about');
    await card(page, 'Scale').getByRole('button', { name: 'Scale Up' }).click();
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹99,999' })).toBeVisible();
  });

  test('a visitor who picks Scale and signs in comes back to it, offered to continue', async ({ page }) => {
    expectConsoleError(page, /401/);
    const account = await createAccount(page);
    await page.goto('/about');
    await card(page, 'Scale').getByRole('link', { name: 'Scale Up' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fabout%3Fpackage%3Dscale$/);
    await signInWithForm(page, account);
    await page.waitForURL(/\/about\?package=scale$/);
    const scale = card(page, 'Scale');
    await expect(scale.getByText('Continue your purchase of the Scale package.')).toBeVisible();
    await expect(scale).toBeInViewport();
    await scale.getByRole('button', { name: 'Continue Purchase' }).click();
    await expect(page.getByRole('button', { name: 'Pay ₹99,999' })).toBeVisible();
  });
});

test.describe('a package chosen in the address (/?package=)', () => {
  test('claims no waiting order to a visitor who is signed out', async ({ page }) => {
    await page.goto('/?package=scale');
    const scale = card(page, 'Scale');
    await expect(scale).toBeInViewport();
    await expect(page.getByText(/waiting for payment/)).toHaveCount(0);
    await expect(scale.getByRole('link', { name: 'Scale Up' })).toHaveAttribute(
      'href',
      '/login?next=%2F%3Fpackage%3Dscale',
    );
  });

  test('says an order waits for payment only when one does', async ({ page }) => {
    await signIn(page, await createAccount(page));
    // The overview's link to the next package lands here without any order for the package.
    await page.goto('/?package=enterprise');
    const enterprise = card(page, 'Enterprise');
    await expect(enterprise.getByText('Continue your purchase of the Enterprise package.')).toBeVisible();
    await expect(page.getByText(/waiting for payment/)).toHaveCount(0);

    const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    expect(started.status()).toBe(200);
    await page.goto('/?package=scale');
    const scale = card(page, 'Scale');
    await expect(scale.getByText('Your order for this package is waiting for payment.')).toBeVisible();
    await expect(scale.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
  });

  for (const width of [375, 800, 1280]) {
    test(`scrolls the chosen card into view clear of the sticky header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const name of ['Growth', 'Enterprise']) {
        await page.goto(`/?package=${name.toLowerCase()}`);
        // The scroll may be smooth: wait until the card has arrived.
        await expect.poll(() => gapBelowHeader(page, name)).toBeLessThan(60);
        expect(await gapBelowHeader(page, name), name).toBeGreaterThanOrEqual(8);
      }
    });
  }
});

test.describe('an expired session', () => {
  test('leaves the user on /login with a word, and returns them where they were', async ({ page }) => {
    expectConsoleError(page, /401/);
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/dashboard?tab=orders');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    // The session cookie goes, as it does when the session expires.
    await page.context().clearCookies();
    await page.goto('/dashboard?tab=orders');
    await page.waitForURL(/\/login\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('session')).toBe('expired');
    expect(query.get('next')).toBe('/dashboard?tab=orders');
    await expect(page.getByRole('status')).toHaveText('Your session has expired; please sign in again.');

    await signInWithForm(page, account);
    await page.waitForURL(/\/dashboard\?tab=orders$/);
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('returning after signing in', () => {
  for (const next of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
  ]) {
    test(`never leaves the site for ?next=${next}`, async ({ page, baseURL }) => {
      const account = await createAccount(page);
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signInWithForm(page, account);
      await page.waitForURL(/\/dashboard$/);
      expect(page.url()).toBe(`${baseURL}/dashboard`);
    });
  }
});
