import {
  admin,
  animationsSettled,
  createAccount,
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  signIn,
  test,
  twoFrames,
} from './support.ts';

test.describe('account page', () => {
  test('shows the profile with the email unverified, the 24-hour note and the activity of the orders', async ({
    page,
  }) => {
    const account = await createAccount(page, { name: 'Vikram Shah', phone: '+91 99000 11122' });
    const user = await signIn(page, account);
    const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    expect(res.status()).toBe(200);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    // Name, email with its state, phone and member since; no raw id, no role said twice.
    const profile = page.locator('dl').first();
    await expect(profile.locator('dt')).toHaveText(['Name', 'Email', 'Phone', 'Member since']);
    await expect(profile).toContainText('Vikram Shah');
    await expect(profile).toContainText(account.email);
    await expect(profile.getByText('Not verified')).toBeVisible();
    await expect(profile).toContainText('+91 99000 11122');
    await expect(page.getByText(user.id)).toHaveCount(0);
    for (const gone of ['User ID', 'Role', 'Account type', 'Standard User']) {
      await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
    }
    await profile.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expect(page.getByText(/session expires 24 hours after you sign in/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    // Closing a dialog gives focus back to the button that opened it.
    const viewActivity = page.getByRole('button', { name: 'View Activity' });
    await viewActivity.click();
    const activity = page.getByRole('dialog', { name: 'Recent Activity' });
    await expect(activity).toContainText('Order placed · Scale Package');
    await page.keyboard.press('Escape');
    await expect(activity).toBeHidden();
    await expect(viewActivity).toBeFocused();
    await viewActivity.click();
    await activity.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scale Package' })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`a notice at ${width} px leaves the navigation bar clear and closes from inside its box`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, await createAccount(page));
      await page.goto('/account');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page
        .getByRole('dialog', { name: 'Edit Profile' })
        .getByRole('button', { name: 'Save changes' })
        .click();

      const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' });
      await expect(notice).toBeVisible();
      // Measured once it has settled: no animation runs and two looks two frames apart agree.
      await animationsSettled(page);
      await expect
        .poll(async () => {
          const before = await notice.boundingBox();
          await twoFrames(page);
          const after = await notice.boundingBox();
          return before !== null && after !== null && before.x === after.x && before.y === after.y;
        })
        .toBe(true);
      const header = await page.locator('header').first().boundingBox();
      const box = await notice.boundingBox();
      const close = notice.getByRole('button', { name: 'Close toast' });
      const closeBox = await close.boundingBox();
      if (!header || !box || !closeBox) throw new Error('not laid out');
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The close button sits within the notice, not astride its corner.
      expect(closeBox.x).toBeGreaterThanOrEqual(box.x);
      expect(closeBox.y).toBeGreaterThanOrEqual(box.y);
      expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(box.x + box.width);
      expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(box.y + box.height);
      expect(closeBox.width).toBeGreaterThanOrEqual(24);
      await close.click();
      await expect(notice).toBeHidden();
    });
  }

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

  test('a member of staff gets the Admin Panel action and one badge naming their role', async ({ page }) => {
    await signIn(page, admin);
    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await expect(page.getByText('Owner', { exact: true })).toHaveCount(1);
  });

  test('signs out of all devices after asking: this browser and another one alike', async ({
    page,
    browser,
  }, testInfo) => {
    // The session ends under the page: a read that was in flight may answer 401.
    expectConsoleError(page, /status of 401/);
    const account = await createAccount(page);
    await signIn(page, account);
    const otherDevice = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherLogin = await otherDevice.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(otherLogin.status()).toBe(200);
    expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(200);

    await page.goto('/account');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });
    }

    // Cancelling changes nothing.
    const open = page.getByRole('button', { name: 'Sign out of all devices' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toContainText('including this one');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('sign-out-everywhere-375.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(200);

    await open.click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(/\/login\?session=ended$/);
    await expect(
      page.getByText('You have been signed out of all devices. Sign in again to continue.'),
    ).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
    await otherDevice.close();
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
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/account');
  });
});
