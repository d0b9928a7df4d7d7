import { z } from 'zod';
import {
  coverLetterSchema,
  documentLayoutSchema,
  tailoredResumeSchema,
} from '../../../shared/schemas/tailoring.ts';
import type { EditableDocument } from './package-edits.ts';

/**
 * The editor's safety net (decision 053): every change is written here at once and removed only
 * when the server has stored it, so a failed save, a closed tab or a reload loses nothing typed.
 * Keyed by package and version: an edit belongs to the version it was made on.
 */
const PREFIX = 'hireloop.package-draft';
const keyOf = (packageId: string, version: number) => `${PREFIX}.${packageId}.${version}`;

const draftSchema = z.object({
  resume: tailoredResumeSchema,
  coverLetter: coverLetterSchema,
  layout: documentLayoutSchema,
});

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the editor still saves, without the safety net
  }
}

export function readPackageDraft(packageId: string, version: number): EditableDocument | null {
  const raw = storage()?.getItem(keyOf(packageId, version));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writePackageDraft(packageId: string, version: number, document: EditableDocument) {
  try {
    storage()?.setItem(keyOf(packageId, version), JSON.stringify(document));
  } catch {
    // Storage full or refused: editing goes on; only the safety net is lost.
  }
}

export function clearPackageDraft(packageId: string, version: number) {
  storage()?.removeItem(keyOf(packageId, version));
}

/** Forgets every package draft in this browser, for an account that no longer exists. */
export function clearAllPackageDrafts() {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) {
    if (key?.startsWith(`${PREFIX}.`)) store.removeItem(key);
  }
}
