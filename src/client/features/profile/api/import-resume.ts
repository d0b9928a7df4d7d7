import { useMutation } from '@tanstack/react-query';
import { resumeImportResponseSchema } from '../../../../shared/schemas/resume-import.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends the chosen file as it is; the server answers a draft and saves nothing. */
export function useImportResume() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/api/app/profile/import', {
        method: 'POST',
        body: file,
        schema: resumeImportResponseSchema,
      }),
  });
}
