import type { Profile } from '../../../../shared/schemas/profile.ts';
import type { ResumeDraft } from '../../../../shared/schemas/resume-import.ts';
import { writeDraft } from '../drafts/profile-drafts.ts';

/**
 * Puts an imported resume where the builder's steps look first: their drafts. Each step's form
 * then opens prefilled, and nothing reaches the server until the user clicks Next on it. A step
 * the resume had nothing for keeps what the profile already holds.
 */
export function writeImportedDrafts(userId: string, draft: ResumeDraft, profile: Profile | null) {
  writeDraft(userId, 'personal', {
    fullName: draft.fullName || profile?.fullName || '',
    phone: draft.phone || profile?.phone || '',
    linkedIn: draft.linkedIn || profile?.linkedIn || '',
  });
  if (draft.education.length > 0) writeDraft(userId, 'education', { education: draft.education });
  if (draft.workExperience.length > 0 || draft.skills.length > 0) {
    writeDraft(userId, 'work', {
      workExperience:
        draft.workExperience.length > 0
          ? draft.workExperience
          : (profile?.workExperience ?? []).map(({ formattedTitle: _title, ...entry }) => entry),
      skills: draft.skills.length > 0 ? draft.skills : (profile?.skills ?? []),
    });
  }
}

const REVIEW_KEY = 'hireloop.resume-import.review';

/** Whether the "review each step" banner is due: set after an import, for this tab only. */
export function reviewPending(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(REVIEW_KEY) === userId;
  } catch {
    return false;
  }
}

export function setReviewPending(userId: string, pending: boolean) {
  try {
    if (pending) window.sessionStorage.setItem(REVIEW_KEY, userId);
    else window.sessionStorage.removeItem(REVIEW_KEY);
  } catch {
    // Storage refused: the banner simply does not survive a reload.
  }
}
