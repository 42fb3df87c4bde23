import { admin, createAccount, expect, signIn, test } from './support.ts';

test.describe('an order conversation', () => {
  test('a customer asks, the admin answers from the support queue, the answer arrives without a reload', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page, { name: 'Farah Khan' });
    await signIn(page, account);
    const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
    expect(started.status(), await started.text()).toBe(200);
    const { orderId } = (await started.json()).data as { orderId: string };

    await page.goto(`/dashboard/orders/${orderId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText('No messages yet.')).toBeVisible();
    await messages.getByLabel('Your message').fill('Which address proof do you need for the office?');
    await messages.getByRole('button', { name: 'Send' }).click();
    await expect(messages.getByTestId('message').filter({ hasText: 'Which address proof' })).toBeVisible();
    await expect(messages.getByLabel('Your message')).toHaveValue('');

    const team = await browser.newContext();
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin?tab=support');
    const row = adminPage.getByTestId('support-thread').filter({ hasText: 'Farah Khan' });
    // The admin console loads its summary first: slow on a busy machine.
    await expect(row.getByText('1 unread')).toBeVisible();
    await expect(row.getByText(/Waiting \d+ min/)).toBeVisible();
    await row.getByRole('button', { name: /Farah Khan/ }).click();
    await expect(
      row.getByTestId('message').filter({ hasText: 'Which address proof do you need' }),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Assign to me' }).click();
    await expect(row.getByText('Held by you')).toBeVisible();
    await row.getByLabel('Reply to the customer').fill('A recent electricity bill of the office works.');
    await row.getByRole('button', { name: 'Send reply' }).click();
    // Answered, the conversation leaves the queue of those awaiting a reply.
    await expect(adminPage.getByTestId('support-thread').filter({ hasText: 'Farah Khan' })).toHaveCount(0);
    await team.close();

    // The customer's page, never reloaded, shows the answer.
    const reply = messages.getByTestId('message').filter({ hasText: 'A recent electricity bill' });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText('(Launchpad team)');
  });
});
