import type { Database } from '../../db/client.ts';
import { and, eq, isNull } from '../../db/orm.ts';
import { extensionDevices, users } from '../../db/schema/index.ts';
import { EXTENSION_TOKEN_PREFIX } from '../../shared/schemas/extension.ts';
import { toCurrentUser } from '../accounts/to-current-user.ts';
import { AppError } from '../app-error.ts';
import { hashSecret } from './pairing-code.ts';

export interface ExtensionCaller {
  userId: string;
  deviceId: string;
  email: string;
}

/** `last_used_at` is written at most this often: the Settings list needs no finer grain. */
const LAST_USED_GRAIN_MS = 60_000;

/**
 * The extension's bearer token → its user (decision 064). Read from the database on every
 * request, so a revoked token is refused at once. The token reaches only the extension's routes
 * (it is no session), and the subscription rule of the main app applies to them too.
 */
export async function authenticateExtension(
  db: Database,
  input: { authorization: string | undefined; now?: Date },
): Promise<ExtensionCaller> {
  const token = /^Bearer (\S+)$/.exec(input.authorization ?? '')?.[1];
  if (!token?.startsWith(EXTENSION_TOKEN_PREFIX))
    throw new AppError('UNAUTHENTICATED', 'Pair the extension with Hireloop first.');
  const [found] = await db
    .select({ device: extensionDevices, user: users })
    .from(extensionDevices)
    .innerJoin(users, eq(users.id, extensionDevices.userId))
    .where(
      and(eq(extensionDevices.tokenHash, hashSecret(token)), isNull(extensionDevices.revokedAt)),
    );
  if (!found)
    throw new AppError(
      'UNAUTHENTICATED',
      'This extension was unpaired. Pair it again from Settings in Hireloop.',
    );
  const now = input.now ?? new Date();
  if (!toCurrentUser(found.user, now).entitled)
    throw new AppError('SUBSCRIPTION_REQUIRED', 'Choose a plan in Hireloop to continue.');
  const lastUsed = found.device.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed > LAST_USED_GRAIN_MS)
    await db
      .update(extensionDevices)
      .set({ lastUsedAt: now })
      .where(eq(extensionDevices.id, found.device.id));
  return { userId: found.user.id, deviceId: found.device.id, email: found.user.email };
}
