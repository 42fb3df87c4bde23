import type { FastifyReply } from 'fastify';

// The hosted checkout page of the payment sandbox: plain HTML that works without scripts.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page's CSP with the merchant's origin added to `form-action`: the form posts here and is
 * redirected to the merchant's `redirectUrl`, and browsers hold a form's redirects to form-action
 * too. PhonePe returns the buyer to whatever redirectUrl the merchant gave, on any origin.
 */
export function returningPolicy(reply: FastifyReply, redirectUrl: string): string {
  const policy = String(
    reply.getHeader('content-security-policy') ?? "default-src 'self'; form-action 'self'",
  );
  const origin = new URL(redirectUrl).origin;
  return policy.replace(/form-action 'self'/, `form-action 'self' ${origin}`);
}

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Test payment</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; padding: 1rem; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 10px 30px rgba(15, 23, 42, .08); }
  .banner { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; border-radius: .5rem; padding: .75rem; font-weight: 600; margin-bottom: 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 0; }
  .item, .ref, .hint { color: #475569; margin: .25rem 0; }
  .ref { font-family: ui-monospace, monospace; font-size: .85rem; }
  fieldset { border: 1px solid #cbd5e1; border-radius: .5rem; margin: 1rem 0; padding: .75rem; display: flex; gap: 1rem; flex-wrap: wrap; }
  .button { display: block; width: 100%; box-sizing: border-box; text-align: center; border: 0; border-radius: .5rem; padding: .8rem 1rem; font-size: 1rem; font-weight: 600; margin-top: .6rem; cursor: pointer; text-decoration: none; }
  .pay { background: #15803d; color: #fff; }
  .fail { background: #b91c1c; color: #fff; }
  .pending, a.button { background: #e2e8f0; color: #0f172a; }
  .button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="banner" role="note">TEST PAYMENT — sandbox mode. No real money moves.</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
