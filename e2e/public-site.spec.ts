import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

const SITE_URL = 'https://launchpad.example';

const packages = [
  { name: 'Starter', price: '₹24,999', button: 'Get Started', features: 6 },
  { name: 'Growth', price: '₹49,999', button: 'Start Growing', features: 12 },
  { name: 'Scale', price: '₹99,999', button: 'Scale Up', features: 21 },
  { name: 'Enterprise', price: '₹1,99,999', button: 'Go Enterprise', features: 29 },
];

/** Each public page, what only it says, and its own title. */
const pages = [
  { path: '/', h1: 'Launch your startup in 30–56 days', title: /Launch your startup in India/ },
  { path: '/login', h1: 'Sign In', title: /^Sign In or Create Account \| Launchpad$/ },
  { path: '/about', h1: 'We help Indian founders go from idea to launch', title: /^About Us \| Launchpad$/ },
  {
    path: '/how-it-works',
    h1: 'From idea to launch in four simple steps',
    title: /^How It Works \| Launchpad$/,
  },
  { path: '/contact', h1: "Let's talk about your startup", title: /^Contact Us \| Launchpad$/ },
  { path: '/terms', h1: 'Terms of Service', title: /^Terms of Service \| Launchpad$/ },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy Policy \| Launchpad$/ },
  {
    path: '/services/business-registration',
    h1: 'Business Registration Services',
    title: /^Business Registration Services \| Launchpad$/,
  },
  { path: '/services/compliance', h1: 'Legal & Compliance Services', title: /^Legal & Compliance Services/ },
  {
    path: '/services/website-development',
    h1: 'Website & Mobile App Development',
    title: /^Website Development \| Launchpad$/,
  },
  {
    path: '/services/mobile-app',
    h1: 'Website & Mobile App Development',
    title: /^Mobile App Development \| Launchpad$/,
  },
  {
    path: '/services/digital-marketing',
    h1: 'Digital Marketing, Branding & Design',
    title: /^Digital Marketing \| Launchpad$/,
  },
  {
    path: '/services/branding',
    h1: 'Digital Marketing, Branding & Design',
    title: /^Branding & Design \| Launchpad$/,
  },
];

