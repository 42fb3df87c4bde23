import type { Browser, Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, staffPage, test, violationsAtBothWidths } from './support.ts';

// The order's messages, the support queue, the contact inbox, the complaints and the Mail tab, each
// read by axe at 1280 and 375 px. Each journey sets up what it shows through the API, so that none
// waits on another's screens.

/**
 * A new customer's unpaid order whose thread holds a question, the team's answer and a second
 * question, so that it waits for the team; answers the order's id and the team's page.
 */
async function threadAwaitingTheTeam(page: Page, browser: Browser) {
  const account = await createAccount(page, { name: 'Nandini Rao' });
  await signIn(page, account);
  const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(started.status(), await started.text()).toBe(200);
  const { orderId } = (await started.json()).data as { orderId: string };
  const ask = async (body: string) => {
    const asked = await page.request.post(`/api/orders/${orderId}/messages`, { data: { body } });
    expect(asked.status(), await asked.text()).toBe(201);
  };
  await ask('Which address proof do you need for the office?');
  const team = await staffPage(browser);
  const answered = await team.request.post(`/api/admin/orders/${orderId}/messages`, {
    data: { body: 'A recent electricity bill of the office works.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await ask('Does a bill in my father’s name work?');
  return { orderId, team };
}

/** Two contact messages from visitors, told apart by `stamp`. */
async function twoContactMessages(page: Page, stamp: string) {
  for (const { subject, name, mailbox } of [
    { subject: `Charged twice ${stamp}`, name: 'Irfan Ali', mailbox: 'irfan' },
    { subject: `GST question ${stamp}`, name: 'Lata Desai', mailbox: 'lata' },
  ]) {
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        email: `${mailbox}.${stamp}@example.in`,
        subject,
        message: 'Please call me back about my order.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
}

test.describe('accessibility of support and complaints (axe, at 1280 and 375 px)', () => {
  test('the order page’s messages, the complaints page and the support queue', async ({ page, browser }) => {
    const { orderId, team } = await threadAwaitingTheTeam(page, browser);

    await page.goto(`/dashboard/orders/${orderId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    expect(
      await violationsAtBothWidths(page, () =>
        expect(messages.getByText('A recent electricity bill of the office works.')).toBeVisible(),
      ),
    ).toEqual([]);

    await page.goto('/complaints');
    expect(await violationsAtBothWidths(page, () => expect(page.locator('h1')).toBeVisible())).toEqual([]);

    await team.goto('/admin?tab=support');
    expect(
      await violationsAtBothWidths(team, () =>
        expect(team.getByTestId('support-thread').first()).toBeVisible(),
      ),
    ).toEqual([]);
    await team.context().close();
  });

  test('the contact inbox: a message answered and raised as a complaint, and one waiting', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    await twoContactMessages(page, stamp);
    await signIn(page, admin);
    await page.goto('/admin?tab=messages');

    const raised = page.getByRole('article', { name: `Message from Irfan Ali: Charged twice ${stamp}` });
    await raised.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Answer Irfan Ali' });
    await reply.getByLabel(/Your answer/).fill('We refunded the second payment today.');
    await reply.getByRole('button', { name: 'Send answer' }).click();
    await expect(reply).toBeHidden();
    await raised.getByRole('button', { name: 'Raise as complaint' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Raise complaint' }).click();
    await expect(raised.getByText(/Complaint GRV-/)).toBeVisible();
    const inboxReady = () => expect(raised.getByRole('list', { name: 'Answers to Irfan Ali' })).toBeVisible();
    expect(await violationsAtBothWidths(page, inboxReady, { testInfo, name: 'inbox' })).toEqual([]);
  });

  test('the dialogs of a waiting message: the answer and the complaint', async ({ page }, testInfo) => {
    const stamp = Date.now().toString(36);
    await twoContactMessages(page, stamp);
    await signIn(page, admin);
    await page.goto('/admin?tab=messages');
    const waiting = page.getByRole('article', { name: `Message from Lata Desai: GST question ${stamp}` });

    await waiting.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Answer Lata Desai' });
    const replyShot = { testInfo, name: 'reply-dialog', fullPage: false };
    expect(await violationsAtBothWidths(page, () => expect(reply).toBeVisible(), replyShot)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(reply).toBeHidden();

    await waiting.getByRole('button', { name: 'Raise as complaint' }).click();
    const raise = page.getByRole('dialog', { name: 'Raise this message as a complaint?' });
    const raiseShot = { testInfo, name: 'complaint-dialog', fullPage: false };
    expect(await violationsAtBothWidths(page, () => expect(raise).toBeVisible(), raiseShot)).toEqual([]);
  });

  test('the team’s complaints', async ({ page, browser }) => {
    const account = await createAccount(page, { name: 'Harsh Vora' });
    await signIn(page, account);
    const filed = await page.request.post('/api/grievances', {
      data: { subject: 'No answer for a week', body: 'I wrote twice about my documents.' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const team = await staffPage(browser);
    await team.goto('/admin?tab=complaints');
    expect(
      await violationsAtBothWidths(team, () =>
        expect(team.getByTestId('admin-grievance').first()).toBeVisible(),
      ),
    ).toEqual([]);
    await team.context().close();
  });
});

test.describe('accessibility of the admin Mail tab (axe, at 1280 and 375 px)', () => {
  test('the Mail tab’s problems', async ({ page }, testInfo) => {
    await signIn(page, admin);
    await page.goto('/admin?tab=mail');
    const panel = page.getByRole('tabpanel', { name: /Mail/ });
    // The admin console loads its summary first: slow on a busy machine.
    const problems = () => expect(panel.getByRole('button', { name: /^Failed/ })).toBeVisible();
    expect(await violationsAtBothWidths(page, problems, { testInfo, name: 'mail-problems' })).toEqual([]);
  });
});
