import type { MatchFilters } from '../../../../shared/schemas/matches.ts';
import { Button } from '../../../components/ui/button.tsx';

const views = [
  { value: 'today', label: "Today's matches" },
  { value: 'applied', label: 'Applied' },
] as const;

/** Today's matches, or the jobs the user marked applied: two toggle buttons, one pressed. */
export function MatchViewSwitch({
  view,
  onChange,
}: {
  view: MatchFilters['view'];
  onChange: (view: MatchFilters['view']) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show</legend>
      {views.map((option) => (
        <Button
          key={option.value}
          variant={view === option.value ? 'primary' : 'secondary'}
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
