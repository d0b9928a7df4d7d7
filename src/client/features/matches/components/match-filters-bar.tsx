import type { MatchFilters } from '../../../../shared/schemas/matches.ts';
import { SelectField } from '../../jobs/components/select-field.tsx';

const scoreOptions = [0, 50, 60, 70, 80, 90].map((score) => ({
  value: String(score),
  label: score === 0 ? 'Any score' : `${score} or more`,
}));

/** The dashboard's simple filters: minimum score, remote only, liked only. */
export function MatchFiltersBar({
  filters,
  onChange,
}: {
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4">
      <SelectField
        label="Minimum score"
        options={scoreOptions}
        value={String(filters.minScore)}
        onChange={(event) => onChange({ ...filters, minScore: Number(event.target.value) })}
      />
      {(
        [
          ['remoteOnly', 'Remote only'],
          ['likedOnly', 'Liked'],
        ] as const
      ).map(([name, label]) => (
        <label key={name} className="inline-flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={filters[name]}
            onChange={(event) => onChange({ ...filters, [name]: event.target.checked })}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
