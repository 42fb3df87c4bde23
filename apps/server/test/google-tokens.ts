import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const GOOGLE_PROJECT_ID = 'launchpad-test-project';

/**
 * A stand-in for Google's key endpoint and the ID tokens Firebase issues, signed by its key: the
 * settings a test app needs (`env`), a token maker (`idToken`) and `close`.
 */
export async function googleTokens() {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const keysUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
  let counter = 0;

  return {
    env: {
      FIREBASE_PROJECT_ID: GOOGLE_PROJECT_ID,
      FIREBASE_API_KEY: 'AIzaTestWebKey-0123456789',
      FIREBASE_KEYS_URL: keysUrl,
    },
    /** A valid token for `email`; `signedInSecondsAgo` moves its sign-in (`auth_time`) back. */
    async idToken(
      email: string,
      { subject, signedInSecondsAgo = 5 } = {} as {
        subject?: string;
        signedInSecondsAgo?: number;
      },
    ) {
      counter += 1;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email,
        email_verified: true,
        name: 'Rohan Mehta',
        auth_time: now - signedInSecondsAgo,
        firebase: { sign_in_provider: 'google.com' },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
        .setSubject(subject ?? `firebase-uid-${counter}`)
        .setIssuer(`https://securetoken.google.com/${GOOGLE_PROJECT_ID}`)
        .setAudience(GOOGLE_PROJECT_ID)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + 3600)
        .sign(pair.privateKey);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
