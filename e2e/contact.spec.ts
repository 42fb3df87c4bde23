import type { Page } from '@playwright/test';
import { openMailbox } from './mailbox.ts';
import { admin, expect, expectConsoleError, signIn, test } from './support.ts';

const success = "Thank you for your message! We'll get back to you within 24 hours.";
const failure = 'Something went wrong. Please try again.';

async function fillForm(
  page: Page,
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>> = {},
) {
  const values = {
    name: 'Harpreet Kaur',
    email: 'harpreet@example.in',
    phone: '+91 98140 55667',
    subject: 'Company registration in Punjab',
    message: 'We are two founders in Ludhiana. Which structure suits a small export business?',
    ...overrides,
  };
  await page.getByLabel('Full Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Phone Number (optional)', { exact: true }).fill(values.phone);
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
  return values;
}

test.describe('contact form', () => {
  test('sends the message, shows Sending... meanwhile, thanks the visitor and clears the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const values = await fillForm(page);
    // Hold the request a moment so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/api/contact');

    await page.getByRole('button', { name: 'Send Message' }).click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    expect((await request).postDataJSON()).toEqual(values);
    release();

    await expect(page.getByRole('status').filter({ hasText: success })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Full Name', 'Email', 'Phone Number (optional)', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('the server stores the message (201) and leaves the phone optional', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { phone: '' });
    const response = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).data.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText(success)).toBeVisible();
  });

  test('checks required fields and the email before sending anything', async ({ page }) => {
    await page.goto('/contact');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent = true;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fillForm(page, { email: 'harpreet@', phone: '12' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Full name is required')).toBeHidden();
    expect(sent).toBe(false);
  });

  test('keeps what was typed and says so when the server fails', async ({ page }) => {
    expectConsoleError(page, /500/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        json: {
          success: false,
          message: 'Something went wrong on our side. Please try again later.',
          error: { code: 'internal_error', requestId: 'e2e' },
        },
      }),
    );
    await page.goto('/contact');
    const values = await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert')).toHaveText(failure);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
  });

  test('after the send limit, says when to try again and offers the phone, keeping the message', async ({
    page,
  }) => {
    // The server's own 429 (its limit is per address, so a real one would hold back every later
    // test from this machine for 15 minutes; contact.int.test.ts holds the server to this answer).
    expectConsoleError(page, /429/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '840' },
        json: {
          success: false,
          message: 'Too many attempts. Please wait a few minutes and try again.',
          error: { code: 'rate_limited' },
        },
      }),
    );
    await page.goto('/contact');
    const values = await fillForm(page);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This message was not sent');
    await expect(alert).toContainText(/in about 1[34] minutes/);
    const ist = (ms: number) =>
      `${new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(ms)} IST`;
    const retryTimes = [ist(sentAt + 840_000), ist(Date.now() + 840_000)];
    const text = (await alert.textContent()) ?? '';
    expect(retryTimes.some((time) => text.includes(`after ${time}`))).toBe(true);
    await expect(alert.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    await expect(page.getByText(failure)).toHaveCount(0);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
  });

  test('shows field errors the server found', async ({ page }) => {
    expectConsoleError(page, /400/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          message: 'email: Enter a valid email address',
          error: {
            code: 'validation_failed',
            details: [{ path: 'email', message: 'This address cannot receive mail' }],
            requestId: 'e2e',
          },
        },
      }),
    );
    await page.goto('/contact');
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(failure);
    await expect(page.getByText('This address cannot receive mail')).toBeVisible();
  });

  test('says so when the network is down', async ({ page }) => {
    expectConsoleError(page, /ERR_|Failed to load/);
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await fillForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(failure);
  });
});

test.describe('contact pre-fill from a service', () => {
  test('?service= fills the subject with the service title and sends the service id', async ({ page }) => {
    await page.goto('/contact?service=pvt-ltd');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Private Limited Company');
    await fillForm(page, { subject: 'Private Limited Company' });
    const request = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      service: 'pvt-ltd',
      subject: 'Private Limited Company',
    });
    await expect(page.getByText(success)).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  });

  test('an unknown service leaves the subject empty and sends no service', async ({ page }) => {
    await page.goto('/contact?service=platinum');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await fillForm(page);
    const request = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON().service).toBeUndefined();
  });

  test('Get Started on a service card opens the form about that service', async ({ page }) => {
    await page.goto('/services/compliance');
    await page
      .getByRole('article', { name: 'Annual Compliance' })
      .getByRole('link', { name: /Get Started/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?service=annual-compliance&from=compliance$/);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Annual Compliance');
  });

  test('an id used on two pages takes the title from the page it came from', async ({ page }) => {
    await page.goto('/services/digital-marketing');
    await page
      .getByRole('article', { name: 'Enterprise Marketing' })
      .getByRole('link', { name: /Get Started/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?service=enterprise&from=marketing$/);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Enterprise Marketing');

    await page.goto('/services/website-development');
    await page
      .getByRole('article', { name: 'Enterprise Solution' })
      .getByRole('link', { name: /Get Started/ })
      .click();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Enterprise Solution');

    // Opened directly, the first page in catalogue order wins.
    await page.goto('/contact?service=enterprise');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Enterprise Solution');
  });
});

