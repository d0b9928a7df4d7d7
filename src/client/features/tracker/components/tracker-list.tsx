import { useId, useState } from 'react';
import type { ShownStage, TrackedItem, TrackerStage } from '../../../../shared/schemas/tracker.ts';
import {
  boardColumns,
  type ListSort,
  listItems,
  listSorts,
  sortLabels,
  stageLabels,
} from '../tracker-stages.ts';
import { TrackerCard } from './tracker-card.tsx';

const selectClasses =
  'mt-1 block w-full rounded-md bg-white px-2 py-1.5 text-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Every application as a list, sorted by applied date, company or stage, filtered by stage. */
export function TrackerList({
  items,
  onMove,
}: {
  items: readonly TrackedItem[];
  onMove: (item: TrackedItem, stage: TrackerStage) => void;
}) {
  const [sort, setSort] = useState<ListSort>('applied');
  const [stage, setStage] = useState<ShownStage | 'all'>('all');
  const shown = listItems(items, { sort, stage });
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-lg">
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => setSort(event.target.value as ListSort)}
            className={selectClasses}
          >
            {listSorts.map((option) => (
              <option key={option} value={option}>
                {sortLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-stage`} className="block text-sm font-medium text-slate-800">
            Stage
          </label>
          <select
            id={`${id}-stage`}
            value={stage}
            onChange={(event) => setStage(event.target.value as ShownStage | 'all')}
            className={selectClasses}
          >
            <option value="all">All stages</option>
            {boardColumns.map((option) => (
              <option key={option} value={option}>
                {stageLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {shown.length} of {items.length} applications shown.
      </p>
      <ul aria-label="Tracked applications" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <li key={item.id}>
            <TrackerCard item={item} onMove={onMove} />
          </li>
        ))}
      </ul>
    </div>
  );
}
