const stepNames = ['Job preferences', 'Skills and tools', 'Certifications'] as const;

/** The spec's indicator of 3 circles; the current one is filled and announced. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" className="flex items-center gap-3">
      {stepNames.map((name, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={name}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2 text-sm"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full font-semibold ring-2 ${
                state === 'todo'
                  ? 'bg-white text-slate-500 ring-slate-300'
                  : 'bg-indigo-600 text-white ring-indigo-600'
              }`}
            >
              {index + 1}
            </span>
            <span
              className={
                state === 'current'
                  ? 'font-medium text-slate-900'
                  : 'sr-only sm:not-sr-only sm:text-slate-600'
              }
            >
              {name}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