test.describe('contact page', () => {
  test('lists the support contacts and answers the FAQ, refunds included', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'support@launchpad.example' }).first()).toHaveAttribute(
      'href',
      'mailto:support@launchpad.example',
    );
    await expect(page.getByRole('link', { name: '+91 80 4567 8900' }).first()).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    await expect(page.getByText('9AM–10PM IST, every day').first()).toBeVisible();

    await page.locator('summary', { hasText: 'How long does it take to launch my startup?' }).click();
    await expect(page.getByText(/It depends on the package: Starter 30, Growth 36/)).toBeVisible();
    await page.locator('summary', { hasText: 'What is your refund policy?' }).click();
    const refund = page.locator('details', { hasText: 'What is your refund policy?' });
    await expect(refund).toContainText('decided case by case');
    await expect(refund).toContainText('cancelled only before work on it begins');
    await expect(refund).toContainText('Government fees already paid are non-refundable');
    await expect(refund).toContainText('original payment source within 5–7 working days');
  });
});

test.describe('the contact inbox', () => {
  let mailbox: Awaited<ReturnType<typeof openMailbox>>;
  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  /** A visitor writes through the contact page; returns the message's reference. */
  async function visitorWrites(page: Page, values: Parameters<typeof fillForm>[1]) {
    await page.goto('/contact');
    await fillForm(page, values);
    const response = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const { id } = (await (await response).json()).data as { id: string };
    await expect(page.getByText(success)).toBeVisible();
    return `C-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
  }

  test('the team answers a visitor from the console and the answer reaches the visitor’s mailbox', async ({
    page,
    browser,
  }) => {
    const email = `harpreet.${Date.now().toString(36)}@example.in`;
    const subject = `GST for exports ${Date.now().toString(36)}`;
    const reference = await visitorWrites(page, { email, subject });

    const team = await browser.newContext();
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin?tab=messages');
    const message = adminPage.getByRole('article', { name: `Message from Harpreet Kaur: ${subject}` });
    // The admin console loads its summary first: slow on a busy machine.
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Reply' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Answer Harpreet Kaur' });
    await expect(dialog).toContainText(email);
    await dialog
      .getByLabel(/Your answer/)
      .fill('Exports of services are zero-rated: register and file a LUT.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog).toBeHidden();
    const answers = message.getByRole('list', { name: 'Answers to Harpreet Kaur' });
    await expect(answers).toContainText('Exports of services are zero-rated');
    await expect(answers).toContainText('Answered by');
    await expect(message).toContainText('Handled');
    await team.close();

    const mail = await mailbox.waitForMail(email, `Our answer to your message (ref. ${reference})`);
    expect(mail.text).toContain('Exports of services are zero-rated: register and file a LUT.');
    expect(mail.text).not.toContain(subject);
  });

  test('the team turns a message into a complaint, which the complaints tab then lists', async ({
    page,
    browser,
  }) => {
    const email = `jaspreet.${Date.now().toString(36)}@example.in`;
    const subject = `Charged twice ${Date.now().toString(36)}`;
    await visitorWrites(page, { name: 'Jaspreet Gill', email, subject });

    const team = await browser.newContext();
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin?tab=messages');
    const message = adminPage.getByRole('article', { name: `Message from Jaspreet Gill: ${subject}` });
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Raise as complaint' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Raise this message as a complaint?' });
    await expect(dialog).toContainText('within 48 hours');
    await dialog.getByRole('button', { name: 'Raise complaint' }).click();
    await expect(dialog).toBeHidden();
    const raised = message.getByText(/Complaint GRV-\d{4}-\d{4,} raised/);
    await expect(raised).toBeVisible();
    const number = (await raised.textContent())?.match(/GRV-\d{4}-\d{4,}/)?.[0] ?? '';
    await expect(message.getByRole('button', { name: 'Raise as complaint' })).toHaveCount(0);

    await adminPage.getByRole('tab', { name: /Complaints/ }).click();
    const complaint = adminPage.getByTestId('admin-grievance').filter({ hasText: number });
    await expect(complaint).toContainText(subject);
    await expect(complaint).toContainText(`Jaspreet Gill <${email}>`);
    await team.close();

    const ack = await mailbox.waitForMail(email, `Your complaint ${number} is registered`);
    expect(ack.text).toContain(number);
  });
});
