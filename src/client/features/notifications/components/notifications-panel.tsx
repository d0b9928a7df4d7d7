import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NotificationList } from '../../../../shared/schemas/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMarkRead } from '../api/notifications.ts';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The list under the header's button: newest first, unread marked, each a link to its page. */
export function NotificationsPanel({
  id,
  list,
  onFollow,
}: {
  id: string;
  list: UseQueryResult<NotificationList>;
  onFollow: () => void;
}) {
  const mark = useMarkRead();
  const items = list.data?.notifications ?? [];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="fixed inset-x-2 top-16 z-20 max-h-[70dvh] overflow-y-auto rounded-lg bg-white p-3 shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
        {(list.data?.unreadCount ?? 0) > 0 ? (
          <Button
            variant="secondary"
            busy={mark.isPending}
            busyLabel="Marking…"
            onClick={() => mark.mutate(undefined)}
          >
            Mark all read
          </Button>
        ) : null}
      </div>
      {list.data ? (
        items.length === 0 ? (
          <p className="py-4 text-sm text-slate-600">
            Nothing yet. New matches, applications that need you, sent applications and due
            reminders show up here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-2 py-2">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-indigo-600'}`}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={item.link}
                    onClick={() => {
                      if (!item.read) mark.mutate(item.id);
                      onFollow();
                    }}
                    className={`block text-sm wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 ${item.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                  >
                    {item.read ? null : <span className="sr-only">Unread: </span>}
                    {item.title}
                  </Link>
                  <p className="text-xs text-slate-600">{when.format(new Date(item.createdAt))}</p>
                </div>
                {item.read ? null : (
                  <button
                    type="button"
                    onClick={() => mark.mutate(item.id)}
                    className="shrink-0 rounded px-1 text-xs text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    Mark read
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : list.error ? (
        <div role="alert" className="space-y-2 text-sm text-slate-700">
          <p>Your notifications could not be loaded: {errorMessage(list.error)}</p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your notifications…" />
      )}
      {mark.isError ? (
        <p role="alert" className="mt-2 text-xs text-red-700">
          Not marked: {errorMessage(mark.error)}
        </p>
      ) : null}
    </section>
  );
}