/** The text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

test.describe('every public page', () => {
  for (const { path, h1, title } of pages) {
    test(`${path} is prerendered with its own title, description, canonical link and Open Graph tags`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      // Before any script runs, the HTML already holds the page.
      const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading).toBe(escapeHtml(h1));

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const canonical = `${SITE_URL}${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(60);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description ?? '',
      );
    });
  }

  test('have distinct titles', async ({ page }) => {
    const titles = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(pages.length);
  });

  test('do not scroll sideways on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path } of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('run without Content Security Policy violations', async ({ page }) => {
    const violations: string[] = [];
    const client = await page.context().newCDPSession(page);
    await client.send('Audits.enable');
    client.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const { path } of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('ask for their scripts only after their first contentful paint', async ({ page }) => {
    for (const { path } of pages) {
      // The fixture's goto waits until the islands have come to life.
      await page.goto(path);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
          )
          .map((entry) => entry.startTime),
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(paint as number);
    }
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists every public page and robots.txt points to it', async ({ page }) => {
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const { path } of pages) expect(xml).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(xml).not.toContain('/dashboard');

    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  test('the landing page describes the organisation and its offers in INR as JSON-LD', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const data = JSON.parse(json ?? '{}');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Launchpad', url: `${SITE_URL}/` });
    const offers = data.hasOfferCatalog.itemListElement;
    expect(
      offers.map((offer: { price: number; priceCurrency: string }) => [offer.price, offer.priceCurrency]),
    ).toEqual([
      [24999, 'INR'],
      [49999, 'INR'],
      [99999, 'INR'],
      [199999, 'INR'],
    ]);
  });
});

test.describe('landing page', () => {
  test('shows the hero, trust badges and the three features with their figures', async ({ page }) => {
    await page.goto('/');
    for (const badge of [
      'Compliance by qualified professionals',
      '30–56 days to Launch',
      'Support 9AM–10PM IST, every day',
      '17 Services',
    ]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    // No figure without its source: none is configured for the end-to-end server.
    await expect(page.getByText(/satisfaction/i)).toHaveCount(0);
    await expect(page.getByTestId('site-statistic')).toHaveCount(0);
    const features = page.getByRole('region', { name: 'Everything your startup needs to go live' });
    for (const text of [
      'Lightning Fast',
      '30–56 days',
      'Starter 30, Growth 36, Scale 47, Enterprise 56 days from payment, as your launch tracker plans them.',
      'All-in-One Solution',
      '17 services',
      'Expert Support',
      'Every day',
      'Phones answered 9AM–10PM IST, every day; messages answered within 24 hours',
    ]) {
      await expect(features.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('Get Started Now scrolls to the packages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/#packages$/);
    await expect(page.getByRole('heading', { name: 'Choose your launch package' })).toBeInViewport();
    await page.getByRole('link', { name: 'How It Works', exact: true }).first().click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });

  test('sells four packages with prices, every feature, buttons and the Most Popular badge', async ({
    page,
  }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Choose your launch package' });
    for (const pkg of packages) {
      const packageCard = card(page, pkg.name);
      await expect(packageCard).toContainText(`${pkg.price}*`);
      await expect(packageCard.getByRole('listitem')).toHaveCount(pkg.features);
      await expect(packageCard.getByRole('link', { name: pkg.button, exact: true })).toBeVisible();
      await expect(packageCard.getByText('Most Popular')).toHaveCount(pkg.name === 'Growth' ? 1 : 0);
    }
    await expect(card(page, 'Enterprise')).toContainText('Dedicated Account Manager');
    await expect(card(page, 'Starter')).not.toContainText('Dedicated Account Manager');
    await expect(grid.getByText('* All prices are professional service fees only.')).toBeVisible();
    // No WhatsApp number is configured for this server: no chat link, and no empty space for one.
    await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveCount(0);
  });

  test('a signed-out visitor who picks a package is sent to sign in', async ({ page }) => {
    await page.goto('/');
    await card(page, 'Growth').getByRole('link', { name: 'Start Growing' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2F%3Fpackage%3Dgrowth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('offers a WhatsApp chat naming the package once the server has a number', async ({ page }) => {
    await page.route('**/api/site-config', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            whatsappNumber: '919845012345',
            supportEmail: 'support@launchpad.example',
            supportPhone: '+91',
            seller: null,
            grievanceOfficer: null,
          },
        },
      }),
    );
    await page.goto('/');
    const chat = card(page, 'Scale').getByRole('link', { name: /Chat with us about Scale/ });
    await expect(chat).toBeVisible();
    const href = new URL((await chat.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/919845012345');
    expect(href.searchParams.get('text')).toContain('Scale package');
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('compares all packages with a check or a cross per feature', async ({ page }) => {
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Compare All Packages' });
    await expect(table.getByRole('columnheader')).toHaveText([
      /Feature/,
      /Starter/,
      /Growth/,
      /Scale/,
      /Enterprise/,
    ]);
    // Each package's planned launch, then one row per feature.
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(
      table.getByRole('row', { name: /^Planned launch after payment/ }).getByRole('cell'),
    ).toHaveText(['30 days', '36 days', '47 days', '56 days']);
    const row = (feature: string) => table.getByRole('row', { name: new RegExp(`^${feature}`) });
    await expect(row('Company Registration').getByRole('cell')).toHaveText(Array(4).fill('Included'));
    await expect(row('Trademark Registration').getByRole('cell')).toHaveText([
      'Not included',
      'Not included',
      'Included',
      'Included',
    ]);
    await expect(row('CRM Integration').getByRole('cell')).toHaveText([
      'Not included',
      'Not included',
      'Not included',
      'Included',
    ]);
  });

  test('the comparison reads at 375 px: prices kept, nothing rotated, names and features held in place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Package comparison table' });
    const table = box.getByRole('table', { name: 'Compare All Packages' });
    await expect(table.getByRole('columnheader')).toHaveText([
      /Feature/,
      /Starter₹24,999\*/,
      /Growth₹49,999\*/,
      /Scale₹99,999\*/,
      /Enterprise₹1,99,999\*/,
    ]);
    for (const name of ['Starter', 'Enterprise']) {
      const head = table.getByRole('columnheader', { name: new RegExp(name) });
      expect(
        await head.evaluate((cell) => getComputedStyle(cell.firstElementChild as Element).writingMode),
      ).toBe('horizontal-tb');
      await expect(head).toBeVisible();
    }
    // The page itself never scrolls sideways; the table scrolls inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await box.scrollIntoViewIfNeeded();
    const growth = table.getByRole('columnheader', { name: /Growth/ });
    const feature = table.getByRole('rowheader', { name: 'Company Registration' });
    const headTop = (await growth.boundingBox())?.y;
    const featureLeft = (await feature.boundingBox())?.x;
    await box.evaluate((element) => {
      element.scrollTop = 400;
      element.scrollLeft = 200;
    });
    await expect.poll(async () => (await growth.boundingBox())?.y).toBe(headTop);
    await expect
      .poll(async () => (await table.getByRole('rowheader', { name: 'Logo Design' }).boundingBox())?.x)
      .toBe(featureLeft);
  });

  test('ends with a call to action to sign up or learn how it works', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Ready to launch your startup?' });
    await expect(cta.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/login');
    await expect(cta.getByRole('link', { name: 'See How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  test('shows the packages and the table without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(card(page, 'Growth')).toContainText('₹49,999*');
    await expect(page.getByRole('table', { name: 'Compare All Packages' })).toBeVisible();
    await context.close();
  });
});

test.describe('about', () => {
  test('tells the story, mission, vision and three differentiators, with the packages', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Built by founders, for founders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mission', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vision', exact: true })).toBeVisible();
    for (const heading of ['Launch in 30–56 days', 'All-in-one, with 17 services', 'Real experts']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const pkg of packages) await expect(card(page, pkg.name)).toContainText(`${pkg.price}*`);
    const cta = page.getByRole('region', { name: "Let's build your startup together" });
    await expect(cta.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });
});

