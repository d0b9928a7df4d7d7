import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { sql } from './orm.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite-memory' });
});
afterAll(() => handle.close());

describe('the embedded database', () => {
  it('lets the event loop turn between queued statements, so I/O is not held up until the queue drains', async () => {
    const events: string[] = [];
    const statements = Array.from({ length: 20 }, (_, index) =>
      handle.db.execute(sql`select ${index}::int`).then(() => events.push('statement')),
    );
    // Scheduled after the statements queued: it runs at the next turn of the event loop.
    setImmediate(() => events.push('event loop turn'));
    await Promise.all(statements);
    expect(events.slice(0, 2)).toContain('event loop turn');
  });

  it('still runs a transaction as one unit', async () => {
    await handle.db.execute(sql`create table counter (n int)`);
    await handle.db.execute(sql`insert into counter values (0)`);
    const increments = Array.from({ length: 10 }, () =>
      handle.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select n from counter`);
        const [row] = (result as unknown as { rows: { n: number }[] }).rows;
        await tx.execute(sql`update counter set n = ${(row?.n ?? 0) + 1}`);
      }),
    );
    await Promise.all(increments);
    const result = await handle.db.execute(sql`select n from counter`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(10);
  });
});
