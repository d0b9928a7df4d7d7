import { asc, eq } from '../../db/orm.ts';
import { llmUsage } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** The model step's share of "everything stored about me": token counts per day, no text. */
export const llmUserDataPart: UserDataPart = {
  name: 'languageModelUsage',
  tables: ['llm_usage'],
  exportFor: async (ctx, userId) =>
    ctx.db
      .select({
        day: llmUsage.day,
        tokens: llmUsage.tokens,
        calls: llmUsage.calls,
        skipped: llmUsage.skipped,
      })
      .from(llmUsage)
      .where(eq(llmUsage.userId, userId))
      .orderBy(asc(llmUsage.day)),
};
