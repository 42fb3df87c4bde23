// The counts behind the closing line of `npm test`, read from the JSON reports of Vitest and
// Playwright, and the names and reasons of the failed tests. A failed test counts once: Vitest's
// own numFailedTestSuites also counts every describe block and file around a failed test, so it is
// not used.

import { basename } from 'node:path';

// Terminal colour codes, which both runners keep in their messages.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched.
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * The first lines of a failure's message (at most 4, each at most 200 characters), indented under
 * its test's name; nothing when there is no message.
 */
export function reasonOf(message, prefix = '') {
  if (!message) return '';
  const lines = String(message)
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
  return lines.map((line, index) => `\n      ${index === 0 ? prefix : ''}${line.trim()}`).join('');
}

/**
 * Passed, failed and skipped tests of a Vitest JSON report. The failures are those `failedVitest`
 * names, so the count and the list agree: a file that failed outside its tests counts as one.
 */
export function countVitest(report) {
  let passed = 0;
  let skipped = 0;
  for (const file of report.testResults) {
    const statuses = file.assertionResults.map((test) => test.status);
    passed += statuses.filter((status) => status === 'passed').length;
    skipped += statuses.filter(
      (status) => status === 'pending' || status === 'skipped' || status === 'todo',
    ).length;
  }
  return { passed, failed: failedVitest(report).length, skipped };
}

/** Passed, failed and skipped tests of a Playwright JSON report (a flaky test passed on retry). */
export function countPlaywright(report) {
  const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/**
 * The failed tests of a Vitest JSON report ("file › full name", then the first lines of its
 * failure; a file that failed outside its tests, by an import error or a failing hook, by its own
 * message), so the closing lines name what broke and why: a long log is often read from its end.
 */
export function failedVitest(report, root = '') {
  const lines = [];
  for (const file of report.testResults) {
    const name = root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(`${name} › ${test.fullName ?? test.title}${reasonOf(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      lines.push(`${name} (${String(file.message ?? 'failed outside its tests').split('\n')[0]})`);
    }
  }
  return lines;
}

/** The failed tests of a Playwright JSON report ("file:line › title path"), each with its reason. */
export function failedPlaywright(report) {
  const lines = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const unexpected = (spec.tests ?? []).find((test) => test.status === 'unexpected');
      if (!unexpected) continue;
      const last = unexpected.results?.at(-1);
      const error = last?.error ?? last?.errors?.[0];
      const where = error?.location ? `at ${basename(error.location.file)}:${error.location.line}: ` : '';
      const title = `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
      lines.push(`${title}${reasonOf(error?.message, where)}`);
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}
