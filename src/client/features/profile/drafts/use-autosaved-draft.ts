import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { clearDraft, type DraftStep, writeDraft } from './profile-drafts.ts';

const SAVE_DELAY_MS = 400;

/**
 * Writes a form's values to its draft a moment after the last edit, and at once when the form
 * goes away (a jump to another step) or the page is hidden, so a reload or a crash loses
 * nothing typed. Returns `discardDraft`, for after the step was saved.
 */
export function useAutosavedDraft<T extends FieldValues>(
  userId: string,
  step: DraftStep,
  watch: UseFormWatch<T>,
) {
  const pending = useRef<{ values: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      if (pending.current) writeDraft(userId, step, pending.current.values);
      pending.current = null;
    };
    const subscription = watch((values) => {
      pending.current = { values };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId, step, watch]);

  return useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearDraft(userId, step);
  }, [userId, step]);
}
