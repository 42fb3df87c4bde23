import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/?package=scale', '/?package=scale'],
    ['/about?package=growth#packages', '/about?package=growth#packages'],
    ['/dashboard?tab=orders&order=abc', '/dashboard?tab=orders&order=abc'],
    ['/services/../dashboard', '/dashboard'],
  ])('keeps the page %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash further on', '/\\/evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/dashboard\n'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a relative path', 'dashboard'],
    ['an encoded slash pair, once decoded by the caller', decodeURIComponent('%2F%2Fevil.example')],
    ['the sign-in page itself', '/login?next=/login'],
    ['the API', '/api/auth/logout'],
    ['nothing', ''],
    ['a missing value', null],
    ['an overlong value', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_, value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
