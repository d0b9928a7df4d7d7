import { useEffect, useId, useRef, useState } from 'react';
import {
  PRACTICE_ANSWER_MAX_LENGTH,
  type PracticeAnswer as SavedAnswer,
} from '../../../../shared/schemas/interview-prep.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSavePracticeAnswer } from '../api/interview-prep.ts';
import { clearPracticeDraft, readPracticeDraft, writePracticeDraft } from '../practice-draft.ts';
import { useSpeechRecognition } from '../use-speech-recognition.ts';
import { FeedbackView } from './feedback-view.tsx';
import { ModelFeedback } from './model-feedback.tsx';

const AUTOSAVE_MS = 800;

/**
 * Practise one question: type or dictate, saved as you go (a draft in this browser first, then the
 * server after a pause), with the rules' feedback from each save.
 */
export function PracticeAnswer({
  itemId,
  questionId,
  saved,
}: {
  itemId: string;
  questionId: string;
  saved: SavedAnswer | undefined;
}) {
  const save = useSavePracticeAnswer(itemId);
  const [text, setText] = useState(
    () => readPracticeDraft(itemId, questionId) ?? saved?.answer ?? '',
  );
  const stored = useRef(saved?.answer ?? '');
  const fieldId = useId();
  const speech = useSpeechRecognition((heard) =>
    setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard)),
  );

  useEffect(() => {
    if (text === stored.current) return;
    writePracticeDraft(itemId, questionId, text);
    if (text.length > PRACTICE_ANSWER_MAX_LENGTH) return;
    const timer = setTimeout(() => {
      save.mutate(
        { questionId, answer: text },
        {
          onSuccess: (answer) => {
            stored.current = answer.answer;
            clearPracticeDraft(itemId, questionId);
          },
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, itemId, questionId, save.mutate]);

  const tooLong = text.length > PRACTICE_ANSWER_MAX_LENGTH;
  const status = tooLong
    ? `Too long to save: ${text.length} of ${PRACTICE_ANSWER_MAX_LENGTH} characters.`
    : save.isError
      ? `Not saved: ${errorMessage(save.error)} Your text is kept in this browser.`
      : save.isPending
        ? 'Saving…'
        : text !== stored.current
          ? 'Not saved yet.'
          : saved || save.isSuccess
            ? 'Saved.'
            : '';
  const feedback = save.data?.feedback ?? saved?.feedback;
  return (
    <div className="mt-3 space-y-2 print:hidden">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        Your practice answer
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={5}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${fieldId}-status`}
        placeholder="Where were you, what had to be done, what did you do, and how did it end?"
        className="block w-full rounded-md px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <div className="flex flex-wrap items-center gap-3">
        {speech.supported ? (
          <button
            type="button"
            onClick={speech.listening ? speech.stop : speech.start}
            aria-pressed={speech.listening}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-indigo-700 ring-1 ring-indigo-300 hover:bg-indigo-50"
          >
            {speech.listening ? 'Stop dictating' : 'Dictate'}
          </button>
        ) : null}
        <p id={`${fieldId}-status`} role="status" className="text-xs text-slate-600">
          {speech.listening ? 'Listening… ' : ''}
          {status}
        </p>
      </div>
      {speech.error ? (
        <p role="alert" className="text-xs text-red-700">
          {speech.error}
        </p>
      ) : null}
      {feedback && feedback.length !== 'empty' ? <FeedbackView feedback={feedback} /> : null}
      {feedback && feedback.length !== 'empty' && text === stored.current ? (
        <ModelFeedback itemId={itemId} questionId={questionId} />
      ) : null}
    </div>
  );
}
