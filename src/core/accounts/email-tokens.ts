import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { and, eq, gt, like } from '../../db/orm.ts';
import { verifications } from '../../db/schema/index.ts';

export type EmailTokenPurpose = 'reset-password' | 'verify-email';
export const EMAIL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const identifierFor = (purpose: EmailTokenPurpose, token: string) =>
  `${purpose}:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * Issues a single-use token for a link sent by e-mail. Only its SHA-256 is stored; issuing a new
 * one for the same user and purpose voids the older ones.
 */
export async function createEmailToken(
  db: Executor,
  input: { purpose: EmailTokenPurpose; userId: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, `${input.purpose}:%`),
          eq(verifications.value, input.userId),
        ),
      );
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierFor(input.purpose, token),
      value: input.userId,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS),
    });
  });
  return token;
}

/** Spends a token: the delete is the check, so two concurrent uses cannot both succeed. */
export async function consumeEmailToken(
  db: Executor,
  input: { purpose: EmailTokenPurpose; token: string; now?: Date },
): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierFor(input.purpose, input.token)),
        gt(verifications.expiresAt, input.now ?? new Date()),
      ),
    )
    .returning({ userId: verifications.value });
  return row?.userId ?? null;
}
