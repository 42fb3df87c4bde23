import { describe, expect, it } from 'vitest';
import { exportRationMessage } from './data-export.service.ts';

describe('exportRationMessage', () => {
  it('says the wait in whole hours and minutes, never 60 minutes', () => {
    expect(exportRationMessage(22 * 3600 - 1)).toMatch(/Ask again in 22 h\.$/);
    expect(exportRationMessage(21 * 3600 + 30 * 60)).toMatch(/Ask again in 21 h 30 min\.$/);
    expect(exportRationMessage(59 * 60 + 1)).toMatch(/Ask again in 1 h\.$/);
    expect(exportRationMessage(90)).toMatch(/Ask again in 2 min\.$/);
    expect(exportRationMessage(1)).toMatch(/Ask again in 1 min\.$/);
  });
});
