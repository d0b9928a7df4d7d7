import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackedItem, TrackerStage } from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { trackerQuery, useChangeStage } from '../api/tracker.ts';
import { TrackerAnnouncer } from '../tracker-announcer.ts';
import { movedMessage } from '../tracker-stages.ts';
import { FunnelChart } from './funnel-chart.tsx';
import { NoAnswerSetting } from './no-answer-setting.tsx';
import { OutsideApplicationForm } from './outside-application-form.tsx';
import { TrackerBoard } from './tracker-board.tsx';
import { TrackerCounts } from './tracker-counts.tsx';
import { TrackerList } from './tracker-list.tsx';

type Layout = 'board' | 'list';

/** The Tracker view of the Applications page: counts, board or list, and the add form. */
export function TrackerView() {
  const tracker = useQuery(trackerQuery);
  const change = useChangeStage();
  const [layout, setLayout] = useState<Layout>('board');
  const [announcement, setAnnouncement] = useState('');
  const move = (item: TrackedItem, stage: TrackerStage) => {
    change.mutate(
      { id: item.id, stage },
      {
        onSuccess: () => setAnnouncement(movedMessage(item, stage)),
        onError: (error) => setAnnouncement(`Not moved: ${errorMessage(error)}`),
      },
    );
  };
  return (
    <TrackerAnnouncer value={setAnnouncement}>
      <div className="space-y-6">
        <p role="status" aria-live="polite" className="sr-only" data-testid="tracker-announcement">
          {announcement}
        </p>
        {tracker.data ? (
          <>
            <TrackerCounts counts={tracker.data.counts} />
            <FunnelChart weeks={tracker.data.counts.funnel} />
            <section aria-labelledby="tracker-applications" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="tracker-applications" className="text-lg font-semibold text-slate-900">
                  Where each application stands
                </h2>
                <fieldset className="flex gap-1">
                  <legend className="sr-only">Show as</legend>
                  {(['board', 'list'] as const).map((option) => (
                    <label
                      key={option}
                      className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 ${
                        layout === option
                          ? 'bg-indigo-600 text-white'
                          : 'bg-white text-slate-700 ring-1 ring-slate-300'
                      }`}
                    >
                      <input
                        type="radio"
                        name="tracker-layout"
                        value={option}
                        checked={layout === option}
                        onChange={() => setLayout(option)}
                        className="sr-only"
                      />
                      {option === 'board' ? 'Board' : 'List'}
                    </label>
                  ))}
                </fieldset>
              </div>
              {tracker.data.items.length === 0 ? (
                <p className="rounded-lg bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
                  Nothing tracked yet. Applications Hireloop sends, or that you finish, appear here
                  once submitted; add the ones you made elsewhere below.
                </p>
              ) : layout === 'board' ? (
                <TrackerBoard items={tracker.data.items} onMove={move} />
              ) : (
                <TrackerList items={tracker.data.items} onMove={move} />
              )}
            </section>
            <section aria-labelledby="tracker-add" className="space-y-3">
              <h2 id="tracker-add" className="text-lg font-semibold text-slate-900">
                Add an application made elsewhere
              </h2>
              <OutsideApplicationForm
                onDone={(item) => setAnnouncement(`Added “${item.title}” at Applied.`)}
              />
            </section>
            <NoAnswerSetting days={tracker.data.settings.noAnswerDays} />
          </>
        ) : tracker.error ? (
          <div role="alert" className="space-y-3 text-slate-700">
            <p>Your tracker could not be loaded: {errorMessage(tracker.error)}</p>
            <Button variant="secondary" busy={tracker.isFetching} onClick={() => tracker.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading your tracker…" />
        )}
      </div>
    </TrackerAnnouncer>
  );
}
