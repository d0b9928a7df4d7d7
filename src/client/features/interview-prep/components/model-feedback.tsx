import { errorMessage } from '../../../lib/api-client.ts';
import { useModelFeedback } from '../api/interview-prep.ts';

/** Asks the configured model for notes on the saved answer; says so plainly when there is none. */
export function ModelFeedback({ itemId, questionId }: { itemId: string; questionId: string }) {
  const ask = useModelFeedback(itemId);
  const result = ask.data;
  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={() => ask.mutate(questionId)}
        disabled={ask.isPending}
        className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900 disabled:text-slate-500"
      >
        {ask.isPending ? 'Asking the model…' : 'More feedback from the language model'}
      </button>
      <div role="status" aria-live="polite">
        {ask.isError ? <p className="mt-1 text-red-700">{errorMessage(ask.error)}</p> : null}
        {result && result.notes.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {result?.status === 'model' && result.notes.length === 0 ? (
          <p className="mt-1 text-slate-600">
            The model had nothing to add that your profile supports.
          </p>
        ) : null}
        {result?.message ? <p className="mt-1 text-xs text-slate-600">{result.message}</p> : null}
      </div>
    </div>
  );
}
