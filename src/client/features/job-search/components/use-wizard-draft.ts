import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyWizardValues, type WizardValues } from './wizard-values.ts';

const draftKey = (userId: string) => `hireloop:job-search-draft:${userId}`;

/** The unsaved draft in this browser, if any: what the user typed survives a reload. */
export function readWizardDraft(userId: string): WizardValues | null {
  try {
    const raw = window.localStorage.getItem(draftKey(userId));
    // Over the empty values: a draft from an older version of the form may lack a field.
    return raw ? { ...emptyWizardValues, ...(JSON.parse(raw) as Partial<WizardValues>) } : null;
  } catch {
    return null;
  }
}

/** Stores the draft the wizard opens with; also how an imported resume proposes certifications. */
export function writeWizardDraft(userId: string, values: unknown) {
  try {
    window.localStorage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // A full or blocked storage costs the draft only; the form keeps working.
  }
}

export function clearWizardDraft(userId: string) {
  window.localStorage.removeItem(draftKey(userId));
}

/** Writes every change to the draft; a successful save clears it. */
export function useWizardDraftAutosave(form: UseFormReturn<WizardValues>, userId: string) {
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      // Only the user's own edits make a draft; loading saved values does not.
      if (type !== 'change' && type !== undefined) return;
      writeWizardDraft(userId, values);
    });
    return () => subscription.unsubscribe();
  }, [form, userId]);
}
