import { z } from 'zod';
import type { BankRow } from './answer-bank.ts';

/**
 * The answer bank's safety net, as the package editor's (decision 053): every change is written
 * here at once and removed when the server has it, so a failed save or a closed tab loses
 * nothing typed. Keyed by user: a shared browser keeps each account's apart.
 */
const PREFIX = 'hireloop.answer-bank-draft';
const keyOf = (userId: string) => `${PREFIX}.${userId}`;

const draftSchema = z.array(
  z.object({ id: z.string(), fixed: z.boolean(), question: z.string(), answer: z.string() }),
);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAnswerBankDraft(userId: string): BankRow[] | null {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeAnswerBankDraft(userId: string, rows: BankRow[]) {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(rows));
  } catch {
    // Storage full or refused: saving goes on without the safety net.
  }
}

export function clearAnswerBankDraft(userId: string) {
  storage()?.removeItem(keyOf(userId));
}

/** Forgets every answer-bank draft in this browser, for an account that no longer exists. */
export function clearAllAnswerBankDrafts() {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) {
    if (key?.startsWith(`${PREFIX}.`)) store.removeItem(key);
  }
}
