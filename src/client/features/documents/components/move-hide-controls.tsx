import { useId } from 'react';
import { refocusMove, smallButton } from './editor-styles.ts';

/**
 * Up, Down and Hide/Show for one line, entry or section. Real buttons, so Tab reaches them and
 * Enter or Space works them; `what` names the item for screen readers.
 */
export function MoveHideControls({
  what,
  hidden,
  first,
  last,
  onMove,
  onToggle,
}: {
  what: string;
  hidden: boolean;
  first: boolean;
  last: boolean;
  onMove?: (by: -1 | 1) => void;
  onToggle: () => void;
}) {
  const id = useId();
  const upId = `${id}-up`;
  const downId = `${id}-down`;
  const move = (by: -1 | 1) => {
    onMove?.(by);
    refocusMove(upId, downId, by);
  };
  return (
    <div className="flex shrink-0 flex-wrap gap-1">
      {onMove ? (
        <>
          <button
            id={upId}
            type="button"
            className={smallButton}
            disabled={first}
            aria-label={`Move ${what} up`}
            onClick={() => move(-1)}
          >
            Up
          </button>
          <button
            id={downId}
            type="button"
            className={smallButton}
            disabled={last}
            aria-label={`Move ${what} down`}
            onClick={() => move(1)}
          >
            Down
          </button>
        </>
      ) : null}
      <button type="button" className={smallButton} onClick={onToggle}>
        {hidden ? 'Show' : 'Hide'}
        <span className="sr-only"> {what}</span>
      </button>
    </div>
  );
}
