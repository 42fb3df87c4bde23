import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { showFieldErrors } from './field-errors.ts';

describe('showFieldErrors', () => {
  it("puts each of the server's field errors on the form's field of that name, and no other", () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Please check the highlighted fields',
      details: [
        { path: 'email', message: 'Enter a valid email' },
        { path: 'captcha', message: 'Not a field of this form' },
        { path: 'phone', message: 'Enter a valid phone number' },
      ],
    });
    showFieldErrors<{ email: string; phone: string }>(error, ['email', 'phone'], setError);
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Enter a valid email' }],
      ['phone', { message: 'Enter a valid phone number' }],
    ]);
  });

  it('leaves the fields alone for anything but an API error', () => {
    const setError = vi.fn();
    showFieldErrors<{ email: string }>(new TypeError('Failed to fetch'), ['email'], setError);
    showFieldErrors<{ email: string }>(undefined, ['email'], setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
