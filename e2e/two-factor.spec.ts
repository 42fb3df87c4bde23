import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, test, violationsAtBothWidths } from './support.ts';

/**
 * The code Debian's oathtool shows for `secret`, `steps` time steps from now: enrolment takes the
 * current step's code, and a code is never accepted twice, so the sign-in after it takes the next.
 */
function oathtoolCode(secret: string, steps = 0): string {
  const at = new Date(Date.now() + steps * 30_000).toISOString().replace(/\.\d{3}Z$/, ' UTC');
  return execFileSync('oathtool', ['--totp', '-b', secret, '--now', at], { encoding: 'utf8' }).trim();
}

/** Signs in on the sign-in page, as a person does (the password step only). */
async function passwordStep(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('two-step sign-in', () => {
  test('a customer turns it on from the account page, signs in again with a code, and sees their devices', async ({
    page,
  }, testInfo) => {
    const account = await createAccount(page, { name: 'Meera Iyer' });
    await passwordStep(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account');
    const card = page.locator('#two-step');
    await expect(card.getByText('Off. Your password alone signs you in.')).toBeVisible();

    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const found = await violationsAtBothWidths(
      page,
      () => expect(card.getByLabel('Code from your app')).toBeVisible(),
      { testInfo, name: 'two-step-enrolment' },
    );
    expect(found).toEqual([]);
    const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel('Code from your app').fill(oathtoolCode(secret));
    await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('On. 10 of your recovery codes are left.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await passwordStep(page, account);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill(oathtoolCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/account');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText('Chrome');
    await expect(devices.getByText('This device')).toBeVisible();
    const shown = await violationsAtBothWidths(page, () => expect(devices).toBeVisible(), {
      testInfo,
      name: 'devices',
    });
    expect(shown).toEqual([]);
  });
});
