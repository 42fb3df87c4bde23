import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { admin, createAccount, expect, signIn, test, violationsAtBothWidths } from './support.ts';

/** The names of a zip's entries and the text of its manifest. */
function readArchive(zip: Buffer): Promise<{ names: string[]; manifest: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const names: string[] = [];
      let manifest: Record<string, unknown> = {};
      file.on('error', reject);
      file.on('end', () => resolve({ names, manifest }));
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== 'manifest.json') return file.readEntry();
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            manifest = JSON.parse(Buffer.concat(parts).toString('utf8'));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

test.describe('your data', () => {
  test('a copy of my data is prepared, downloaded and opened', async ({ page }) => {
    const account = await createAccount(page, { name: 'Kavya Menon' });
    await signIn(page, account);
    await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });

    await page.goto('/account');
    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(page.getByText('Preparing your data.')).toBeVisible();
    // Built in the background by the server's loop, then offered for download.
    const link = page.getByRole('link', { name: /Download my data/ });
    await expect(link).toBeVisible();
    await expect(page.getByText(/Available until/)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const path = await download.path();
    const { names, manifest } = await readArchive(await readFile(path));
    expect(names[0]).toBe('manifest.json');
    expect((manifest.profile as { email: string }).email).toBe(account.email);
    expect((manifest.orders as { packageName: string }[]).map((order) => order.packageName)).toEqual([
      'Starter',
    ]);
  });

  test('a deletion is scheduled, cancelled by signing in, then carried out', async ({ page }) => {
    const account = await createAccount(page, { name: 'Rohan Pillai' });
    await signIn(page, account);
    await page.goto('/account');

    const scheduleDeletion = async () => {
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(account.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText(/Your account will be deleted on/).first()).toBeVisible();
    };
    await scheduleDeletion();

    // Signing in again keeps the account.
    await signIn(page, account);
    await page.goto('/account');
    await expect(page.getByRole('button', { name: 'Delete my account…' })).toBeVisible();

    await scheduleDeletion();
    // Carried out in the background once due: the session ends and the password no longer works.
    await expect
      .poll(async () => (await page.request.get('/api/auth/me')).status(), {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBe(401);
    const login = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(401);
    // The address may sign up again.
    const again = await page.request.post('/api/auth/register', {
      data: { name: 'Rohan Pillai', email: account.email, phone: account.phone, password: account.password },
    });
    expect(again.status()).toBe(201);
  });

  test('signing up asks for product updates with an unticked box, and the account page shows the choice', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const email = `meher.${stamp}@example.in`;
    await page.goto('/login?mode=create');
    const box = page.getByRole('checkbox', { name: 'Send me product updates by mail' });
    await expect(box).not.toBeChecked();
    await page.getByLabel('Full Name').fill('Meher Kapoor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('+91 98450 12345');
    await page.getByLabel('Password', { exact: true }).fill('saffron kite harbour');
    await box.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/Your account is ready and you are signed in/)).toBeVisible();
    await page.waitForURL('**/dashboard');

    const consents = await page.request.get('/api/auth/me/consents');
    expect((await consents.json()).data).toEqual({ productUpdates: true });
    await page.goto('/account');
    await expect(page.getByText('You receive product updates by mail.')).toBeVisible();
  });

  test('the account cards and the admin’s data requests, with axe and screenshots at 1280 and 375 px', async ({
    page,
    browser,
  }, testInfo) => {
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const account = await createAccount(customer, { name: 'Ishita Banerjee' });
    await signIn(customer, account);
    expect((await customer.request.post('/api/auth/me/data-export')).status()).toBe(202);
    const scheduled = await customer.request.post('/api/auth/me/deletion', {
      data: { password: account.password },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(202);
    expect((await customer.request.delete('/api/auth/me/deletion')).status()).toBe(200);
    await customer.goto('/account');
    const cards = async () => {
      await expect(customer.getByRole('heading', { name: 'Product updates' })).toBeVisible();
      await expect(customer.getByRole('heading', { name: 'Delete account' })).toBeVisible();
    };
    expect(await violationsAtBothWidths(customer, cards, { testInfo, name: 'account-cards' })).toEqual([]);
    await customerContext.close();

    await signIn(page, admin);
    await page.goto('/admin?tab=data-requests');
    const panel = page.getByRole('tabpanel', { name: 'Data requests' });
    const deletion = panel.getByRole('article', { name: 'Account deletion: Ishita Banerjee' });
    await expect(deletion).toContainText('Cancelled by the customer');
    await expect(deletion).toContainText(account.email);
    await expect(panel.getByRole('article', { name: 'Copy of data: Ishita Banerjee' })).toBeVisible();
    const requests = () => expect(deletion).toBeVisible();
    expect(await violationsAtBothWidths(page, requests, { testInfo, name: 'admin-data-requests' })).toEqual(
      [],
    );

    await deletion.getByRole('button', { name: 'Correct details of Ishita Banerjee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct Ishita Banerjee’s details' });
    await dialog.getByLabel('Full Name').fill('Ishita Banerji');
    await dialog.getByLabel('Reason').fill('She asked by mail to use the spelling on her PAN.');
    const shown = () => expect(dialog).toBeVisible();
    const snapshot = { testInfo, name: 'admin-correction-dialog', fullPage: false };
    expect(await violationsAtBothWidths(page, shown, snapshot)).toEqual([]);
    await dialog.getByRole('button', { name: 'Correct details' }).click();
    await expect(dialog).toBeHidden();
    const correction = panel.getByRole('article', { name: 'Correction: Ishita Banerji' });
    await expect(correction).toContainText('Corrected');
  });
});
