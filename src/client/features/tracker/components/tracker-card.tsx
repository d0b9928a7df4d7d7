import type { KeyboardEvent } from 'react';
import {
  type TrackedItem,
  type TrackerStage,
  trackerStages,
} from '../../../../shared/schemas/tracker.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { applicationPath, interviewPrepPath, paths } from '../../../lib/paths.ts';
import { formatDay, sourceLabels, stageAfterKey, stageLabels } from '../tracker-stages.ts';
import { ItemDetails } from './item-details.tsx';

const jobPath = (id: string) => paths.jobDetail.replace(':id', encodeURIComponent(id));

/**
 * One application on the board or in the list. It moves by drag and drop, by its "Move to"
 * select, or by the left and right arrow keys while the card itself has focus.
 */
export function TrackerCard({
  item,
  onMove,
}: {
  item: TrackedItem;
  onMove: (item: TrackedItem, stage: TrackerStage) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const next = stageAfterKey(item.stage, event.key);
    if (!next) return;
    event.preventDefault();
    onMove(item, next);
  };
  const titleId = `tracked-${item.id}-title`;
  return (
    <article
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus so the arrow keys can move it; its Move to select does the same for anyone who prefers a control.
      tabIndex={0}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', item.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      aria-describedby={`${item.id}-keys`}
      data-testid="tracker-card"
      className="relative cursor-grab rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <h3 id={titleId} className="font-semibold wrap-anywhere text-slate-900">
        {item.jobId ? (
          <TextLink to={jobPath(item.jobId)}>{item.title}</TextLink>
        ) : item.link ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-700 underline hover:text-indigo-900"
          >
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </h3>
      <p className="wrap-anywhere text-slate-700">{item.company}</p>
      <p className="mt-1 text-xs text-slate-600">
        Applied {formatDay(item.appliedOn)} · {sourceLabels[item.source]}
      </p>
      {item.interviewDates.length > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          Interviews: {item.interviewDates.map(formatDay).join(', ')}
        </p>
      ) : null}
      {item.applicationId ? (
        <p className="mt-1 text-xs">
          <TextLink to={applicationPath(item.applicationId)}>
            {item.hasReceipt ? 'Package and receipt' : 'Application and package'}
          </TextLink>
        </p>
      ) : null}
      <p className="mt-1 text-xs">
        <TextLink to={interviewPrepPath(item.id)}>
          {item.stage === 'interviewing' ? 'Prepare for the interview' : 'Interview preparation'}
        </TextLink>
      </p>
      <p id={`${item.id}-keys`} className="sr-only">
        Left and right arrow keys move this application to the previous or next stage.
      </p>
      <label className="mt-2 block text-xs font-medium text-slate-700">
        Move to…
        <select
          value={item.stage}
          onChange={(event) => onMove(item, event.target.value as TrackerStage)}
          className="mt-1 block w-full rounded-md bg-white px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {trackerStages.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabels[stage]}
            </option>
          ))}
        </select>
      </label>
      <ItemDetails item={item} />
    </article>
  );
}