test.describe('how it works', () => {
  test('shows the four steps and the typical timeline', async ({ page }) => {
    await page.goto('/how-it-works');
    const steps = page
      .getByRole('region', { name: 'Four steps to your launch' })
      .getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([
      'Choose Your Package',
      'Secure Payment',
      'We Handle Everything',
      'Launch & Support',
    ]);
    await expect(page.getByText(/PhonePe or Razorpay/).first()).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Typical timeline' });
    const phases: [string, string][] = [
      // Each stage's days across the packages' plans, as the tracker plans them.
      ['Package selection and payment', 'The same day'],
      ['Legal registration and compliance', '10–15 days'],
      ['Website and app development', '16–33 days'],
      ['Testing and launch', '4–8 days'],
    ];
    for (const [phase, duration] of phases) {
      await expect(timeline.getByRole('listitem').filter({ hasText: phase })).toContainText(duration);
    }
  });
});

test.describe('legal pages', () => {
  test('the terms state fees, payments and the refund policy, dated 6 December 2026', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated 6 December 2026')).toBeVisible();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'professional service fees only',
      'GST and other taxes are charged extra',
      'PhonePe',
      'Razorpay',
      'before work on your order begins',
      'Refunds are decided case by case',
      'Government fees are non-refundable',
      'original payment source within 5–7 working days',
      'choose Request cancellation',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('the privacy policy names the data, its uses, retention, rights and the Grievance Officer', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated 7 December 2026')).toBeVisible();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'Digital Personal Data Protection Act, 2023',
      'Your name, email address, phone number',
      'payment and refund references',
      'we never receive them',
      'Contact form messages',
      'Server logs',
      'How long',
      'Who else receives it',
      'Data Protection Board',
      'correct, complete or update it',
      'erase it',
      'Grievance Officer, Launchpad',
      'support@launchpad.example',
    ]) {
      expect(text).toContain(phrase);
    }
    await page.getByRole('link', { name: 'Grievance Officer' }).click();
    await expect(page).toHaveURL(/#grievance-officer$/);
  });
});

