import type {
  EvidenceLine,
  PrepQuestion,
  PracticeAnswer as SavedAnswer,
} from '../../../../shared/schemas/interview-prep.ts';
import { PracticeAnswer } from './practice-answer.tsx';

const partLabels: Record<EvidenceLine['part'], string> = {
  situation: 'Situation',
  action: 'Action',
  result: 'Result',
  fact: 'Fact',
};

/** One likely question: what it ties to, the user's own evidence as a STAR outline, practice. */
export function QuestionCard({
  question,
  itemId,
  saved,
  practice,
}: {
  question: PrepQuestion;
  itemId: string;
  saved: SavedAnswer | undefined;
  practice: boolean;
}) {
  const headingId = `question-${question.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="prep-question"
      className="break-inside-avoid rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {question.text}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        About: <span className="wrap-anywhere">{question.about}</span>
        {question.requirementMet === null
          ? ''
          : question.requirementMet
            ? ' · your profile meets it'
            : ' · not in your profile'}
      </p>
      {question.evidence.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-slate-800">From your profile</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {question.evidence.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed for a pack; two may share a text.
              <li key={index} className="wrap-anywhere">
                <span className="font-medium text-slate-700">{partLabels[line.part]}: </span>
                <span className="text-slate-900">{line.text}</span>
                <span className="block text-xs text-slate-500">
                  {line.source.label}
                  {line.inSentResume ? ' · in the resume you sent' : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            Add the task in your own words: what you were responsible for, and why it mattered.
          </p>
        </div>
      ) : null}
      {question.noEvidence ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          {question.noEvidence}
        </p>
      ) : null}
      {practice ? (
        <details open={Boolean(saved?.answer)} className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-indigo-700 print:hidden">
            Practise your answer
          </summary>
          <PracticeAnswer itemId={itemId} questionId={question.id} saved={saved} />
          {saved?.answer ? (
            <p className="hidden whitespace-pre-wrap text-sm print:block">{saved.answer}</p>
          ) : null}
        </details>
      ) : null}
    </article>
  );
}
