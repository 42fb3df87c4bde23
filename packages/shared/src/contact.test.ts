import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.ts';

const valid = {
  name: 'Rohan Mehta',
  email: 'rohan@example.in',
  subject: 'GST Registration',
  message: 'Can you register GST for my bakery in Pune?',
};

function issues(input: unknown) {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('contactRequestSchema', () => {
  it('accepts a message without a phone and trims the text', () => {
    const parsed = contactRequestSchema.parse({
      ...valid,
      name: '  Rohan Mehta ',
      email: ' Rohan@Example.IN',
    });
    expect(parsed).toEqual({ ...valid, phone: undefined });
  });

  it('treats an empty or blank phone as none, and keeps a valid one', () => {
    expect(contactRequestSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(contactRequestSchema.parse({ ...valid, phone: '   ' }).phone).toBeUndefined();
    expect(contactRequestSchema.parse({ ...valid, phone: ' +91 98765 43210 ' }).phone).toBe(
      '+91 98765 43210',
    );
  });

  it('rejects a phone that is not a phone number', () => {
    expect(issues({ ...valid, phone: 'call me' })).toEqual([['phone', 'Enter a valid phone number']]);
  });

  it('requires name, email, subject and message', () => {
    expect(issues({ name: ' ', email: '', subject: '', message: '   ' }).map(([path]) => path)).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
  });

  it('rejects an invalid email and over-long text', () => {
    expect(issues({ ...valid, email: 'not-an-email' })).toEqual([['email', 'Enter a valid email address']]);
    expect(issues({ ...valid, message: 'x'.repeat(5001) })).toEqual([
      ['message', 'Message must be at most 5000 characters'],
    ]);
  });

  it('accepts known service ids only', () => {
    expect(contactRequestSchema.parse({ ...valid, service: 'pvt-ltd' }).service).toBe('pvt-ltd');
    expect(issues({ ...valid, service: 'platinum' }).map(([path]) => path)).toEqual(['service']);
  });

  it('keeps markup and quotes as typed', () => {
    const message = `<script>alert("x")</script> ' OR 1=1 --`;
    expect(contactRequestSchema.parse({ ...valid, message }).message).toBe(message);
  });
});
