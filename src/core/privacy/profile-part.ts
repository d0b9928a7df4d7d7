import { getProfile } from '../profile/get-profile.ts';
import type { UserDataPart } from './user-data-part.ts';

export const profilePart: UserDataPart = {
  name: 'profile',
  tables: ['profiles'],
  async exportFor(ctx, userId) {
    return (await getProfile(ctx.db, { userId })).profile;
  },
};
