import { linkIn, openMailbox } from './mailbox.ts';
import { createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

let mailbox: Awaited<ReturnType<typeof openMailbox>>;

test.beforeAll(async () => {
  mailbox = await openMailbox();
});

test.afterAll(async () => {
  await mailbox?.close();
});

test('a customer who forgot the password sets a new one from the mailed link', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount(page, { name: 'Rohan Mehta' });
  // A session opened before the reset, in another browser.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  const mail = await mailbox.waitForMail(account.email, 'Choose a new Launchpad password');
  // The address may be unproved: the mail greets no one by the name whoever registered it typed.
  expect(mail.text).toContain('Hello,');
  expect(mail.text).not.toContain('Rohan Mehta');
  const link = linkIn(mail.text, `${baseURL}/reset-password?token=`);

  await page.goto(link);
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The old session is gone and the old password no longer works.
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
  expectConsoleError(page, /401/);
  await page.locator('#main-content').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');

  // The link works once.
  const again = await page.request.post('/api/auth/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), password: 'yet-another-password' },
  });
  expect(again.status()).toBe(400);
  await mailbox.waitForMail(account.email, 'Your Launchpad password was changed');
});
