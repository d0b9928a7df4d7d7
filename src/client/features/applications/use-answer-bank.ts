import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerBank } from '../../../shared/schemas/applications.ts';
import { errorMessage } from '../../lib/api-client.ts';
import type { SaveStatus } from '../documents/use-package-editor.ts';
import { type BankRow, toEntries, toRows } from './answer-bank.ts';
import {
  clearAnswerBankDraft,
  readAnswerBankDraft,
  writeAnswerBankDraft,
} from './answer-bank-draft.ts';
import { applicationsKey } from './api/application-list.ts';
import { answerBankKey, saveAnswerBank } from './api/application-settings.ts';

/** How long after the last keystroke the bank is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * The answer bank being edited and its autosave, as the package editor does it: every change
 * goes to the local draft at once and to the server a moment after the last one; one save at a
 * time; a draft left by a failed save or a closed tab is saved on the next visit. `approve`
 * saves the current answers with the user's approval.
 */
export function useAnswerBank(userId: string, saved: AnswerBank) {
  const queryClient = useQueryClient();
  const [start] = useState(() => {
    const draft = readAnswerBankDraft(userId);
    return { rows: draft ?? toRows(saved), revision: draft ? 1 : 0 };
  });
  const [rows, setRows] = useState(start.rows);
  const [status, setStatus] = useState<SaveStatus>(start.revision ? 'pending' : 'saved');
  const [error, setError] = useState('');
  const latest = useRef({ rows: start.rows, revision: start.revision, saved: 0, approve: false });
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const { rows: sent, revision, approve } = latest.current;
    if (revision === latest.current.saved && !approve) return;
    inFlight.current = true;
    setStatus('saving');
    try {
      const answer = await saveAnswerBank({ entries: toEntries(sent), approve });
      latest.current.saved = revision;
      if (approve) {
        latest.current.approve = false;
        // Applications waited for the approval: they move on now.
        void queryClient.invalidateQueries({ queryKey: applicationsKey });
      }
      queryClient.setQueryData(answerBankKey, answer);
      setError('');
      if (latest.current.revision === revision) {
        clearAnswerBankDraft(userId);
        setStatus('saved');
      }
    } catch (failure) {
      setError(errorMessage(failure));
      setStatus('error');
      return;
    } finally {
      inFlight.current = false;
    }
    if (latest.current.revision !== latest.current.saved || latest.current.approve) void save();
  }, [userId, queryClient]);

  const change = useCallback(
    (next: BankRow[]) => {
      latest.current.rows = next;
      latest.current.revision += 1;
      writeAnswerBankDraft(userId, next);
      setRows(next);
      setStatus((current) => (current === 'saving' ? current : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [userId, save],
  );

  useEffect(() => {
    const unsaved = () => latest.current.revision !== latest.current.saved;
    if (unsaved()) void save();
    const flush = () => {
      if (unsaved()) void save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
      flush();
    };
  }, [save]);

  const approve = useCallback(() => {
    latest.current.approve = true;
    void save();
  }, [save]);
  const retry = useCallback(() => void save(), [save]);
  return { rows, change, status, error, retry, approve };
}
