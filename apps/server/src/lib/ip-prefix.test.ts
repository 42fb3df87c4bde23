import { describe, expect, it } from 'vitest';
import { ipPrefix } from './ip-prefix.ts';

describe('ipPrefix', () => {
  it('keeps the network of an IPv4 address, never the device', () => {
    expect(ipPrefix('203.0.113.57')).toBe('203.0.113.0');
    expect(ipPrefix('::ffff:198.51.100.4')).toBe('198.51.100.0');
  });

  it('keeps the /48 of an IPv6 address', () => {
    expect(ipPrefix('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0::');
    expect(ipPrefix('::1')).toBe('0:0:0::');
    expect(ipPrefix('fe80::1%eth0')).toBe('fe80:0:0::');
  });

  it('gives null for what is not an address', () => {
    expect(ipPrefix(undefined)).toBeNull();
    expect(ipPrefix('')).toBeNull();
    expect(ipPrefix('localhost')).toBeNull();
    expect(ipPrefix('::ffff:1.2.3.4.5')).toBeNull();
  });
});
