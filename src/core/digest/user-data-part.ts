import { eq } from '../../db/orm.ts';
import { digestDeliveries, digestLinkUses, digestSettings } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** The digest's share of "everything stored about me"; every table cascades with `users`. */
export const digestUserDataPart: UserDataPart = {
  name: 'digest',
  tables: ['digest_settings', 'digest_deliveries', 'digest_link_uses'],
  async exportFor(ctx, userId) {
    const [settings, deliveries, linkUses] = await Promise.all([
      ctx.db.select().from(digestSettings).where(eq(digestSettings.userId, userId)),
      ctx.db.select().from(digestDeliveries).where(eq(digestDeliveries.userId, userId)),
      ctx.db.select().from(digestLinkUses).where(eq(digestLinkUses.userId, userId)),
    ]);
    return { settings: settings[0] ?? null, deliveries, linkUses };
  },
};