test.describe('service pages', () => {
  const servicePages: {
    path: string;
    cards: [title: string, price: string, id: string][];
    popular: string;
    note: string;
    section?: string;
  }[] = [
    {
      path: '/services/business-registration',
      cards: [
        ['Private Limited Company', '₹2,999', 'pvt-ltd'],
        ['One Person Company', '₹2,999', 'opc'],
        ['Limited Liability Partnership', '₹2,999', 'llp'],
        ['Trademark Registration', '₹1,499', 'trademark'],
        ['Startup India Registration', '₹1,999', 'startup-registration'],
        ['NGO Registration', '₹3,999', 'ngo'],
      ],
      popular: 'Private Limited Company',
      note: 'excluding government fees',
    },
    {
      path: '/services/compliance',
      cards: [
        ['GST Registration', '₹1,999', 'gst-registration'],
        ['Trademark Registration', '₹1,499', 'trademark'],
        ['Business Licences', '₹2,999', 'licenses'],
        ['Startup Schemes', '₹1,999', 'startup-schemes'],
        ['Annual Compliance', '₹9,999', 'annual-compliance'],
        ['Legal Advisory', '₹4,999', 'legal-advisory'],
      ],
      popular: 'Trademark Registration',
      note: 'per consultation',
    },
    {
      path: '/services/website-development',
      cards: [
        ['Starter Website', '₹9,999', 'starter-website'],
        ['Starter Mobile App', '₹24,999', 'starter-mobile'],
        ['Dynamic Web + App Combo', '₹74,999', 'dynamic-combo'],
        ['Enterprise Solution', '₹1,49,999+', 'enterprise'],
      ],
      popular: 'Dynamic Web + App Combo',
      note: 'one-time project fee',
      section: 'Built with proven, modern technology',
    },
    {
      path: '/services/digital-marketing',
      cards: [
        ['Starter Marketing', '₹20,000', 'starter'],
        ['Growth Marketing', '₹40,000', 'growth'],
        ['Enterprise Marketing', '₹80,000+', 'enterprise'],
      ],
      popular: 'Growth Marketing',
      note: 'per month, excluding ad spend',
      section: 'Where we grow your brand',
    },
  ];

  for (const servicePage of servicePages) {
    test(`${servicePage.path} prices every card and links it to the contact form`, async ({ page }) => {
      await page.goto(servicePage.path);
      await expect(page.locator('#services').getByRole('article')).toHaveCount(servicePage.cards.length);
      for (const [title, price, id] of servicePage.cards) {
        const serviceCard = card(page, title);
        await expect(serviceCard).toContainText(price);
        // `from` names the page, since two ids exist on two pages.
        await expect(serviceCard.getByRole('link', { name: /Get Started/ })).toHaveAttribute(
          'href',
          new RegExp(`^/contact\\?service=${id}&from=[a-z-]+$`),
        );
        await expect(serviceCard.getByText('Most Popular')).toHaveCount(
          title === servicePage.popular ? 1 : 0,
        );
      }
      await expect(page.getByText(servicePage.note).first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Important Note' })).toContainText('GST');
      if (servicePage.section)
        await expect(page.getByRole('heading', { name: servicePage.section })).toBeVisible();
    });
  }

  test('marketing plans list marketing, branding and analytics, ad spend and the management fee', async ({
    page,
  }) => {
    await page.goto('/services/branding');
    const growth = card(page, 'Growth Marketing');
    await expect(growth.getByRole('heading', { level: 4 })).toHaveText([
      'Marketing',
      'Branding',
      'Analytics',
    ]);
    await expect(growth).toContainText('Suggested ad spend: ₹20k–50k per month');
    await expect(growth).toContainText('management fee');
    await expect(card(page, 'Starter Marketing')).toContainText('Suggested ad spend: ₹10k–20k per month');
    await expect(card(page, 'Enterprise Marketing')).toContainText('Suggested ad spend: ₹50k+ per month');
  });

  test('the service menus of the navigation bar lead to every service page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Website & Mobile App' }).click();
    await page.getByRole('link', { name: 'Mobile App Development' }).click();
    await expect(page).toHaveURL(/\/services\/mobile-app$/);
    await expect(page).toHaveTitle('Mobile App Development | Launchpad');
    await expect(card(page, 'Starter Mobile App')).toContainText('₹24,999');
  });
});
