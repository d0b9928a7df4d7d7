import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { BankRow } from '../answer-bank.ts';

/** One question the user added (or answered on an application), with its answer. */
export function CustomAnswerRow({
  row,
  repeated,
  onChange,
  onRemove,
}: {
  row: BankRow;
  repeated: boolean;
  onChange: (patch: Partial<BankRow>) => void;
  onRemove: () => void;
}) {
  return (
    <li className="space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <TextField
        id={`question-${row.id}`}
        label="Question"
        maxLength={2000}
        value={row.question}
        error={
          repeated ? 'This question is already in your answers; only the first is kept.' : undefined
        }
        onChange={(event) => onChange({ question: event.target.value })}
      />
      <TextArea
        label="Your answer"
        rows={2}
        maxLength={5000}
        value={row.answer}
        onChange={(event) => onChange({ answer: event.target.value })}
      />
      <Button variant="ghost" onClick={onRemove}>
        Remove<span className="sr-only"> the question {row.question}</span>
      </Button>
    </li>
  );
}
