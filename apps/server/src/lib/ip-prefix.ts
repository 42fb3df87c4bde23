import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 address (`::ffff:192.0.2.1`) counts as two groups.
  const last = right.at(-1) ?? left.at(-1);
  if (last && isIPv4(last)) return undefined;
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * An IP address shortened so that it names a network, not a device: an IPv4 address to its /24
 * (`203.0.113.0`), an IPv6 address to its /48 (`2001:db8:85a3::`). An IPv4 address carried in IPv6
 * (`::ffff:203.0.113.9`) is shortened as IPv4. Anything else gives null.
 */
export function ipPrefix(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::`;
}
