import type { z } from 'zod';

/** The builder's steps whose unsaved input is kept as a draft. */
export type DraftStep =
  | 'personal'
  | 'demographics'
  | 'education'
  | 'work'
  | 'skills'
  /** An import's sources and certifications awaiting review (decision 045). */
  | 'import-review';

const PREFIX = 'hireloop.profile-draft';

/**
 * Demographic answers are kept only for the tab's life (sessionStorage): they are the most
 * sensitive part of the profile and must not outlive the visit on a shared computer.
 * See docs/decisions/019-profile-builder-drafts.md.
 */
function storageFor(step: DraftStep): Storage | null {
  try {
    return step === 'demographics' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage disabled: the builder still works, without drafts
  }
}

const keyOf = (userId: string, step: DraftStep) => `${PREFIX}.${userId}.${step}`;

/** The draft of a step, or null when there is none or it no longer has the form's shape. */
export function readDraft<T>(userId: string, step: DraftStep, shape: z.ZodType<T>): T | null {
  const raw = storageFor(step)?.getItem(keyOf(userId, step));
  if (!raw) return null;
  try {
    const parsed = shape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, step: DraftStep, values: unknown) {
  try {
    storageFor(step)?.setItem(keyOf(userId, step), JSON.stringify(values));
  } catch {
    // Storage full or refused: typing goes on; only the crash safety net is lost.
  }
}

export function clearDraft(userId: string, step: DraftStep) {
  storageFor(step)?.removeItem(keyOf(userId, step));
}

/** Forgets every draft of a user, for an account that no longer exists. */
export function clearAllDrafts(userId: string) {
  const steps = [
    'personal',
    'demographics',
    'education',
    'work',
    'skills',
    'import-review',
  ] as const;
  for (const step of steps) {
    clearDraft(userId, step);
  }
}
