import { describe, expect, it } from 'vitest';
import { type RouteFacts, routeErrorCodes, statusesOf } from './route-errors.ts';

const statuses = (over: Partial<RouteFacts>) => [...statusesOf(routeErrorCodes(facts(over))).keys()];

const facts = (over: Partial<RouteFacts>): RouteFacts => ({
  method: 'GET',
  url: '/api/things',
  guard: 'public',
  validatesBody: false,
  validatesParams: false,
  validatesQuery: false,
  upload: false,
  declared: [],
  ...over,
});

describe('routeErrorCodes', () => {
  it('gives a public read without input only the database outage', () => {
    expect(routeErrorCodes(facts({}))).toEqual(['service_unavailable']);
  });

  it('adds 401 and 403 for a signed-in guard (staff who must enrol first) and for the admin guard', () => {
    expect(statuses({ guard: 'user' })).toEqual([401, 403, 503]);
    expect(statuses({ guard: 'admin' })).toEqual([401, 403, 503]);
  });

  it('adds what reading a body can refuse to every unsafe method, and the cross-site check', () => {
    const codes = routeErrorCodes(facts({ method: 'POST' }));
    expect(codes).toEqual(
      expect.arrayContaining([
        'malformed_json',
        'csrf_rejected',
        'payload_too_large',
        'unsupported_media_type',
      ]),
    );
  });

  it('leaves the cross-site check and JSON parsing out of the provider webhooks', () => {
    const codes = routeErrorCodes(facts({ method: 'POST', url: '/api/payments/webhook/phonepe' }));
    expect(codes).not.toContain('csrf_rejected');
    expect(codes).not.toContain('malformed_json');
    expect(codes).toContain('payload_too_large');
  });

  it('adds validation for any schema and 404 for a path naming a resource', () => {
    expect(routeErrorCodes(facts({ validatesQuery: true }))).toContain('validation_failed');
    expect(routeErrorCodes(facts({ validatesQuery: true }))).not.toContain('not_found');
    expect(routeErrorCodes(facts({ validatesParams: true }))).toEqual(
      expect.arrayContaining(['validation_failed', 'not_found']),
    );
  });

  it('adds the codes the route declares, grouped by their status', () => {
    const byStatus = statusesOf(routeErrorCodes(facts({ declared: ['email_taken', 'rate_limited'] })));
    expect(byStatus.get(409)).toEqual(['email_taken']);
    expect(byStatus.get(429)).toEqual(['rate_limited']);
  });
});
