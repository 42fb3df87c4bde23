import { createAccount, expect, expectConsoleError, newAccount, signIn, test } from './support.ts';

test.describe('accounts', () => {
  test('a visitor creates an account and lands on the dashboard signed in', async ({ page }) => {
    const account = newAccount({ name: 'Kavya Nair' });
    await page.goto('/login');
    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(
        'Your account is ready and you are signed in. We have mailed you a link to confirm your email.',
      ),
    ).toBeVisible();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('button', { name: /Kavya/ })).toBeVisible();
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      token: localStorage.getItem('token'),
    }));
    expect(JSON.parse(stored.user ?? '{}').email).toBe(account.email);
    expect(stored.token).toBeNull();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    expectConsoleError(page, /401/);
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.in');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  });

  test('offers no Google sign-in when the server has no Firebase settings', async ({ page }) => {
    const providers = page.waitForResponse('**/api/auth/providers');
    const response = await page.goto('/login');
    expect(await (await providers).json()).toEqual({ success: true, data: { google: false } });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    // Nor does the page fetch the Firebase SDK, or let Google's hosts in through its policy.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // Our own sign-in code may load; the Firebase SDK's chunk and anything from elsewhere must not.
    const origin = new URL(page.url()).origin;
    expect(loaded.filter((url) => !url.startsWith(origin) || /firebase|google-sign-in/i.test(url))).toEqual(
      [],
    );
    expect(response?.headers()['content-security-policy']).not.toMatch(/google|firebase/);
  });

  test('a signed-in visitor on the sign-in page is offered the dashboard without the page moving', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const user = await signIn(page, await createAccount(page));
    // Where the notice and the form stood when the page was first painted, before any island ran:
    // compared below with where they stand once React has taken over, whatever the machine's speed.
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        const top = (element: Element | null | undefined) =>
          element && element.getBoundingClientRect().height > 0 ? element.getBoundingClientRect().top : null;
        const notice = Array.from(document.querySelectorAll('[role="status"]')).find((element) =>
          element.textContent?.includes('You are signed in'),
        );
        (window as unknown as { atFirstPaint: unknown }).atFirstPaint = {
          notice: top(notice),
          email: top(document.querySelector('input[type="email"]')),
        };
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/login');
    const notice = page.getByRole('status').filter({ hasText: 'You are signed in as' });
    await expect(notice).toContainText(user.name);
    await expect(notice.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The form's button is enabled once React runs the island.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    const atFirstPaint = await page.evaluate(
      () => (window as unknown as { atFirstPaint: unknown }).atFirstPaint,
    );
    const now = {
      notice: (await notice.boundingBox())?.y,
      email: (await page.getByRole('textbox', { name: /email/i }).boundingBox())?.y,
    };
    expect(atFirstPaint).toEqual({ notice: expect.any(Number), email: expect.any(Number) });
    const painted = atFirstPaint as { notice: number; email: number };
    expect(Math.abs((now.notice ?? -1) - painted.notice)).toBeLessThan(1);
    expect(Math.abs((now.email ?? -1) - painted.email)).toBeLessThan(1);
  });

  test('corrupt stored user data is cleared', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', '{not json');
        localStorage.setItem('token', 'stale');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]))
      .toEqual([null, null]);
  });
});

test.describe('unknown pages', () => {
  test('show the 404 page with a way home and back', async ({ page }) => {
    expectConsoleError(page, /404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('security headers', () => {
  test('pages carry a CSP without unsafe-inline scripts and run without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response?.headers()['x-powered-by']).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
