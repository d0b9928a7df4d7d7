import { useState } from 'react';
import type { MatchItem } from '../../../../shared/schemas/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type CardStatus, MatchCard } from './match-card.tsx';

/** Cards shown at first and added per "Show more": 97 cards on one page were too many to read. */
export const MATCHES_PER_PAGE = 20;

/** The match cards, best first, a page at a time. */
export function MatchPages({
  label,
  matches,
  onStatus,
}: {
  label: string;
  matches: MatchItem[];
  onStatus: (status: CardStatus) => void;
}) {
  const [shown, setShown] = useState(MATCHES_PER_PAGE);
  const rest = matches.length - shown;
  return (
    <>
      <ul aria-label={label} className="mt-4 space-y-3">
        {matches.slice(0, shown).map((match) => (
          <MatchCard key={match.job.id} match={match} onStatus={onStatus} />
        ))}
      </ul>
      {rest > 0 ? (
        <div className="mt-4 flex items-center gap-3">
          <Button variant="secondary" onClick={() => setShown(shown + MATCHES_PER_PAGE)}>
            Show {Math.min(rest, MATCHES_PER_PAGE)} more
          </Button>
          <p className="text-sm text-slate-600">
            {shown} of {matches.length} shown
          </p>
        </div>
      ) : null}
    </>
  );
}
