import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Secrets the server must read back (an authenticator's seed) are stored sealed: AES-256-GCM under
// a key derived from JWT_SECRET for one purpose, so a copy of the database alone does not hold them.

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string;
  /** The sealed text opened, or null when it was not sealed under this key or was altered. */
  open(sealed: string): string | null;
}

/** A box whose key is derived from the server's secret and `purpose`, as the unsubscribe key is. */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = createHmac('sha256', serverSecret).update(purpose).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
