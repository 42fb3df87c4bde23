import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailField, PasswordField, PhoneField, TextField } from './field.tsx';

describe('TextField', () => {
  it('labels its input and passes the input its props, a ref included', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" type="email" name="email" placeholder="you@company.in" ref={ref} />);
    const input = screen.getByLabelText('Email');
    expect(input).toBe(ref.current);
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('describes its input by the hint, then by the error that replaces it', () => {
    const { rerender } = render(
      <TextField id="phone" label="Phone Number" hint="Leave empty to remove it." />,
    );
    const input = screen.getByLabelText('Phone Number');
    expect(input.id).toBe('phone');
    expect(input.getAttribute('aria-describedby')).toBe('phone-hint');
    expect(screen.getByText('Leave empty to remove it.').id).toBe('phone-hint');

    rerender(
      <TextField id="phone" label="Phone Number" hint="Leave empty to remove it." error="Invalid phone" />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');
    expect(screen.getByText('Invalid phone').id).toBe('phone-error');
    expect(screen.queryByText('Leave empty to remove it.')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('labels a password input whose button shows and hides what was typed', async () => {
    render(<PasswordField label="Password" autoComplete="current-password" error="Wrong password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-controls')).toBe(
      input.id,
    );
  });
});

describe('EmailField and PhoneField', () => {
  it('bring the keyboard, autofill and label of their kind', () => {
    render(
      <>
        <EmailField name="email" />
        <PhoneField name="phone" />
      </>,
    );
    const traits = (label: string) =>
      ['type', 'inputmode', 'autocomplete'].map((name) => screen.getByLabelText(label).getAttribute(name));
    expect(traits('Email')).toEqual(['email', 'email', 'email']);
    expect(traits('Phone Number')).toEqual(['tel', 'tel', 'tel']);
  });

  it('let a form change the label and autofill', () => {
    render(<PhoneField label="Phone Number (optional)" autoComplete="off" />);
    expect(screen.getByLabelText('Phone Number (optional)').getAttribute('autocomplete')).toBe('off');
  });
});
