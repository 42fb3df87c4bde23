import type { Page, TestInfo } from '@playwright/test';
import {
  createAccount,
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  newAccount,
  payOnPaymentPage,
  pdfFile,
  signIn,
  test,
} from './support.ts';

// Signing up in the middle of a purchase, and the first documents after paying, at desktop and
// phone widths, with axe at 0 violations on each screen.

const widths = [1280, 375] as const;
const MB = 1024 * 1024;

/** A full-page screenshot in the test's output folder, once the page is known not to scroll sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The navigation bar's Sign in link: in the bar on wide screens, in the menu on a phone. */
async function expectSignInLink(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
  const menu = width < 768 ? page.locator('#mobile-menu') : page.locator('header');
  await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
    'href',
    '/login?mode=create',
  );
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
}

test.describe('signing up in the middle of a purchase', () => {
  for (const width of widths) {
    test(`Growth → sign up → signed in on Continue Purchase → paid, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expectSignInLink(page, width);

      await page
        .getByRole('article', { name: 'Growth', exact: true })
        .getByRole('link', { name: 'Start Growing' })
        .click();
      await expect(page).toHaveURL(/\/login\?next=%2F%3Fpackage%3Dgrowth$/);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const banner = page.getByText('You’re buying Growth (₹49,999)');
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `sign-in-with-purchase-${width}`);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expect(banner).toBeVisible();
      const account = newAccount({ name: 'Farah Qureshi' });
      await page.getByLabel('Full Name').fill(account.name);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Phone Number').fill(account.phone);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `sign-up-with-purchase-${width}`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText(/Your account is ready and you are signed in/)).toBeVisible();

      // Back on the package, signed in, with the purchase one key press away.
      await page.waitForURL(/\/\?package=growth$/);
      const growth = page.getByRole('article', { name: 'Growth', exact: true });
      await expect(growth.getByText('Continue your purchase of the Growth package.')).toBeVisible();
      const proceed = growth.getByRole('button', { name: 'Continue Purchase' });
      await expect(proceed).toBeFocused();
      await expect(page.getByRole('button', { name: /Farah.*account menu/ })).toHaveCount(
        width < 768 ? 0 : 1,
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Pay ₹49,999' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay ₹49,999' }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    });
  }
});

test.describe('the documents of a paid order', () => {
  for (const width of widths) {
    test(`two PAN cards for one kind, each shown; a 31 MB file refused in the browser, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, await createAccount(page, { name: 'Kabir Sethi' }));
      const orderId = await payOnPaymentPage(page, 'starter');
      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(
        page.getByRole('heading', {
          name: 'Masked Aadhaar of each director (only the last four digits showing)',
        }),
      ).toBeVisible();
      await expect(
        page.getByText(/download the masked Aadhaar from myaadhaar\.uidai\.gov\.in/),
      ).toBeVisible();

      const pan = page.getByTestId('document').filter({ hasText: 'PAN card of each director' });
      await pan.getByLabel('File for PAN card of each director').setInputFiles(pdfFile('pan-kabir.pdf'));
      await pan.getByRole('button', { name: 'Upload' }).click();
      await expect(pan.getByRole('link', { name: 'pan-kabir.pdf' })).toBeVisible();
      await pan
        .getByLabel('Another file for PAN card of each director')
        .setInputFiles(pdfFile('pan-meera.pdf'));
      await pan.getByRole('button', { name: 'Add another' }).click();
      await expect(pan.getByRole('link', { name: 'pan-meera.pdf' })).toBeVisible();
      await expect(pan.getByRole('link', { name: 'pan-kabir.pdf' })).toBeVisible();
      await expect(pan.getByTestId('document-file')).toHaveCount(2);
      await expect(pan.getByText('Being checked')).toHaveCount(2);

      // A 31 MB scan: refused before a byte is sent, with the limit named.
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/documents')) uploads.push(request.url());
      });
      const another = pan.getByLabel('Another file for PAN card of each director');
      await another.setInputFiles(pdfFile('pan-huge.pdf', 31 * MB));
      await expect(pan.getByRole('alert')).toHaveText(
        'pan-huge.pdf is 31 MB; files can be at most 10 MB. Choose a smaller file, or scan it at a lower resolution.',
      );
      await expect(another).toHaveAttribute('aria-invalid', 'true');
      await expect(pan.getByRole('button', { name: 'Add another' })).toBeDisabled();
      await another.evaluate((input) => (input as HTMLInputElement).form?.requestSubmit());
      await expect(pan.getByRole('link', { name: 'pan-huge.pdf' })).toHaveCount(0);
      expect(uploads).toEqual([]);

      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `checklist-several-files-${width}`);
      await pan.screenshot({ path: testInfo.outputPath(`checklist-pan-${width}.png`) });
    });
  }

  test('an upload after the session ended says so, clears the name, and signs in back to the page', async ({
    page,
  }) => {
    expectConsoleError(page, /401/);
    const account = await createAccount(page, { name: 'Tara Menon' });
    await signIn(page, account);
    const orderId = await payOnPaymentPage(page, 'starter');
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole('button', { name: /Tara.*account menu/ })).toBeVisible();

    // The session ends while the page is open.
    await page.context().clearCookies({ name: 'session' });
    const photo = page.getByTestId('document').filter({ hasText: 'Passport-size photograph' });
    await photo
      .getByLabel('File for Passport-size photograph of each director')
      .setInputFiles(pdfFile('me.pdf'));
    await photo.getByRole('button', { name: 'Upload' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your session ended.' });
    await expect(notice).toHaveText('Your session ended. Sign in to continue');
    // What the page showed stays beneath the notice.
    await expect(photo).toBeVisible();
    await expect(page.getByRole('button', { name: /Tara.*account menu/ })).toHaveCount(0);
    await expect(page.locator('header').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    await notice.getByRole('link', { name: 'Sign in to continue' }).click();
    await page.waitForURL(/\/login\?/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/dashboard/orders/${orderId}`);
    await expect(page.getByTestId('document').filter({ hasText: 'Passport-size photograph' })).toBeVisible();
  });
});
