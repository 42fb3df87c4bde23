import { describe, expect, it } from 'vitest';
import { deleteInBatches, RETENTION_BATCH, retentionCutoff } from './retention-loop.ts';

describe('deleteInBatches', () => {
  it('deletes batch after batch until one comes back short', async () => {
    let due = RETENTION_BATCH * 2 + 7;
    const limits: number[] = [];
    const deleted = await deleteInBatches(async (limit) => {
      limits.push(limit);
      const count = Math.min(limit, due);
      due -= count;
      return count;
    });
    expect(deleted).toBe(RETENTION_BATCH * 2 + 7);
    expect(limits).toEqual([RETENTION_BATCH, RETENTION_BATCH, RETENTION_BATCH]);
  });

  it('ends after the batch under way once the loop is stopped', async () => {
    let batches = 0;
    const deleted = await deleteInBatches(
      async (limit) => {
        batches += 1;
        return limit;
      },
      () => batches >= 2,
    );
    expect(batches).toBe(2);
    expect(deleted).toBe(RETENTION_BATCH * 2);
  });
});

describe('retentionCutoff', () => {
  it('is the given number of whole days before now', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(retentionCutoff(now, 90).toISOString()).toBe('2026-09-08T10:00:00.000Z');
  });
});
