import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { receiptQuery, revealReceipt } from '../api/applications.ts';
import { channelLabels, formatDateTime } from '../application-states.ts';
import { ApplyLink } from './apply-link.tsx';
import { Panel } from './panel.tsx';
import { ReceiptFiles } from './receipt-files.tsx';
import { SentFields } from './sent-fields.tsx';

/** The proof of a sent application: where, when, every field, the files and the screenshots. */
export function ReceiptPanel({ id, title = 'Receipt' }: { id: string; title?: string }) {
  const receipt = useQuery(receiptQuery(id));
  const reveal = useMutation({ mutationFn: () => revealReceipt(id) });
  const revealed = reveal.data
    ? new Map(reveal.data.fields.map((field) => [field.key, field.value]))
    : undefined;
  if (receipt.error) {
    return (
      <Panel title={title}>
        <div role="alert" className="space-y-3 text-sm text-slate-700">
          <p>The receipt could not be loaded: {errorMessage(receipt.error)}</p>
          <Button variant="secondary" busy={receipt.isFetching} onClick={() => receipt.refetch()}>
            Try again
          </Button>
        </div>
      </Panel>
    );
  }
  if (!receipt.data) return <Spinner label="Loading the receipt…" />;
  const data = receipt.data;
  const hasSensitive = data.fields.some((field) => field.sensitive);
  return (
    <Panel title={title}>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd className="text-slate-900">
          <time dateTime={data.submittedAt}>{formatDateTime(data.submittedAt)}</time>
        </dd>
        <dt className="font-medium text-slate-600">How</dt>
        <dd className="text-slate-900">{channelLabels[data.channel]}</dd>
        <dt className="font-medium text-slate-600">Where</dt>
        <dd className="min-w-0">
          <ApplyLink url={data.url} label="The application page" />
        </dd>
      </dl>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Every field sent</h3>
        <SentFields
          fields={data.fields}
          caption="The fields and answers sent"
          revealed={revealed}
        />
        {hasSensitive && !revealed ? (
          <Button
            variant="secondary"
            busy={reveal.isPending}
            busyLabel="Revealing…"
            onClick={() => reveal.mutate()}
          >
            Reveal sensitive answers
          </Button>
        ) : null}
        <FormAlert>{reveal.error ? errorMessage(reveal.error) : null}</FormAlert>
      </div>
      <ReceiptFiles id={id} files={data.files} artifacts={data.artifacts} />
      {data.confirmationText ? (
        <div className="space-y-1">
          <h3 className="text-base font-semibold text-slate-900">Confirmation</h3>
          <p className="max-h-64 overflow-auto rounded-md bg-slate-50 p-3 text-sm wrap-anywhere whitespace-pre-wrap text-slate-800">
            {data.confirmationText}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
