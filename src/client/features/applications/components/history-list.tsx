import type { ApplicationEvent } from '../../../../shared/schemas/applications.ts';
import { formatDateTime } from '../application-states.ts';
import { stateLabels } from '../state-names.ts';

/** Every recorded transition, oldest first, with its time and cause. */
export function HistoryList({ events }: { events: ApplicationEvent[] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
          {events.map((event) => (
            <li key={`${event.at}-${event.from}-${event.to}`} className="text-sm">
              <p className="font-medium text-slate-900">{stateLabels[event.to]}</p>
              <p className="wrap-anywhere text-slate-700">{event.cause}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
