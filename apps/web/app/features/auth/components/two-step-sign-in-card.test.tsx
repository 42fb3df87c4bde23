import { twoFactorMessages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, priya } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TwoStepSignInCard } from './two-step-sign-in-card.tsx';

const fetchMock = vi.fn<typeof fetch>();
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUrl = `otpauth://totp/Launchpad:priya%40example.com?issuer=Launchpad&secret=${secret}`;
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${String.fromCharCode(97 + i)}`);

function account(twoFactor: { enabled: boolean; enrolmentRequired: boolean; recoveryCodesLeft: number }) {
  return okResponse({ user: priya, billing: null, twoFactor });
}

/** Answers by method and path, in the order the card asks. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!answer) throw new Error(`unexpected request ${init?.method} ${String(input)}`);
    return answer();
  });
}

function renderCard() {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoStepSignInCard />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TwoStepSignInCard', () => {
  it('sets it up: QR code and key, a wrong code refused at its field, then the recovery codes once', async () => {
    let enabled = false;
    let confirmations = 0;
    serve({
      'GET /api/auth/me': () =>
        account({ enabled, enrolmentRequired: false, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/auth/me/two-factor': () => okResponse({ secret, otpauthUrl }),
      'POST /api/auth/me/two-factor/confirm': () => {
        confirmations += 1;
        if (confirmations === 1) {
          return errorResponse(400, 'validation_failed', 'code: wrong', {
            details: [{ path: 'code', message: twoFactorMessages.wrongCode }],
          });
        }
        enabled = true;
        return okResponse({ recoveryCodes: codes }, twoFactorMessages.enabled);
      },
    });
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const field = screen.getByLabelText('Code from your app');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(twoFactorMessages.wrongCode)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText('On. 10 of your recovery codes are left.')).toBeTruthy();
  });

  it('tells staff who must set it up that they must', async () => {
    serve({
      'GET /api/auth/me': () => account({ enabled: false, enrolmentRequired: true, recoveryCodesLeft: 0 }),
    });
    renderCard();
    expect(await screen.findByText(/Staff accounts need two-step sign-in/)).toBeTruthy();
  });

  it('turns it off with the password, showing a wrong password at its field', async () => {
    let enabled = true;
    let attempts = 0;
    serve({
      'GET /api/auth/me': () => account({ enabled, enrolmentRequired: false, recoveryCodesLeft: 9 }),
      'DELETE /api/auth/me/two-factor': () => {
        attempts += 1;
        if (attempts === 1) {
          return errorResponse(400, 'validation_failed', 'password: wrong', {
            details: [{ path: 'password', message: 'Your current password is incorrect' }],
          });
        }
        enabled = false;
        return okResponse(null, twoFactorMessages.disabled);
      },
    });
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const password = screen.getByLabelText('Your password');
    await user.type(password, 'wrong-horse');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await user.clear(password);
    await user.type(password, 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off. Your password alone signs you in.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'correct-horse' });
  });
});
