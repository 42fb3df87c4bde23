import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect };

export const admin = { email: 'admin@launchpad.test', password: 'admin-password-e2e' };

/**
 * Today in India (YYYY-MM-DD), the calendar every date the product takes or shows is on. UTC's
 * date is the day before from 00:00 to 05:30 IST, when a day typed from it is refused.
 */
export function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;
export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Meera Iyer',
    email: `meera.${id}@example.in`,
    phone: '+91 98450 12345',
    password: 'launch-ready-2026',
    ...overrides,
  };
}

/** Console messages a test has said it expects (e.g. the 401 of a wrong password). */
const expectedConsole = new WeakMap<Page, RegExp[]>();
export function expectConsoleError(page: Page, pattern: RegExp) {
  expectedConsole.set(page, [...(expectedConsole.get(page) ?? []), pattern]);
}

/**
 * Every test fails on a console error or an uncaught page error it did not declare, and every
 * navigation to an app page waits until React has hydrated it (a click before that is lost).
 */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isAppPage =
        /text\/html/.test(response?.headers()['content-type'] ?? '') &&
        !new URL(page.url()).pathname.startsWith('/sandbox/');
      if (isAppPage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      const allowed = expectedConsole.get(page) ?? [];
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Creates an account through the API. Registering signs the new account in, which would replace
 * the browser's session: the session the browser had (or none) is put back, so tests sign in
 * when they mean to.
 */
export async function createAccount(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = newAccount(overrides);
  const context = page.context();
  const sessionBefore = (await context.cookies()).filter((cookie) => cookie.name === 'session');
  const res = await page.request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, phone: account.phone, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.clearCookies({ name: 'session' });
  if (sessionBefore.length > 0) await context.addCookies(sessionBefore);
  return account;
}

/**
 * Signs in through the API (the browser context keeps the session cookie) and remembers the
 * public profile the way the app does, so the next page opens signed in.
 */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = await res.json();
  await page.addInitScript((user) => {
    window.localStorage.setItem('user', JSON.stringify(user));
  }, data.user);
  return data.user as { id: string; name: string; email: string; role: string };
}

/** Resolves once no finite animation or transition runs on the page (spinners may keep turning). */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Answers after the browser has painted twice: the layout that follows a render has happened. */
export async function twoFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Fails on any WCAG 2.1 A or AA violation axe finds on the page, or within `include` when given. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Axe measures contrast on what is painted: a dialog or notice half way through fading in is
  // half-transparent by design, so the check waits for every finite animation to end first.
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Where `violationsAtBothWidths` keeps a screenshot of each width: the test's output folder. */
export interface Snapshot {
  testInfo: TestInfo;
  name: string;
  /** False for a dialog, which is fixed to the screen: it is photographed as the screen shows it. */
  fullPage?: boolean;
}

/**
 * The axe violations (WCAG 2.1 A and AA) and any sideways overflow of the page, at 1280 px and
 * then at 375 px wide, each once `ready` holds and every finite animation has ended; with
 * `snapshot`, a screenshot of each width.
 */
export async function violationsAtBothWidths(page: Page, ready: () => Promise<void>, snapshot?: Snapshot) {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    await animationsSettled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of results.violations) {
      found.push(
        `${width} px: ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
      );
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${width} px: the page is ${overflow} px wider than the screen`);
    if (snapshot) {
      const { testInfo, name, fullPage = true } = snapshot;
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  return found;
}

/** Starts the payment of a package and pays it on the sandbox's page; answers the order's id. */
export async function payOnPaymentPage(page: Page, packageId: string): Promise<string> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

/** A new customer, signed in, whose order for a package is paid on the sandbox's page. */
export async function customerWithPaidOrder(
  page: Page,
  name: string,
  packageId: string,
): Promise<{ account: Account; orderId: string }> {
  const account = await createAccount(page, { name });
  await signIn(page, account);
  return { account, orderId: await payOnPaymentPage(page, packageId) };
}

/** The admin, signed in on a page of a browser context of its own; close `staff.context()` when done. */
export async function staffPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const staff = await context.newPage();
  await signIn(staff, admin);
  return staff;
}

/** A small but genuine PDF, as a customer or the team would pick it; `padding` bytes make it larger. */
export function pdfFile(name: string, padding = 0) {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      Buffer.alloc(padding),
    ]),
  };
}
