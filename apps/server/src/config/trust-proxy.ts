import { isIP } from 'node:net';

// TRUST_PROXY: which reverse proxies' X-Forwarded-For the server believes, in the forms Fastify takes.

/** An IP address, or an address range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d{1,3}$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}
