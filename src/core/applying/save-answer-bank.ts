import type { Executor } from '../../db/client.ts';
import { answerBanks } from '../../db/schema/index.ts';
import type { AnswerBank, AnswerBankEntry } from '../../shared/schemas/applications.ts';
import { AppError } from '../app-error.ts';
import { getAnswerBank } from './get-answer-bank.ts';
import { customAnswerKey } from './remember-answers.ts';

/**
 * Replaces the bank's entries; `approve` records the user's one-time approval (kept on later
 * saves). One answer per key: a repeated key is a field error, not a silent overwrite.
 */
export async function saveAnswerBank(
  db: Executor,
  input: { userId: string; entries: AnswerBankEntry[]; approve: boolean },
): Promise<AnswerBank> {
  // Custom questions are keyed by their normalized text, however the client wrote the key.
  const entries = input.entries.map((entry) =>
    entry.key.startsWith('custom:') ? { ...entry, key: customAnswerKey(entry.question) } : entry,
  );
  const seen = new Map<string, number>();
  const fieldErrors: Record<string, string[]> = {};
  entries.forEach((entry, index) => {
    const first = seen.get(entry.key);
    if (first !== undefined)
      fieldErrors[`entries.${index}.key`] = [
        `This question is already answered (answer ${first + 1}).`,
      ];
    else seen.set(entry.key, index);
  });
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some questions are answered twice.', { fieldErrors });
  const now = new Date();
  const approvedAt = input.approve ? now : undefined;
  await db
    .insert(answerBanks)
    .values({
      userId: input.userId,
      entries,
      approvedAt: approvedAt ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: answerBanks.userId,
      set: { entries, updatedAt: now, ...(approvedAt ? { approvedAt } : {}) },
    });
  return getAnswerBank(db, input);
}
