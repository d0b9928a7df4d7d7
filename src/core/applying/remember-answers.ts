import type { Executor } from '../../db/client.ts';
import { answerBanks } from '../../db/schema/index.ts';
import type { AnswerBankEntry } from '../../shared/schemas/applications.ts';
import { getAnswerBank } from './get-answer-bank.ts';

/** "custom:<question>" keys compare questions without case, punctuation or extra spaces. */
export const normalizeQuestion = (question: string) =>
  question
    .toLowerCase()
    .replace(/[*:?.!,;()"'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const customAnswerKey = (question: string) => `custom:${normalizeQuestion(question)}`;

/**
 * Saves the user's answers to questions an application stopped on, so the next form that asks
 * the same question is answered (issue: "saved to the bank for next time"). An answer the user
 * gives is theirs: it does not need the bank's approval again.
 */
export async function rememberAnswers(
  db: Executor,
  input: { userId: string; answers: { question: string; answer: string }[] },
): Promise<void> {
  const bank = await getAnswerBank(db, input);
  const entries: AnswerBankEntry[] = [...bank.entries];
  for (const { question, answer } of input.answers) {
    const key = customAnswerKey(question);
    const existing = entries.findIndex((entry) => entry.key === key);
    const entry = { key, question: question.slice(0, 2000), answer: answer.slice(0, 5000) };
    if (existing >= 0) entries[existing] = entry;
    else entries.push(entry);
  }
  const now = new Date();
  await db
    .insert(answerBanks)
    .values({ userId: input.userId, entries, updatedAt: now })
    .onConflictDoUpdate({ target: answerBanks.userId, set: { entries, updatedAt: now } });
}
