import { useEffect, useRef } from 'react';
import { type BuilderStepId, builderSteps } from './builder-steps.ts';

type StepListProps = { current: BuilderStepId; onSelect: (step: BuilderStepId) => void };

const itemClasses =
  'flex w-full items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-left text-sm ' +
  'font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The four steps, each a button that jumps to it; the current one carries aria-current="step".
 * Below 768px it is a horizontal list that scrolls sideways.
 */
export function StepList({ current, onSelect }: StepListProps) {
  const currentButton = useRef<HTMLButtonElement>(null);
  // On a phone the list scrolls sideways: keep the current step in view.
  useEffect(() => {
    if (current) currentButton.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label="Resume steps" className="min-w-0">
      {/* relative: the steps' visually hidden labels (position: absolute) stay inside the
          scrolling list instead of widening the page. */}
      <ol className="relative flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible md:pb-0">
        {builderSteps.map((step, index) => {
          const isCurrent = step.id === current;
          return (
            <li key={step.id} className="shrink-0">
              <button
                type="button"
                ref={isCurrent ? currentButton : undefined}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(step.id)}
                className={`${itemClasses} ${
                  isCurrent
                    ? 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200'
                    : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                    isCurrent ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-700'
                  }`}
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
