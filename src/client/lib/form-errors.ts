import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Shows the server's field errors next to their fields. Forms and server share the zod schemas
 * in src/shared, so the server's field names are the form's field names.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return;
  Object.entries(error.fieldErrors).forEach(([field, messages], index) => {
    const message = messages[0];
    if (message)
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
