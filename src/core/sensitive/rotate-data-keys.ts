import type { Database } from '../../db/client.ts';
import { and, asc, eq, gt, ne } from '../../db/orm.ts';
import { userDataKeys } from '../../db/schema/index.ts';
import type { MasterKeyring } from './master-keyring.ts';
import { unwrapDataKey, wrapDataKey } from './user-data-key.ts';

export interface RotationReport {
  rewrapped: number;
  /** Users whose key could not be unwrapped (a master key missing from the configuration). */
  failedUserIds: string[];
}

/**
 * Rewraps every user data key still wrapped by an older master key under the current one. Each
 * key is one UPDATE that only applies if the row is still as it was read, so the process can be
 * killed at any point: every row is then wrapped by either the old or the new master key, both
 * configured, and a rerun picks up the rest. Rerunning after success finds nothing to do. Data
 * keys themselves do not change, so no EEO ciphertext needs touching.
 */
export async function rotateDataKeys(
  db: Database,
  keyring: MasterKeyring,
  options: { batchSize?: number; afterBatch?: (report: RotationReport) => Promise<void> } = {},
): Promise<RotationReport> {
  const report: RotationReport = { rewrapped: 0, failedUserIds: [] };
  let cursor = '';
  for (;;) {
    const batch = await db
      .select()
      .from(userDataKeys)
      .where(and(ne(userDataKeys.masterKeyId, keyring.current.id), gt(userDataKeys.userId, cursor)))
      .orderBy(asc(userDataKeys.userId))
      .limit(options.batchSize ?? 100);
    if (batch.length === 0) return report;
    for (const row of batch) {
      cursor = row.userId;
      let wrapped: ReturnType<typeof wrapDataKey>;
      try {
        wrapped = wrapDataKey(keyring, row.userId, unwrapDataKey(keyring, row));
      } catch {
        report.failedUserIds.push(row.userId);
        continue;
      }
      const updated = await db
        .update(userDataKeys)
        .set({
          masterKeyId: keyring.current.id,
          wrappedKey: wrapped.ciphertext,
          iv: wrapped.iv,
          tag: wrapped.tag,
          rewrappedAt: new Date(),
        })
        .where(
          and(eq(userDataKeys.userId, row.userId), eq(userDataKeys.wrappedKey, row.wrappedKey)),
        )
        .returning({ userId: userDataKeys.userId });
      report.rewrapped += updated.length;
    }
    await options.afterBatch?.(report);
  }
}
