import { z } from 'zod';
import { localDrafts } from '../../lib/local-drafts.ts';

/**
 * The practice answers' safety net, as the package editor's (decision 053): every keystroke is
 * written here at once and removed when the server has it, so a failed save or a closed tab loses
 * nothing typed. Keyed by tracked application and question.
 */
const drafts = localDrafts('hireloop.practice-draft', z.string());
const keyOf = (itemId: string, questionId: string) => `${itemId}.${questionId}`;

export const readPracticeDraft = (itemId: string, questionId: string) =>
  drafts.read(keyOf(itemId, questionId));
export const writePracticeDraft = (itemId: string, questionId: string, text: string) =>
  drafts.write(keyOf(itemId, questionId), text);
export const clearPracticeDraft = (itemId: string, questionId: string) =>
  drafts.clear(keyOf(itemId, questionId));
/** Forgets every practice draft in this browser, for an account that no longer exists. */
export const clearAllPracticeDrafts = () => drafts.clearAll();
