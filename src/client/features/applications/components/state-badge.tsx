import type { ApplicationState } from '../../../../shared/schemas/applications.ts';
import { type StateTone, stateTones } from '../application-states.ts';
import { stateLabels } from '../state-names.ts';

const toneClasses: Record<StateTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  active: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  attention: 'bg-amber-50 text-amber-900 ring-amber-300',
  success: 'bg-green-50 text-green-900 ring-green-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
};

/** The state in words, tinted by its kind; the words carry the meaning, not the colour. */
export function StateBadge({ state }: { state: ApplicationState }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClasses[stateTones[state]]}`}
    >
      <span className="sr-only">State: </span>
      {stateLabels[state]}
    </span>
  );
}
