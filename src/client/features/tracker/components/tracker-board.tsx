import { useState } from 'react';
import type { TrackedItem, TrackerStage } from '../../../../shared/schemas/tracker.ts';
import { boardColumns, itemsByColumn, stageLabels } from '../tracker-stages.ts';
import { TrackerCard } from './tracker-card.tsx';

/**
 * A column per stage, "No answer" included. Cards are dropped on any column but "No answer",
 * which is computed from the date and never a stage one moves to. On a narrow screen the columns
 * scroll sideways; the "Move to" select works everywhere, touch included.
 */
export function TrackerBoard({
  items,
  onMove,
}: {
  items: readonly TrackedItem[];
  onMove: (item: TrackedItem, stage: TrackerStage) => void;
}) {
  const columns = itemsByColumn(items);
  const [over, setOver] = useState<string | null>(null);
  return (
    <div className="relative -mx-4 overflow-x-auto px-4 pb-2">
      <ul aria-label="Tracker board" className="flex min-w-max gap-3">
        {boardColumns.map((column) => {
          const cards = columns.get(column) ?? [];
          const droppable = column !== 'no_answer';
          return (
            <li
              key={column}
              aria-labelledby={`column-${column}`}
              data-testid={`column-${column}`}
              onDragOver={(event) => {
                if (!droppable) return;
                event.preventDefault();
                setOver(column);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const item = items.find((i) => i.id === event.dataTransfer.getData('text/plain'));
                if (droppable && item && item.stage !== column)
                  onMove(item, column as TrackerStage);
              }}
              className={`w-64 shrink-0 rounded-lg p-2 ${
                over === column ? 'bg-indigo-100 ring-2 ring-indigo-400' : 'bg-slate-100'
              }`}
            >
              <h3 id={`column-${column}`} className="mb-2 text-sm font-semibold text-slate-800">
                {stageLabels[column]} <span className="font-normal">({cards.length})</span>
              </h3>
              {cards.length === 0 ? (
                <p className="text-xs text-slate-600">
                  {droppable ? 'Nothing here.' : 'Applications without an answer show here.'}
                </p>
              ) : (
                <ul className="space-y-2">
                  {cards.map((item) => (
                    <li key={item.id}>
                      <TrackerCard item={item} onMove={onMove} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
