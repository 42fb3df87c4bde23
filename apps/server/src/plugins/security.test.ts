import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, contentSecurityPolicy, securityHeaders } from './security.ts';

describe('securityHeaders', () => {
  it("sends helmet's defaults for our settings, with our CSP and no HSTS over http", () => {
    expect(securityHeaders({ https: false })).toEqual({
      'content-security-policy': contentSecurityPolicy({ https: false }),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('adds HSTS over https, and lets Google sign-in popups report back when it is configured', () => {
    const headers = securityHeaders({ https: true, firebaseAuthDomain: 'launchpad.firebaseapp.com' });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['content-security-policy']).toBe(
      contentSecurityPolicy({ https: true, firebaseAuthDomain: 'launchpad.firebaseapp.com' }),
    );
  });
});

describe('apiSecurityHeaders', () => {
  it('sends what protects a JSON body: nothing may load, nothing may frame it, nothing may sniff it', () => {
    expect(apiSecurityHeaders({ https: false })).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('adds HSTS over https, and stays the same when Google sign-in is configured', () => {
    expect(apiSecurityHeaders({ https: true, firebaseAuthDomain: 'launchpad.firebaseapp.com' })).toEqual({
      ...apiSecurityHeaders({ https: false }),
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });
});
