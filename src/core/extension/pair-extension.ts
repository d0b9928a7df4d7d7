import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { and, eq, gt, isNull } from '../../db/orm.ts';
import { extensionDevices, extensionPairingCodes, users } from '../../db/schema/index.ts';
import { EXTENSION_TOKEN_PREFIX } from '../../shared/schemas/extension.ts';
import { AppError } from '../app-error.ts';
import { clientAddressKey } from '../security/enforce-rate-limits.ts';
import { extensionLimits, limitExtensionRequests } from './limit-extension-requests.ts';
import { hashSecret } from './pairing-code.ts';

/**
 * The extension trades a pairing code for its own token (decision 064). The code is used up in
 * the same statement that checks it, so two extensions racing with one code get one token.
 */
export async function pairExtension(
  db: Database,
  input: { code: string; deviceName: string; ip: string; now?: Date },
): Promise<{ token: string; deviceId: string; email: string }> {
  await limitExtensionRequests(db, {
    key: `extension-pair:ip:${clientAddressKey(input.ip)}`,
    rule: extensionLimits.pairPerAddress,
    message: 'Too many pairing attempts. Please wait 15 minutes and try again.',
  });
  const now = input.now ?? new Date();
  const token = `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const deviceId = randomUUID();
  const paired = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(extensionPairingCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(extensionPairingCodes.codeHash, hashSecret(input.code)),
          isNull(extensionPairingCodes.usedAt),
          gt(extensionPairingCodes.expiresAt, now),
        ),
      )
      .returning({ userId: extensionPairingCodes.userId });
    if (!claimed) return null;
    await tx.insert(extensionDevices).values({
      id: deviceId,
      userId: claimed.userId,
      name: input.deviceName,
      tokenHash: hashSecret(token),
      createdAt: now,
    });
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId));
    return user ?? null;
  });
  if (!paired)
    throw new AppError('INVALID_TOKEN', 'This code is wrong or has expired.', {
      fieldErrors: { code: ['Get a new code from Settings in Hireloop and enter it here.'] },
    });
  return { token, deviceId, email: paired.email };
}
