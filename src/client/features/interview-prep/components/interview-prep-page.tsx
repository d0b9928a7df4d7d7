import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PrepPack, PrepQuestionKind } from '../../../../shared/schemas/interview-prep.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { formatDay } from '../../tracker/tracker-stages.ts';
import { calendarUrl, prepQuery } from '../api/interview-prep.ts';
import { PrepExtras } from './prep-extras.tsx';
import { QuestionCard } from './question-card.tsx';

const trackerPath = `${paths.applications}?view=tracker`;

const sections: [PrepQuestionKind, string][] = [
  ['requirement', 'About what the posting asks for'],
  ['role', 'About the work itself'],
  ['behavioural', 'About how you work'],
];

/** /main-app/interview-prep/:id: the prep pack of one tracked application, printable. */
export function InterviewPrepPage() {
  const { id = '' } = useParams();
  const prep = useQuery(prepQuery(id));
  return (
    <AppPage title="Prepare for the interview">
      <p className="-mt-4 mb-4 text-sm print:hidden">
        <TextLink to={trackerPath}>← Tracker</TextLink>
      </p>
      {prep.isPending ? <Spinner label="Building your prep pack…" /> : null}
      {prep.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {errorMessage(prep.error)}
        </p>
      ) : null}
      {prep.data ? <PrepPackView pack={prep.data} /> : null}
    </AppPage>
  );
}

function PrepPackView({ pack }: { pack: PrepPack }) {
  const full = pack.access === 'full';
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-lg font-semibold text-slate-900 wrap-anywhere">
          {pack.title}
          {pack.company ? ` at ${pack.company}` : ''}
        </p>
        <p className="text-sm text-slate-600">
          Built from {pack.basis.charAt(0).toLowerCase()}
          {pack.basis.slice(1)}.
        </p>
        <p className="text-sm text-slate-800">
          {pack.interviewDates.length > 0
            ? `Interview: ${pack.interviewDates.map(formatDay).join(', ')}`
            : 'No interview date yet: add one on the tracker card.'}
        </p>
        <div className="flex flex-wrap gap-3 print:hidden">
          {full && pack.interviewDates.length > 0 ? (
            <a
              href={calendarUrl(pack.itemId)}
              download="interview.ics"
              className="rounded-md px-3 py-2 text-sm font-medium text-indigo-700 ring-1 ring-indigo-300 hover:bg-indigo-50"
            >
              Add to calendar (.ics)
            </a>
          ) : null}
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </header>
      {full ? null : <PreviewNotice pack={pack} />}
      {sections.map(([kind, heading]) => {
        const questions = pack.questions.filter((question) => question.kind === kind);
        if (questions.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`${kind}-heading`} className="space-y-3">
            <h2 id={`${kind}-heading`} className="text-lg font-semibold text-slate-900">
              {heading}
            </h2>
            {questions.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                itemId={pack.itemId}
                practice={full}
                saved={pack.practice.find((entry) => entry.questionId === question.id)}
              />
            ))}
          </section>
        );
      })}
      <PrepExtras pack={pack} />
    </div>
  );
}

function PreviewNotice({ pack }: { pack: PrepPack }) {
  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-lg bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-200"
    >
      <h2 id="preview-heading" className="font-semibold">
        A sample of your prep pack
      </h2>
      <p className="mt-1">
        This is a real sample, built from this application. With the Pro or Enterprise plan you get
        all {pack.questions.length + pack.lockedQuestions} questions with your evidence, practice
        with feedback, what to bring and a calendar file for the interview.
      </p>
      <p className="mt-2">
        <TextLink to={paths.account}>Change your plan</TextLink>
      </p>
    </section>
  );
}
