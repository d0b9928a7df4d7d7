import type { Database } from '../../db/client.ts';
import { and, eq, isNull } from '../../db/orm.ts';
import { extensionPairingCodes } from '../../db/schema/index.ts';
import { PAIRING_CODE_MINUTES } from '../../shared/schemas/extension.ts';
import { extensionLimits, limitExtensionRequests } from './limit-extension-requests.ts';
import { displayPairingCode, hashSecret, newPairingCode } from './pairing-code.ts';

/**
 * "Pair a browser extension" on the Settings page: a code that works once, for ten minutes.
 * A new code replaces the user's unused ones, so only the one on screen works.
 */
export async function createPairingCode(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<{ code: string; expiresAt: string }> {
  await limitExtensionRequests(db, {
    key: `extension-code:user:${input.userId}`,
    rule: extensionLimits.codesPerUser,
    message: 'Too many pairing codes in an hour. Please wait and try again.',
  });
  const now = input.now ?? new Date();
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(extensionPairingCodes)
      .where(
        and(eq(extensionPairingCodes.userId, input.userId), isNull(extensionPairingCodes.usedAt)),
      );
    await tx
      .insert(extensionPairingCodes)
      .values({ codeHash: hashSecret(code), userId: input.userId, expiresAt });
  });
  return { code: displayPairingCode(code), expiresAt: expiresAt.toISOString() };
}
