import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDroppedConnection, retryDroppedReads } from './retry-dropped-reads.ts';

/** A pool whose first statement fails as a cut connection does, then answers. */
function poolFailingOnce(error: unknown) {
  const sent: string[] = [];
  const pool = {
    async query(config: { text: string }) {
      sent.push(config.text);
      if (sent.length === 1) throw error;
      return { rows: [] };
    },
  };
  retryDroppedReads(pool as unknown as pg.Pool);
  return { pool: pool as unknown as pg.Pool, sent };
}

const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('retryDroppedReads', () => {
  it('sends a read cut by a dropped connection once more', async () => {
    const { pool, sent } = poolFailingOnce(terminated);
    await pool.query({ text: 'select 1' });
    expect(sent).toEqual(['select 1', 'select 1']);
  });

  it('never repeats a write, nor a read that failed for another reason', async () => {
    const write = poolFailingOnce(terminated);
    await expect(write.pool.query({ text: 'update jobs set title = $1' })).rejects.toBe(terminated);
    expect(write.sent).toHaveLength(1);
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    const read = poolFailingOnce(syntax);
    await expect(read.pool.query({ text: 'select from' })).rejects.toBe(syntax);
    expect(read.sent).toHaveLength(1);
  });

  it('knows the server’s and the socket’s ways of saying the connection died', () => {
    expect(isDroppedConnection(terminated)).toBe(true);
    expect(isDroppedConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDroppedConnection(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isDroppedConnection(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
