import { useEffect, useRef, useState } from 'react';
import { NOTES_MAX_LENGTH, type TrackedItem } from '../../../../shared/schemas/tracker.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeStage, useSaveNotes, useSetReminderDone } from '../api/tracker.ts';
import { formatDay } from '../tracker-stages.ts';
import { AddReminderForm } from './add-reminder-form.tsx';
import { ItemActions } from './item-actions.tsx';

const AUTOSAVE_MS = 800;

/**
 * Notes (saved as the user types, after a pause), interview dates, reminders, and editing or
 * deleting the item.
 */
export function ItemDetails({ item }: { item: TrackedItem }) {
  const reminderCount = item.reminders.filter((reminder) => !reminder.done).length;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-xs font-medium text-indigo-700">
        Notes, reminders, edit{reminderCount > 0 ? ` (${reminderCount} open)` : ''}
      </summary>
      <div className="mt-2 space-y-3">
        <NotesField item={item} />
        <InterviewDates item={item} />
        <Reminders item={item} />
        <ItemActions item={item} />
      </div>
    </details>
  );
}

function NotesField({ item }: { item: TrackedItem }) {
  const save = useSaveNotes();
  const [text, setText] = useState(item.notes);
  const saved = useRef(item.notes);
  useEffect(() => {
    if (text === saved.current || text.length > NOTES_MAX_LENGTH) return;
    const timer = setTimeout(() => {
      saved.current = text;
      save.mutate({ id: item.id, notes: text.length > 0 ? text : null });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, item.id, save.mutate]);
  const tooLong = text.length > NOTES_MAX_LENGTH;
  const status = tooLong
    ? `Too long to save: ${text.length} of ${NOTES_MAX_LENGTH} characters.`
    : save.isError
      ? `Not saved: ${errorMessage(save.error)}`
      : save.isPending
        ? 'Saving…'
        : save.isSuccess
          ? 'Saved.'
          : '';
  return (
    <div>
      <label className="block text-xs font-medium text-slate-700">
        Notes
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          aria-invalid={tooLong || undefined}
          className="mt-1 block w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
      </label>
      <p role="status" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
    </div>
  );
}

function InterviewDates({ item }: { item: TrackedItem }) {
  const change = useChangeStage();
  const [day, setDay] = useState('');
  const add = () => {
    if (!day) return;
    const stage =
      item.stage === 'applied' || item.stage === 'heard_back' ? 'interviewing' : item.stage;
    change.mutate(
      { id: item.id, stage, interviewDates: [...item.interviewDates, day] },
      { onSuccess: () => setDay('') },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="block text-xs font-medium text-slate-700">
        Interview date
        <input
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className="mt-1 block rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset"
        />
      </label>
      <button
        type="button"
        onClick={add}
        className="rounded-md px-2 py-1 text-xs font-medium text-indigo-700 ring-1 ring-indigo-300"
      >
        Add interview
      </button>
      {change.isError ? (
        <p role="alert" className="w-full text-xs text-red-700">
          {errorMessage(change.error)}
        </p>
      ) : null}
    </div>
  );
}

function Reminders({ item }: { item: TrackedItem }) {
  const setDone = useSetReminderDone();
  return (
    <div>
      {item.reminders.length > 0 ? (
        <ul aria-label="Reminders" className="space-y-1">
          {item.reminders.map((reminder) => (
            <li key={reminder.id}>
              <label className="flex items-start gap-2 text-xs text-slate-800">
                <input
                  type="checkbox"
                  checked={reminder.done}
                  onChange={(event) =>
                    setDone.mutate({ id: reminder.id, done: event.target.checked })
                  }
                  className="mt-0.5"
                />
                <span className={reminder.done ? 'line-through' : ''}>
                  {formatDay(reminder.dueOn)}: {reminder.text}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <AddReminderForm itemId={item.id} />
    </div>
  );
}
