import type { PracticeFeedback } from '../../../../shared/schemas/interview-prep.ts';

const parts = [
  ['situation', 'Situation'],
  ['task', 'Task'],
  ['action', 'Action'],
  ['result', 'Result'],
] as const;

const lengthLabels: Record<PracticeFeedback['length'], string> = {
  empty: 'No answer yet',
  short: 'Short',
  good: 'A good length',
  long: 'Long',
};

/** The rules' feedback on an answer: STAR parts found, length, the requirement named, fillers. */
export function FeedbackView({ feedback }: { feedback: PracticeFeedback }) {
  return (
    <section aria-label="Feedback on your answer" className="rounded-md bg-slate-50 p-3 text-sm">
      <ul className="flex flex-wrap gap-2" aria-label="STAR parts">
        {parts.map(([key, label]) => (
          <li
            key={key}
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              feedback.star[key] ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {label}: {feedback.star[key] ? 'there' : 'missing'}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">
        {lengthLabels[feedback.length]} ({feedback.words} words)
        {feedback.namesRequirement === null
          ? ''
          : feedback.namesRequirement
            ? ' · names what was asked'
            : ' · does not name what was asked'}
        {feedback.fillers.length > 0
          ? ` · fillers: ${feedback.fillers.map((f) => `“${f.word}” ×${f.count}`).join(', ')}`
          : ''}
      </p>
      {feedback.tips.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {feedback.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-green-800">Nothing to add: every part is there.</p>
      )}
    </section>
  );
}
