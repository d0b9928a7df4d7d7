import { asc, eq } from '../../db/orm.ts';
import { sensitiveDataAudit } from '../../db/schema/index.ts';
import { readEeoAnswers } from '../profile/read-eeo-answers.ts';
import type { UserDataPart } from './user-data-part.ts';

/**
 * The EEO answers, decrypted for their owner (the read is audited like any other), and the audit
 * trail of who read or wrote them. The wrapped data key itself is a secret and is not exported.
 */
export const eeoPart: UserDataPart = {
  name: 'eeoAnswers',
  tables: ['eeo_answers', 'user_data_keys', 'sensitive_data_audit'],
  async exportFor(ctx, userId) {
    const answers = await readEeoAnswers(ctx, {
      userId,
      purpose: 'The owner downloaded their data',
    });
    const accessLog = await ctx.db
      .select({
        actor: sensitiveDataAudit.actor,
        action: sensitiveDataAudit.action,
        purpose: sensitiveDataAudit.purpose,
        fields: sensitiveDataAudit.fields,
        at: sensitiveDataAudit.at,
      })
      .from(sensitiveDataAudit)
      .where(eq(sensitiveDataAudit.userId, userId))
      .orderBy(asc(sensitiveDataAudit.id));
    return { answers, accessLog };
  },
};
