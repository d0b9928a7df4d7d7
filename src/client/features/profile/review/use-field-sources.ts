import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import {
  type FieldSources,
  type ReviewStep,
  withoutEntry,
  withoutField,
  withoutStep,
} from './field-sources.ts';
import { readImportReview, writeImportReview } from './import-review-store.ts';
import { sourceFor } from './source-note.tsx';

/**
 * The imported sources of one builder step's fields. A field the user types in loses its source
 * (the value is theirs now); a removed entry takes its sources along; `stepSaved` clears the
 * step's, as the user has reviewed it (decision 045).
 */
export function useFieldSources<T extends FieldValues>(
  userId: string,
  step: ReviewStep,
  watch: UseFormWatch<T>,
) {
  const [sources, setSources] = useState<FieldSources>(() => readImportReview(userId).sources);

  const change = useCallback(
    (edit: (current: FieldSources) => FieldSources) => {
      // Read from storage, not state: another step may have changed its own sources since.
      const stored = readImportReview(userId);
      const next = edit(stored.sources);
      if (next !== stored.sources) writeImportReview(userId, { ...stored, sources: next });
      setSources(next);
    },
    [userId],
  );

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name) change((current) => withoutField(current, name));
    });
    return () => subscription.unsubscribe();
  }, [watch, change]);

  return {
    /** What to show under the field: its source line, or nothing. */
    sourceOf: (field: string) => sourceFor(sources[field]),
    entryRemoved: (list: string, index: number) =>
      change((current) => withoutEntry(current, list, index)),
    stepSaved: () => change((current) => withoutStep(current, step)),
  };
}
