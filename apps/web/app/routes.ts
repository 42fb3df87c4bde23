import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('payment-success', 'routes/payment-result.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard-pg', 'routes/payment-history.tsx'),
  route('account', 'routes/account.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('about', 'routes/about.tsx'),
  route('how-it-works', 'routes/how-it-works.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('services/business-registration', 'routes/services/business-registration.tsx'),
  route('services/compliance', 'routes/services/compliance.tsx'),
  // One screen each for two URLs (spec §2); the ids keep the two routes apart.
  route('services/website-development', 'routes/services/website-and-app.tsx', {
    id: 'services-website-development',
  }),
  route('services/mobile-app', 'routes/services/website-and-app.tsx', { id: 'services-mobile-app' }),
  route('services/digital-marketing', 'routes/services/marketing.tsx', { id: 'services-digital-marketing' }),
  route('services/branding', 'routes/services/marketing.tsx', { id: 'services-branding' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
