import type { Database } from '../../db/client.ts';
import { and, eq, isNull } from '../../db/orm.ts';
import { extensionDevices } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/** Unpairs an extension: its token is refused from the next request on (nothing is cached). */
export async function revokeExtensionDevice(
  db: Database,
  input: { userId: string; deviceId: string },
): Promise<void> {
  const revoked = await db
    .update(extensionDevices)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(extensionDevices.id, input.deviceId),
        eq(extensionDevices.userId, input.userId),
        isNull(extensionDevices.revokedAt),
      ),
    )
    .returning({ id: extensionDevices.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'That extension is not paired.');
}
