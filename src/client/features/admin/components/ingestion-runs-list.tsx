import type { IngestionRunView } from '../../../../shared/schemas/admin-sources.ts';

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const statusStyle: Record<IngestionRunView['status'], string> = {
  running: 'text-indigo-700',
  succeeded: 'text-emerald-700',
  partial: 'text-amber-700',
  failed: 'text-red-700',
};

/** The latest runs; each opens to its per-source counts, errors and durations. */
export function IngestionRunsList({ runs }: { runs: IngestionRunView[] }) {
  return (
    <ul className="space-y-3">
      {runs.map((run) => (
        <li key={run.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <details>
            <summary className="cursor-pointer list-inside text-sm">
              <span className="font-medium text-slate-900">{when(run.startedAt)}</span>{' '}
              <span className="text-slate-600">({run.trigger})</span>{' '}
              <span className={`font-medium ${statusStyle[run.status]}`}>{run.status}</span>
              <span className="block text-slate-700 sm:inline sm:pl-2">
                {run.seen} seen · {run.created} new · {run.updated} updated · {run.closed} closed ·{' '}
                {run.failedSources} failed · {seconds(run.durationMs)}
              </span>
            </summary>
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {run.sources.map((source) => (
                <li key={`${source.kind}:${source.key}`} className="py-2">
                  <span className="break-all font-mono text-xs text-slate-900">
                    {source.kind}:{source.key}
                  </span>{' '}
                  <span className={source.status === 'failed' ? 'text-red-700' : 'text-slate-700'}>
                    {source.seen} seen · {source.created} new · {source.updated} updated ·{' '}
                    {source.closed} closed
                    {source.invalid ? ` · ${source.invalid} invalid` : ''} ·{' '}
                    {seconds(source.durationMs)}
                  </span>
                  {source.error ? (
                    // A source that ran notes what its feed skipped or merged (decision 046).
                    <p
                      className={`mt-1 ${source.status === 'failed' ? 'text-red-700' : 'text-amber-800'}`}
                    >
                      {source.status === 'failed' ? 'Error: ' : ''}
                      {source.error}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
