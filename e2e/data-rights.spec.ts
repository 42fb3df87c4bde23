import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { createAccount, expect, signIn, test } from './support.ts';

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
    test.setTimeout(90_000);
    const account = await createAccount(page, { name: 'Kavya Menon' });
    await signIn(page, account);
    await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });

    await page.goto('/account');
    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(page.getByText('Preparing your data.')).toBeVisible();
    // Built in the background by the server's loop, then offered for download.
    const link = page.getByRole('link', { name: /Download my data/ });
    await expect(link).toBeVisible({ timeout: 45_000 });
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
    test.setTimeout(120_000);
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
});
