import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { safeHttpUrl } from '../../../../shared/safe-http-url.ts';
import {
  dislikeReasonOptions,
  type FeedbackInput,
  type MatchItem,
} from '../../../../shared/schemas/matches.ts';
import { describeShifts } from '../../../../shared/shift-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { ApplyButton } from '../../applications/components/apply-button.tsx';
import { TailorButton } from '../../documents/components/tailor-button.tsx';
import { DemoLabel } from '../../jobs/components/demo-label.tsx';
import {
  employmentTypeLabels,
  formatPosted,
  formatSalary,
  workplaceLabel,
} from '../../jobs/job-format.ts';
import { markApplied, matchesKey, sendFeedback } from '../api/matches.ts';

function feedbackMessage(input: FeedbackInput, match: MatchItem) {
  const { title, company } = match.job;
  if (input.kind === 'like') return `Liked ${title}. Similar jobs will rank higher.`;
  if (input.reason === 'not-this-company') return `Jobs at ${company} are hidden from now on.`;
  if (match.state === 'applied') return `Disliked ${title}. Similar jobs will rank lower.`;
  return `Disliked ${title}. It will not be shown again.`;
}

/** What the page announces after an action on a card (the card itself may leave the list). */
export interface CardStatus {
  message: string;
  /** Set after "I applied": the page offers to take it back. */
  undoApplied?: { jobId: string; title: string };
}

/**
 * One match: what it is, why it fits, and like / dislike (with a reason) / "I applied" (or its
 * undo, in the Applied view) / open the posting.
 */
export function MatchCard({
  match,
  onStatus,
}: {
  match: MatchItem;
  onStatus: (status: CardStatus) => void;
}) {
  const { job } = match;
  const applyUrl = safeHttpUrl(match.applyUrl);
  const queryClient = useQueryClient();
  const headingId = useId();
  const menuId = useId();
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const feedback = useMutation({
    mutationFn: (input: FeedbackInput) => sendFeedback(job.id, input),
    onSuccess: (_learned, input) => {
      onStatus({ message: feedbackMessage(input, match) });
      return queryClient.invalidateQueries({ queryKey: matchesKey });
    },
  });
  const applied = match.state === 'applied';
  const applying = useMutation({
    mutationFn: (next: boolean) => markApplied(job.id, next),
    onSuccess: (_result, next) => {
      onStatus(
        next
          ? {
              message: `Marked ${job.title} at ${job.company} as applied. It is in your Applied list.`,
              undoApplied: { jobId: job.id, title: job.title },
            }
          : { message: `${job.title} is no longer marked as applied.` },
      );
      return queryClient.invalidateQueries({ queryKey: matchesKey });
    },
  });
  const error = feedback.error ?? applying.error;
  const salary = formatSalary(job.salary);
  const posted = formatPosted(job.postedAt);
  const place = [
    job.location,
    workplaceLabel(job.workplace),
    job.employmentType ? (employmentTypeLabels[job.employmentType] ?? null) : null,
    describeShifts(job.shifts),
  ]
    .filter(Boolean)
    .join(' · ');
  const liked = match.feedback === 'like';

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            <Link
              to={paths.jobDetail.replace(':id', encodeURIComponent(job.id))}
              className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {job.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="text-sm text-slate-600">{[place, salary].filter(Boolean).join(' · ')}</p>
        </div>
        <p
          className="shrink-0 rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-900"
          title="How well the job fits what you asked for, out of 100"
        >
          <span className="sr-only">Match score </span>
          {match.score}
          <span className="text-xs font-normal text-indigo-800">/100</span>
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-800">{match.reason}</p>
      <p className="mt-1 text-xs text-slate-500">
        {[
          posted,
          job.source ? `via ${job.source}` : null,
          match.state === 'new' ? 'New' : null,
          applied ? 'Applied' : null,
          match.feedback === 'dislike' ? 'Disliked' : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant={liked ? 'primary' : 'secondary'}
          aria-pressed={liked}
          busy={feedback.isPending}
          onClick={() => feedback.mutate({ kind: 'like' })}
        >
          {liked ? 'Liked' : 'Like'}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={reasonsOpen}
          aria-controls={menuId}
          onClick={() => setReasonsOpen(!reasonsOpen)}
        >
          Dislike
        </Button>
        <Button
          variant="secondary"
          busy={applying.isPending}
          onClick={() => applying.mutate(!applied)}
        >
          {applied ? 'Not applied' : 'I applied'}
          <span className="sr-only"> to {job.title}</span>
        </Button>
        <TailorButton jobId={job.id} jobTitle={job.title} />
        {job.isDemo ? null : <ApplyButton jobId={job.id} jobTitle={job.title} />}
        {/* A demo posting has no employer to apply to: its page says so instead. Only an
            http(s) link from a feed becomes an href (decision 031). */}
        {job.isDemo ? (
          <DemoLabel />
        ) : applyUrl === null ? null : (
          <a
            href={applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-indigo-700 underline"
          >
            Open posting<span className="sr-only"> for {job.title} (opens a new tab)</span>
          </a>
        )}
      </div>
      {reasonsOpen ? (
        <fieldset id={menuId} className="mt-3 rounded-md bg-slate-50 p-3">
          <legend className="text-sm font-medium text-slate-800">Why not this job?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {dislikeReasonOptions.map((option) => (
              <Button
                key={option.value}
                variant="ghost"
                disabled={feedback.isPending}
                onClick={() => feedback.mutate({ kind: 'dislike', reason: option.value })}
              >
                {option.label}
              </Button>
            ))}
            <Button
              variant="ghost"
              disabled={feedback.isPending}
              onClick={() => feedback.mutate({ kind: 'dislike', reason: null })}
            >
              Just dislike
            </Button>
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error === applying.error
            ? `Could not ${applied ? 'undo applied' : 'mark it applied'}: ${errorMessage(error)}`
            : errorMessage(error)}
        </p>
      ) : null}
    </li>
  );
}
