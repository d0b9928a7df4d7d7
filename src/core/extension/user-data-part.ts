import { and, asc, eq, isNull } from '../../db/orm.ts';
import { extensionDevices, extensionPairingCodes } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/**
 * The browser extension's share of "everything stored about me": each paired extension's name
 * and dates (never its token's hash), and when an unused pairing code runs out.
 */
export const extensionUserDataPart: UserDataPart = {
  name: 'browserExtension',
  tables: ['extension_devices', 'extension_pairing_codes'],
  exportFor: async (ctx, userId) => ({
    devices: await ctx.db
      .select({
        name: extensionDevices.name,
        createdAt: extensionDevices.createdAt,
        lastUsedAt: extensionDevices.lastUsedAt,
        revokedAt: extensionDevices.revokedAt,
      })
      .from(extensionDevices)
      .where(eq(extensionDevices.userId, userId))
      .orderBy(asc(extensionDevices.createdAt)),
    unusedPairingCodes: await ctx.db
      .select({ expiresAt: extensionPairingCodes.expiresAt })
      .from(extensionPairingCodes)
      .where(and(eq(extensionPairingCodes.userId, userId), isNull(extensionPairingCodes.usedAt))),
  }),
};
