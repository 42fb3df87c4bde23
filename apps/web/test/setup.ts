import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// STYLE.md: a console error fails a web test unless the test expects it (and then mocks it itself).
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
