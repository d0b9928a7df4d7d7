import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { notificationsQuery } from '../api/notifications.ts';

/**
 * The panel loads when first opened: the header is on every main-app screen, and the dashboard's
 * first screen has a byte budget (route-chunks.test.ts).
 */
const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then((module) => ({ default: module.NotificationsPanel })),
);

/** "9+" keeps the badge small; the accessible name has the exact count. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The header's notifications button with the unread count, and its panel. Shown only to an
 * entitled user: the API behind it is the gated main app's, and Settings stays open to others.
 */
export function NotificationsMenu() {
  const entitled = useCurrentUser()?.entitled === true;
  if (!entitled) return null;
  return <EntitledNotificationsMenu />;
}

function EntitledNotificationsMenu() {
  const list = useQuery(notificationsQuery);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = list.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes from anywhere, and focus goes back to the button that opened the panel.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="notifications-button"
        className={`relative ${iconButtonClasses}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-4-5.7V5a2 2 0 1 0-4 0v.3A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9"
          />
        </svg>
        <span className="sr-only">Notifications{unread > 0 ? `, ${unread} unread` : ''}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-unread"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} list={list} onFollow={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
