import { useMutation } from '@tanstack/react-query';
import {
  accountExportSchema,
  type DeleteAccountBody,
} from '../../../../shared/schemas/account-data.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { clearAllAnswerBankDrafts } from '../../applications/answer-bank-draft.ts';
import { clearAllPackageDrafts } from '../../documents/package-draft.ts';
import { clearAllPracticeDrafts } from '../../interview-prep/practice-draft.ts';
import { clearAllDrafts } from '../drafts/profile-drafts.ts';

/** Everything stored about the user, as the server assembles it, saved as one JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => apiRequest('/api/account/export', { schema: accountExportSchema }),
    onSuccess: (data) => {
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `hireloop-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      // The click has started the download; the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/**
 * Deletes the account for good, then loads the sign-in page afresh: a full page load, not a
 * client-side move, so nothing of the account stays in this tab's memory (query cache, forms).
 * The server has already dropped the session cookie.
 */
export function useDeleteAccount() {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (input: DeleteAccountBody) =>
      apiRequest('/api/account/delete', { method: 'POST', body: input }),
    onSuccess: () => {
      if (user) clearAllDrafts(user.id);
      clearAllPackageDrafts();
      clearAllAnswerBankDrafts();
      clearAllPracticeDrafts();
      window.location.replace(`${paths.login}?accountDeleted=1`);
    },
  });
}
