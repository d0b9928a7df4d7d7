import type { Profile } from '../../../../shared/schemas/profile.ts';
import type {
  ResumeDraft,
  ResumeImportResponse,
} from '../../../../shared/schemas/resume-import.ts';
import { writeDraft } from '../drafts/profile-drafts.ts';
import { sourcesByField } from '../review/field-sources.ts';
import { writeImportReview } from '../review/import-review-store.ts';

/** The sections the profile has no field for, as "Heading\ntext" blocks for the note. */
export function otherNotesOf(sections: ResumeDraft['otherSections']): string {
  return sections
    .map(({ heading, text }) => [heading.trim(), text.trim()].filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Puts an imported resume where the builder's steps look first: their drafts. Each step's form
 * then opens prefilled, and nothing reaches the server until the user clicks Next on it. A step
 * the resume had nothing for keeps what the profile already holds. Where each field came from,
 * and the certifications for the Job Search preferences, wait beside the drafts (decision 045).
 */
export function writeImportedDrafts(
  userId: string,
  { draft, sources }: Pick<ResumeImportResponse, 'draft' | 'sources'>,
  profile: Profile | null,
) {
  writeDraft(userId, 'personal', {
    fullName: draft.fullName || profile?.fullName || '',
    phone: draft.phone || profile?.phone || '',
    linkedIn: draft.linkedIn || profile?.linkedIn || '',
  });
  if (draft.education.length > 0) writeDraft(userId, 'education', { education: draft.education });
  const otherNotes = otherNotesOf(draft.otherSections);
  if (draft.workExperience.length > 0 || draft.skills.length > 0 || otherNotes) {
    writeDraft(userId, 'work', {
      workExperience:
        draft.workExperience.length > 0
          ? draft.workExperience
          : (profile?.workExperience ?? []).map(({ formattedTitle: _title, ...entry }) => entry),
      skills: draft.skills.length > 0 ? draft.skills : (profile?.skills ?? []),
      otherNotes: otherNotes || (profile?.otherNotes ?? ''),
    });
  }
  writeImportReview(userId, {
    sources: sourcesByField(sources),
    certifications: draft.certifications.map((name) => name.trim()).filter(Boolean),
  });
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
