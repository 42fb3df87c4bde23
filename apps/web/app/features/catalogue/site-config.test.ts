import { siteConfigSchema } from '@launchpad/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSiteConfig } from './site-config.ts';

describe('toSiteConfig', () => {
  const other = fc.oneof(fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant(null));
  const candidate = fc.oneof(
    fc.record({
      whatsappNumber: fc.oneof(fc.string(), fc.constant(null), other),
      supportEmail: fc.oneof(fc.string(), other),
      supportPhone: fc.oneof(fc.string(), other),
      seller: fc.oneof(
        fc.constant(null),
        other,
        fc.record(
          {
            legalName: fc.oneof(fc.string(), other),
            address: fc.oneof(fc.string(), other),
            stateName: fc.oneof(fc.string(), other),
            gstin: fc.oneof(fc.string(), fc.constant(null), other),
            cin: fc.oneof(fc.string(), fc.constant(null), other),
            extra: other,
          },
          { requiredKeys: ['legalName', 'address', 'stateName'] },
        ),
      ),
      grievanceOfficer: fc.oneof(
        fc.constant(null),
        other,
        fc.record({
          name: fc.oneof(fc.string(), other),
          email: fc.oneof(fc.string(), other),
          phone: fc.oneof(fc.string(), fc.constant(null), other),
          extra: other,
        }),
      ),
      statistics: fc.oneof(
        other,
        fc.array(
          fc.oneof(
            other,
            fc.record({
              figure: fc.oneof(fc.string(), other),
              label: fc.oneof(fc.string(), other),
              source: fc.oneof(fc.string(), other),
              extra: other,
            }),
          ),
          { maxLength: 3 },
        ),
      ),
      extra: other,
    }),
    fc.anything(),
  );

  it('accepts and strips exactly what siteConfigSchema accepts and strips', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const expected = siteConfigSchema.safeParse(value);
        expect(toSiteConfig(value)).toEqual(expected.success ? expected.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});
