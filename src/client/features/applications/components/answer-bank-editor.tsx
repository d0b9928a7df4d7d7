import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnswerBank } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { SaveStatusLine } from '../../documents/components/save-status.tsx';
import { type BankRow, newCustomRow, repeatedRows } from '../answer-bank.ts';
import { answerBankQuery } from '../api/application-settings.ts';
import { useAnswerBank } from '../use-answer-bank.ts';
import { CustomAnswerRow } from './custom-answer-row.tsx';

const card = 'space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The fixed questions and the user's own, saved as they type; approval the first time. */
export function AnswerBankEditor({ userId, saved }: { userId: string; saved: AnswerBank }) {
  const bank = useAnswerBank(userId, saved);
  const approvedAt = useQuery(answerBankQuery).data?.approvedAt ?? saved.approvedAt;
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const repeated = repeatedRows(bank.rows);
  const update = (id: string, patch: Partial<BankRow>) =>
    bank.change(bank.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const add = () => {
    const row = newCustomRow();
    bank.change([...bank.rows, row]);
    setFocusRow(row.id);
  };
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = (id: string) => {
    bank.change(bank.rows.filter((row) => row.id !== id));
    requestAnimationFrame(() => addButton.current?.focus());
  };
  useEffect(() => {
    if (focusRow) document.getElementById(`question-${focusRow}`)?.focus();
  }, [focusRow]);

  return (
    <div className="space-y-6">
      {approvedAt === null ? (
        <section
          aria-labelledby="approve-heading"
          className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <h2 id="approve-heading" className="text-base font-semibold text-amber-950">
            Your answers are not used until you approve them
          </h2>
          <p className="text-sm text-amber-950">
            Until then, an employer's question they would answer stops the application and asks you.
            Check the answers below, then approve them once; you can change them any time.
          </p>
          <Button busy={bank.status === 'saving'} busyLabel="Saving…" onClick={bank.approve}>
            Approve answers
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="common-heading" className={card}>
        <h2 id="common-heading" className="text-lg font-semibold text-slate-900">
          Common questions
        </h2>
        {bank.rows
          .filter((row) => row.fixed)
          .map((row) => (
            <TextArea
              key={row.id}
              label={row.question}
              rows={2}
              maxLength={5000}
              value={row.answer}
              placeholder="Not answered: such questions will ask you"
              onChange={(event) => update(row.id, { answer: event.target.value })}
            />
          ))}
      </section>
      <section aria-labelledby="own-heading" className={card}>
        <h2 id="own-heading" className="text-lg font-semibold text-slate-900">
          Other questions
        </h2>
        {bank.rows.every((row) => row.fixed) ? (
          <p className="text-sm text-slate-600">
            None yet. Questions you answer on an application are added here.
          </p>
        ) : (
          <ul className="space-y-4">
            {bank.rows.map((row, index) =>
              row.fixed ? null : (
                <CustomAnswerRow
                  key={row.id}
                  row={row}
                  repeated={repeated.has(index)}
                  onChange={(patch) => update(row.id, patch)}
                  onRemove={() => remove(row.id)}
                />
              ),
            )}
          </ul>
        )}
        <Button ref={addButton} variant="secondary" onClick={add}>
          Add a question
        </Button>
      </section>
      <SaveStatusLine status={bank.status} error={bank.error} onRetry={bank.retry} />
    </div>
  );
}
