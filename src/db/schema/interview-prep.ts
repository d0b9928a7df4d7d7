import { index, pgTable, text, timestamp, unique } from '../pg-core.ts';
import { users } from './accounts.ts';
import { trackedApplications } from './tracking.ts';

/**
 * The user's practice answers to a prep pack's questions (decision 067), one per tracked
 * application and question, autosaved as they type. The pack itself is not stored: it is a pure
 * function of what was sent, the posting and the profile, built when read. Feedback is computed
 * from the answer when read, so a rule change applies to old answers too.
 */
export const interviewPracticeAnswers = pgTable(
  'interview_practice_answers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => trackedApplications.id, { onDelete: 'cascade' }),
    /** The question's id in the pack ("req-skill-2", "role-1", "behaviour-conflict"). */
    questionId: text('question_id').notNull(),
    /** Plain text, shown as text; the API caps its length. */
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('interview_practice_answers_item_question_unique').on(table.itemId, table.questionId),
    index('interview_practice_answers_user_idx').on(table.userId),
  ],
);
