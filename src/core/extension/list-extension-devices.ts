import type { Database } from '../../db/client.ts';
import { and, desc, eq, isNull } from '../../db/orm.ts';
import { extensionDevices } from '../../db/schema/index.ts';
import type { ExtensionDevice } from '../../shared/schemas/extension.ts';

/** The extensions paired with the account and not revoked, newest first. */
export async function listExtensionDevices(
  db: Database,
  input: { userId: string },
): Promise<ExtensionDevice[]> {
  const rows = await db
    .select()
    .from(extensionDevices)
    .where(and(eq(extensionDevices.userId, input.userId), isNull(extensionDevices.revokedAt)))
    .orderBy(desc(extensionDevices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
