import { expect, test } from './support.ts';

test.describe('complaints', () => {
  test('a visitor raises a complaint signed out from the contact page and follows it by its number', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Raise a complaint or follow one' }).click();
    await page.waitForURL('**/complaints');
    await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();

    const email = `ravi.${Date.now().toString(36)}@example.in`;
    await page.getByLabel('Your name').fill('Ravi Kumar');
    await page.getByLabel('Email').first().fill(email);
    await page.getByLabel('Subject').fill('Late annual filing');
    await page.getByLabel('Your complaint').fill('My annual return was filed after the due date.');
    await page.getByRole('button', { name: 'Raise the complaint' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Your complaint is registered as' });
    await expect(notice).toBeVisible();
    const number = (await notice.locator('strong').textContent())?.trim() ?? '';
    expect(number).toMatch(/^GRV-\d{4}-\d{4,}$/);
    await expect(notice).toContainText('We will acknowledge it by');

    // The follow form is filled in with the number and email: one click shows the complaint.
    await expect(page.getByLabel('Complaint number')).toHaveValue(number);
    await page.getByRole('button', { name: 'Follow the complaint' }).click();
    const card = page.getByTestId('grievance');
    await expect(card).toContainText(number);
    await expect(card).toContainText('Late annual filing');
    await expect(card).toContainText('Received');
    await expect(card).toContainText('To be acknowledged by');

    // Later, from the mail's link, by number and email.
    await page.goto(`/complaints?number=${number}`);
    await expect(page.getByLabel('Complaint number')).toHaveValue(number);
    await page.getByLabel('Email you raised it with').fill(email);
    await page.getByRole('button', { name: 'Follow the complaint' }).click();
    await expect(page.getByTestId('grievance')).toContainText('To be resolved by');
  });
});
