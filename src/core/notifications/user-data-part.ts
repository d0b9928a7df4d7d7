import { asc, eq } from '../../db/orm.ts';
import { notifications } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** Every notification shown in the app; the table cascades with `users`. */
export const notificationsUserDataPart: UserDataPart = {
  name: 'notifications',
  tables: ['notifications'],
  exportFor: async (ctx, userId) =>
    (
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt))
    ).map(({ userId: _user, ...row }) => row),
};
