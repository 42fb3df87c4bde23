import { ACCOUNT_DELETION_DELAY_DAYS, DEFAULT_DOCUMENT_RETENTION_DAYS } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { configProblems } from '../../test/config-problems.ts';
import { loadConfig } from './env.ts';

// The retention settings and the privacy notice say the same: the notice states the numbers of
// packages/shared/src/retention.ts (apps/web/app/routes/privacy.test.tsx), the settings default to
// them, and production refuses any other value.

const secret = 'p7Qm2xZ-kV9rT4bLw8NcHy3JdF6sGa1E';

const retentionProblems = (env: NodeJS.ProcessEnv) =>
  configProblems({ NODE_ENV: 'production', ...env }).filter((problem) => problem.includes('privacy notice'));

describe('the retention settings', () => {
  it('default to the periods the privacy notice states', () => {
    const { privacy } = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: secret });
    expect(privacy.documentRetentionDays).toBe(DEFAULT_DOCUMENT_RETENTION_DAYS);
    expect(privacy.deletionDelayMs).toBe(ACCOUNT_DELETION_DELAY_DAYS * 86_400_000);
  });

  it('are refused in production when they differ from the notice', () => {
    expect(retentionProblems({})).toEqual([]);
    expect(
      retentionProblems({
        DOCUMENT_RETENTION_DAYS: String(DEFAULT_DOCUMENT_RETENTION_DAYS),
        ACCOUNT_DELETION_DELAY_DAYS: String(ACCOUNT_DELETION_DELAY_DAYS),
      }),
    ).toEqual([]);
    const refused = retentionProblems({
      DOCUMENT_RETENTION_DAYS: String(DEFAULT_DOCUMENT_RETENTION_DAYS + 1),
      ACCOUNT_DELETION_DELAY_DAYS: '0.5',
    });
    expect(refused).toEqual([
      expect.stringMatching(
        new RegExp(`^DOCUMENT_RETENTION_DAYS must be ${DEFAULT_DOCUMENT_RETENTION_DAYS} `),
      ),
      expect.stringMatching(
        new RegExp(`^ACCOUNT_DELETION_DELAY_DAYS must be ${ACCOUNT_DELETION_DELAY_DAYS} `),
      ),
    ]);
  });

  it('may be shortened outside production, where tests run whole periods', () => {
    const { privacy } = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: secret,
      DOCUMENT_RETENTION_DAYS: '30',
      ACCOUNT_DELETION_DELAY_DAYS: '0.0001',
    });
    expect(privacy.documentRetentionDays).toBe(30);
    expect(privacy.deletionDelayMs).toBe(8640);
  });
});
