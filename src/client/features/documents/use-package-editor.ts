import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { packagesKey, type SavePackageResponse, savePackage } from './api/packages.ts';
import { clearPackageDraft, readPackageDraft, writePackageDraft } from './package-draft.ts';
import { type EditAction, type EditableDocument, editDocument } from './package-edits.ts';

/** How long after the last change the editor saves (decision 053). */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error';
export type SaveWarning = SavePackageResponse['warnings'][number];

/**
 * The document being edited and its autosave: every change goes to the local draft at once and
 * to the server (PUT with the version) a moment after the last one. One save at a time; changes
 * made while one is on its way are sent right after it. A draft left by a failed save or a
 * closed tab is picked up on the next visit and saved.
 */
export function usePackageEditor(packageId: string, version: number, initial: EditableDocument) {
  const queryClient = useQueryClient();
  const [start] = useState(() => {
    const draft = readPackageDraft(packageId, version);
    return { document: draft ?? initial, revision: draft ? 1 : 0 };
  });
  const [document, setDocument] = useState(start.document);
  const [status, setStatus] = useState<SaveStatus>(start.revision ? 'pending' : 'saved');
  const [error, setError] = useState('');
  const [warnings, setWarnings] = useState<SaveWarning[]>([]);
  const latest = useRef({ document: start.document, revision: start.revision, saved: 0 });
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const { document: sent, revision } = latest.current;
    if (revision === latest.current.saved) return;
    inFlight.current = true;
    setStatus('saving');
    try {
      const answer = await savePackage(packageId, { version, ...sent });
      latest.current.saved = revision;
      setWarnings(answer.warnings);
      setError('');
      void queryClient.invalidateQueries({ queryKey: [...packagesKey, 'list'] });
      if (latest.current.revision === revision) {
        clearPackageDraft(packageId, version);
        setStatus('saved');
      }
    } catch (failure) {
      setError(errorMessage(failure));
      setStatus('error');
      return;
    } finally {
      inFlight.current = false;
    }
    // Changed while the save was on its way: send the newer document too.
    if (latest.current.revision !== latest.current.saved) void save();
  }, [packageId, version, queryClient]);

  const dispatch = useCallback(
    (action: EditAction) => {
      const next = editDocument(latest.current.document, action);
      if (next === latest.current.document) return;
      latest.current.document = next;
      latest.current.revision += 1;
      writePackageDraft(packageId, version, next);
      setDocument(next);
      setStatus((current) => (current === 'saving' ? current : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [packageId, version, save],
  );

  // A draft found on arrival is saved at once, and a change still waiting is sent on leaving
  // (it also stays in the draft until the server has it).
  useEffect(() => {
    const unsaved = () => latest.current.revision !== latest.current.saved;
    if (unsaved()) void save();
    return () => {
      clearTimeout(timer.current);
      if (unsaved()) void save();
    };
  }, [save]);

  const retry = useCallback(() => void save(), [save]);
  return { document, dispatch, status, error, warnings, retry };
}
