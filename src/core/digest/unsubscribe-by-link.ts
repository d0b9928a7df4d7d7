import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { digestSettings, users } from '../../db/schema/index.ts';
import { DEFAULT_DIGEST_HOUR, digestKinds } from '../../shared/schemas/digest.ts';
import { verifyDigestLink } from './digest-link.ts';

/**
 * RFC 8058 one-click unsubscribe: the signed token says who, and the digest is set to `off`
 * (the other settings are kept, so turning it on again in Settings restores them). Using the
 * link again changes nothing and says the same, so it is not single-use.
 */
export async function unsubscribeByLink(
  db: Database,
  input: { secret: string; token: string; now: Date },
): Promise<{ status: 'unsubscribed' | 'expired' | 'invalid' }> {
  const verified = verifyDigestLink(input.secret, input.token, input.now);
  if (!verified.ok) return { status: verified.why };
  if (verified.link.action !== 'unsubscribe') return { status: 'invalid' };
  const { userId } = verified.link;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  // A deleted account has nothing to stop; its link answers as an unknown one does.
  if (!user) return { status: 'invalid' };
  await db
    .insert(digestSettings)
    .values({ userId, frequency: 'off', kinds: [...digestKinds], hour: DEFAULT_DIGEST_HOUR })
    .onConflictDoUpdate({
      target: digestSettings.userId,
      set: { frequency: 'off', updatedAt: input.now },
    });
  return { status: 'unsubscribed' };
}
