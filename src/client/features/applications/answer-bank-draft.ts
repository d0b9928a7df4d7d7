import { z } from 'zod';
import { localDrafts } from '../../lib/local-drafts.ts';
import type { BankRow } from './answer-bank.ts';

/**
 * The answer bank's safety net, as the package editor's (decision 053): every change is written
 * here at once and removed when the server has it, so a failed save or a closed tab loses
 * nothing typed. Keyed by user: a shared browser keeps each account's apart.
 */
const PREFIX = 'hireloop.answer-bank-draft';

const draftSchema = z.array(
  z.object({ id: z.string(), fixed: z.boolean(), question: z.string(), answer: z.string() }),
);

const drafts = localDrafts(PREFIX, draftSchema);

export const readAnswerBankDraft = (userId: string): BankRow[] | null => drafts.read(userId);
export const writeAnswerBankDraft = (userId: string, rows: BankRow[]) => drafts.write(userId, rows);
export const clearAnswerBankDraft = (userId: string) => drafts.clear(userId);
/** Forgets every answer-bank draft in this browser, for an account that no longer exists. */
export const clearAllAnswerBankDrafts = () => drafts.clearAll();
