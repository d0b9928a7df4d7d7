import { z } from 'zod';
import {
  coverLetterSchema,
  documentLayoutSchema,
  tailoredResumeSchema,
} from '../../../shared/schemas/tailoring.ts';
import { localDrafts } from '../../lib/local-drafts.ts';
import type { EditableDocument } from './package-edits.ts';

/**
 * The editor's safety net (decision 053): every change is written here at once and removed only
 * when the server has stored it, so a failed save, a closed tab or a reload loses nothing typed.
 * Keyed by package and version: an edit belongs to the version it was made on.
 */
const PREFIX = 'hireloop.package-draft';

const draftSchema = z.object({
  resume: tailoredResumeSchema,
  coverLetter: coverLetterSchema,
  layout: documentLayoutSchema,
});

const drafts = localDrafts(PREFIX, draftSchema);
const idOf = (packageId: string, version: number) => `${packageId}.${version}`;

export const readPackageDraft = (packageId: string, version: number): EditableDocument | null =>
  drafts.read(idOf(packageId, version));
export const writePackageDraft = (packageId: string, version: number, document: EditableDocument) =>
  drafts.write(idOf(packageId, version), document);
export const clearPackageDraft = (packageId: string, version: number) =>
  drafts.clear(idOf(packageId, version));
/** Forgets every package draft in this browser, for an account that no longer exists. */
export const clearAllPackageDrafts = () => drafts.clearAll();
