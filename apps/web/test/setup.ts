import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// findBy… and waitFor wait for what the screen draws, bounded only as a hang is: Testing Library's
// own 1 s is a quiet machine's, and a busy one may take seconds to render a whole screen. Below the
// tests' 30 s (vitest.config.ts), so that a hang names what never appeared.
configure({ asyncUtilTimeout: 20_000 });

// A console error fails a web test unless the test expects it (and then mocks it itself).
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const calls = consoleError.mock.calls;
  const unexpected = consoleError.getMockImplementation() === undefined && calls.length > 0;
  consoleError.mockRestore();
  if (unexpected)
    throw new Error(`console.error was called: ${calls.map((args) => args.join(' ')).join('\n')}`);
});
