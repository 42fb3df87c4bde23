import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-manifest.ts';

describe('exportFileName', () => {
  it('names the day of the download in India, which is the next day from 18:30 UTC', () => {
    expect(exportFileName(new Date('2026-12-06T18:29:59Z'))).toBe('launchpad-data-2026-12-06.zip');
    expect(exportFileName(new Date('2026-12-06T18:30:00Z'))).toBe('launchpad-data-2026-12-07.zip');
  });
});
