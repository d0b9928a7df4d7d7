import { z } from 'zod';
import { readDraft, writeDraft } from '../drafts/profile-drafts.ts';
import type { FieldSources } from './field-sources.ts';

/**
 * What an import left to review besides the steps' drafts: each field's source, and the
 * certifications waiting for the user's go-ahead. Kept with the drafts (localStorage), so a
 * reload keeps them; see docs/decisions/045-import-review-and-other-sections.md.
 */
const importReviewShape = z.object({
  sources: z.record(z.string(), z.object({ snippet: z.string(), low: z.boolean() })),
  certifications: z.array(z.string()),
});
export type ImportReview = { sources: FieldSources; certifications: string[] };

const nothingToReview: ImportReview = { sources: {}, certifications: [] };

export const readImportReview = (userId: string): ImportReview =>
  readDraft(userId, 'import-review', importReviewShape) ?? nothingToReview;

export const writeImportReview = (userId: string, review: ImportReview) =>
  writeDraft(userId, 'import-review', review);
