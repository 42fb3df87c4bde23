import { admin, createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

test.describe('account page', () => {
  test('shows the profile, status, the 24-hour note and the activity of the orders', async ({ page }) => {
    const account = await createAccount(page, { name: 'Vikram Shah', phone: '+91 99000 11122' });
    const user = await signIn(page, account);
    const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    expect(res.status()).toBe(200);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText(user.id)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('+91 99000 11122')).toBeVisible();
    await expect(page.getByText('Standard User').first()).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('User', { exact: true })).toBeVisible();
    await expect(page.getByText(/session expires 24 hours after you sign in/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    await page.getByRole('button', { name: 'View Activity' }).click();
    const activity = page.getByRole('dialog', { name: 'Recent Activity' });
    await expect(activity).toContainText('Order placed · Scale Package');
    await activity.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('dialog', { name: 'Scale Package' })).toBeVisible();
  });

  test('Edit Profile saves the name and phone, and they survive a reload', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/account');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Full Name').fill('Meera K. Iyer');
    await dialog.getByLabel('Phone Number').fill('not a phone');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await dialog.getByLabel('Phone Number').fill('+91 90000 22222');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meera K. Iyer' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meera K. Iyer' })).toBeVisible();
    await expect(page.getByText('+91 90000 22222')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Meera/ })).toBeVisible();
  });

  test('Change Password keeps this browser signed in and signs every other session out', async ({
    page,
    browser,
  }) => {
    expectConsoleError(page, /status of 400/);
    const account = await createAccount(page);
    await signIn(page, account);
    const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherLogin = await otherDevice.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(otherLogin.status()).toBe(200);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password', { exact: true }).fill('not my password');
    await dialog.getByLabel('New Password', { exact: true }).fill('a-brand-new-secret');
    await dialog.getByLabel('Confirm New Password').fill('a-brand-new-secret');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Your current password is incorrect')).toBeVisible();

    await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
    await otherDevice.close();

    const oldPassword = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    const newPassword = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: 'a-brand-new-secret' },
    });
    expect(oldPassword.status()).toBe(401);
    expect(newPassword.status()).toBe(200);
  });

  test('an admin gets the Admin Panel action and Admin account type', async ({ page }) => {
    await signIn(page, admin);
    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Administrator').first()).toBeVisible();
  });

  test('Logout ends the session and returns home; signed out, /account sends to /login', async ({ page }) => {
    // The test re-seeds the remembered profile on every load; the server's 401 then forgets it.
    expectConsoleError(page, /status of 401/);
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.goto('/account');
    await page.waitForURL('**/login');
  });
});
