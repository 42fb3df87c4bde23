import { customerWithPaidOrder, expect, expectNoAxeViolations, staffPage, test } from './support.ts';

const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

test.describe('the team asks before moving a launch out of order, and the customer signs off', () => {
  test('finish out of order → warning → confirm; deliverable early → confirm; sign-off asked → customer approves', async ({
    page,
    browser,
  }) => {
    const { orderId } = await customerWithPaidOrder(page, 'Leela Pillai', 'starter');

    const staff = await staffPage(browser, { viewport: { width: 1280, height: 900 } });
    await staff.goto(`/admin/orders/${orderId}`);
    const panel = staff.getByRole('main');

    // Finishing the registrar's step before the documents and signatures asks first.
    const naming = panel
      .getByTestId('admin-milestone')
      .filter({ hasText: 'Company name approved by the registrar' });
    await naming.getByRole('button', { name: 'Finish' }).click();
    const warning = naming.getByTestId('out-of-order-warning');
    await expect(warning).toContainText('2 earlier milestones are not done yet');
    await expect(warning.getByRole('listitem')).toHaveText([
      'Your documents received and checked',
      'Digital signatures (DSC) and director identification (DIN)',
    ]);
    await naming.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: test.info().outputPath('admin-out-of-order-1280.png') });
    await expectNoAxeViolations(staff, '[data-testid="admin-milestone"]');
    await staff.setViewportSize({ width: 375, height: 800 });
    await naming.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: test.info().outputPath('admin-out-of-order-375.png') });
    await warning.getByRole('button', { name: 'Finish anyway' }).click();
    await expect(naming.getByText(/^Done/)).toBeVisible();
    await expect(warning).toBeHidden();

    // A certificate whose step has not started: asked first, then handed over.
    await panel.getByLabel('Deliverable').selectOption('certificate-of-incorporation');
    await panel.getByLabel('File to hand over').setInputFiles(pdfFile('coi.pdf'));
    await panel.getByRole('button', { name: 'Hand over', exact: true }).click();
    const early = panel.getByTestId('deliverable-not-started');
    await expect(early).toContainText('“Certificate of incorporation issued” has not started yet');
    await early.getByRole('button', { name: 'Hand over anyway' }).click();
    await expect(panel.getByRole('link', { name: 'Certificate of incorporation: coi.pdf' })).toBeVisible();

    // The sign-off is the customer's: the team asks for it and cannot finish it.
    const signOffRow = panel.getByTestId('admin-milestone').filter({ hasText: 'Your review and sign-off' });
    await expect(signOffRow.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await signOffRow.getByRole('button', { name: 'Ask for sign-off' }).click();
    await expect(signOffRow.getByText(/^Waiting for the sign-off/)).toBeVisible();
    await staff.context().close();

    await page.goto(`/dashboard/orders/${orderId}`);
    const signOff = page.getByTestId('launch-sign-off');
    await expect(signOff.getByRole('heading', { name: 'Ready for your review' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('customer-sign-off-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('customer-sign-off-375.png') });
    await signOff.getByRole('button', { name: 'Approve and sign off' }).click();
    await expect(signOff.getByText('Approve the work and sign off your launch?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('customer-sign-off-confirm-375.png') });
    await signOff.getByRole('button', { name: 'Yes, approve and sign off' }).click();
    await expect(signOff).toBeHidden();
    const step = page.getByTestId('milestone').filter({ hasText: 'Your review and sign-off' });
    await expect(step.getByText(/^Done on/)).toBeVisible();
  });
});
