import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/auth.ts';
import { applicationListQuery } from '../api/application-list.ts';
import { needsUser } from '../state-names.ts';

/**
 * Beside "Applications" in the main nav: how many wait for the user (review, a hand-off, a
 * check). Asked only of entitled accounts: the settings page stays open to the others, and the
 * API would send them to the plan choice.
 */
export function NeedsYouCount() {
  const entitled = useCurrentUser()?.entitled === true;
  const list = useQuery({ ...applicationListQuery, enabled: entitled });
  const count = list.data?.applications.filter((item) => needsUser(item.state)).length ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {count}
      <span className="sr-only"> need you</span>
    </span>
  );
}
