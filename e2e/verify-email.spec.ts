import { linkIn, openMailbox } from './mailbox.ts';
import { createAccount, expect, signIn, test } from './support.ts';

let mailbox: Awaited<ReturnType<typeof openMailbox>>;

test.beforeAll(async () => {
  mailbox = await openMailbox();
});

test.afterAll(async () => {
  await mailbox?.close();
});

test('a new customer confirms the email from the mailed link and the dashboard banner goes', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page, { name: 'Neha Kulkarni' });
  await signIn(page, account);
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your email' });
  await expect(banner).toContainText(account.email);

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent you a new link')).toBeVisible();

  const mail = await mailbox.waitForMail(account.email, 'Confirm your email for Launchpad');
  // The address is not proved yet: the mail greets no one by the name typed at sign-up.
  expect(mail.text).toContain('Hello,');
  expect(mail.text).not.toContain('Neha Kulkarni');
  await page.goto(linkIn(mail.text, `${baseURL}/verify-email?token=`));
  await expect(page.getByRole('status').filter({ hasText: 'your email is confirmed' })).toBeVisible();
  // The link's token does not stay in the address bar nor in the history.
  expect(new URL(page.url()).pathname).toBe('/verify-email');
  expect(page.url()).not.toContain('token=');

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please confirm your email')).toHaveCount(0);
});
