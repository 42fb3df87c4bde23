import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, failedPlaywright, failedVitest } from './test-summary.mjs';

const file = (status: string, tests: string[]) => ({
  status,
  assertionResults: tests.map((testStatus) => ({ status: testStatus })),
});

describe('countVitest', () => {
  it('counts a failed test inside a describe block once', () => {
    // What Vitest reports for one failing test in a describe: the describe and the file are both
    // counted in numFailedTestSuites.
    const report = {
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [file('failed', ['failed', 'passed']), file('passed', ['passed'])],
    };
    expect(countVitest(report)).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('counts a file that failed without a failed test (an import error, a failing hook) as one', () => {
    const report = { testResults: [file('failed', []), file('failed', ['passed', 'passed'])] };
    expect(countVitest(report)).toEqual({ passed: 2, failed: 2, skipped: 0 });
  });

  it('counts skipped and todo tests apart', () => {
    const report = { testResults: [file('passed', ['passed', 'skipped', 'pending', 'todo'])] };
    expect(countVitest(report)).toEqual({ passed: 1, failed: 0, skipped: 3 });
  });
});

describe('countPlaywright', () => {
  it('counts a flaky test as passed and an unexpected one as failed', () => {
    expect(countPlaywright({ stats: { expected: 5, flaky: 1, unexpected: 2, skipped: 1 } })).toEqual({
      passed: 6,
      failed: 2,
      skipped: 1,
    });
  });
});

describe('failedVitest', () => {
  it('names each failed test by its file and full name, and a file that failed outside its tests by its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/server/a.int.test.ts',
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'orders › refuses a refund above the paid sum',
              failureMessages: [
                '\u001b[31mAssertionError: expected 200 to be 409\u001b[39m\n\n    at a.int.test.ts:12:5',
              ],
            },
            { status: 'passed', fullName: 'orders › lists' },
          ],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\nstack',
          assertionResults: [],
        },
        {
          name: '/repo/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c' }],
        },
      ],
    };
    expect(failedVitest(report, '/repo')).toEqual([
      'apps/server/a.int.test.ts › orders › refuses a refund above the paid sum\n      AssertionError: expected 200 to be 409\n      at a.int.test.ts:12:5',
      'b.test.ts (Cannot find module x)',
    ]);
  });
});

describe('failedPlaywright', () => {
  it('names each spec with an unexpected result by file, line and its describe titles, with where and why it failed', () => {
    const report = {
      suites: [
        {
          title: 'money.spec.ts',
          specs: [],
          suites: [
            {
              title: 'money you can trust',
              specs: [
                {
                  title: 'refunds',
                  file: 'money.spec.ts',
                  line: 71,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          error: {
                            message: `Error: expect(locator).toBeVisible() failed\n\nLocator: getByText('Refunded')\n${'x'.repeat(300)}\nExpected: visible\nReceived: hidden`,
                            location: { file: '/repo/e2e/money.spec.ts', line: 99, column: 7 },
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'cancels',
                  file: 'money.spec.ts',
                  line: 153,
                  tests: [{ status: 'unexpected', results: [] }],
                },
                { title: 'pays', file: 'money.spec.ts', line: 31, tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywright(report)).toEqual([
      [
        'money.spec.ts:71 › money you can trust › refunds',
        '      at money.spec.ts:99: Error: expect(locator).toBeVisible() failed',
        "      Locator: getByText('Refunded')",
        `      ${'x'.repeat(199)}…`,
        '      Expected: visible',
      ].join('\n'),
      'money.spec.ts:153 › money you can trust › cancels',
    ]);
  });
});
