import { once } from 'node:events';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { admin, createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

/**
 * Another origin on the same site: the same loopback host on a port of its own, so the browser
 * treats the session cookie (SameSite=Lax) as same-site and sends it, as it would for a sibling
 * subdomain. Its page posts to the product the way a hostile page would.
 */
const site = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;
const otherPort = Number(process.env.E2E_OTHER_ORIGIN_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 3000);
const otherOrigin = `http://127.0.0.1:${otherPort}`;

// `data-hydrated`: what this suite's `page.goto` waits for on every HTML page.
const hostilePage = `<!doctype html><html lang="en" data-hydrated><head><title>Win a prize</title></head><body>
<h1>Win a prize</h1>
<form id="upload" method="post" enctype="multipart/form-data">
  <input name="kind" value="pan-tan"><input type="file" name="file" aria-label="file">
  <button>Claim</button>
</form>
</body></html>`;

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostilePage);
  });
  server.listen(otherPort, '127.0.0.1');
  await once(server, 'listening');
});
test.afterAll(async () => {
  server.close();
  await once(server, 'close');
});

/** The product's paths as the hostile page spells them: plainly, and with an encoded `/api`. */
const spellings = (path: string) => [`${site}${path}`, `${site}/%61pi${path.slice('/api'.length)}`];

async function paidOrder(page: Page): Promise<string> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(data.checkoutUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/payment-success?merchantOrderId=*');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return data.orderId;
}

test.describe('another origin cannot act with the session', () => {
  test("a page on another origin cannot cancel a customer's order", async ({ page }) => {
    const account = await createAccount(page, { name: 'Kavya Menon' });
    await signIn(page, account);
    const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    const { orderId } = (await res.json()).data as { orderId: string };

    await page.goto(otherOrigin);
    // The API's answers are same-origin resources (CORP), so Chromium withholds them from the page.
    expectConsoleError(page, /ERR_BLOCKED_BY_RESPONSE/);
    for (const target of spellings(`/api/orders/${orderId}/cancel`)) {
      // What a hostile page can send without a preflight: a body-less POST carrying the cookie. The
      // promise settles once the answer has arrived, so the server has decided by then.
      await page.evaluate(async (url) => {
        await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => undefined);
      }, target);
    }

    const order = await page.request.get(`/api/orders/${orderId}`);
    expect((await order.json()).data.status).toBe('pending');
  });

  test("a page on another origin cannot upload a deliverable with an admin's session", async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page, { name: 'Arjun Rao' });
    await signIn(page, account);
    const orderId = await paidOrder(page);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, admin);
    // The refused form submission shows the API's JSON answer, whose failed load Chromium logs.
    expectConsoleError(staff, /status of 40[03]/);
    for (const target of spellings(`/api/admin/orders/${orderId}/deliverables`)) {
      await staff.goto(otherOrigin);
      await staff.locator('#upload').evaluate((form, action) => form.setAttribute('action', action), target);
      await staff.getByLabel('file').setInputFiles({
        name: 'pan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
          'latin1',
        ),
      });
      const answer = staff.waitForResponse((response) => response.url() === target);
      await staff.getByRole('button', { name: 'Claim' }).click();
      const refused = await answer;
      expect(refused.status(), target).toBeGreaterThanOrEqual(400);
      expect(refused.status(), target).toBeLessThan(500);
      expect(['csrf_rejected', 'bad_request'], target).toContain((await refused.json()).error.code);
    }

    await staffContext.close();
    const order = await page.request.get(`/api/orders/${orderId}`);
    expect((await order.json()).data.deliverables).toEqual([]);
  });
});
