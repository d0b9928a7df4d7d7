import type { FollowedSourceView } from '../../../../shared/schemas/admin-sources.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveSource, useSetSourceEnabled } from '../api/admin-sources.ts';

/** Every followed source with its switches; a table on wide screens, stacked rows on phones. */
export function FollowedSourcesTable({ sources }: { sources: FollowedSourceView[] }) {
  const toggle = useSetSourceEnabled();
  const remove = useRemoveSource();
  const failure = toggle.error ?? remove.error;
  return (
    <div>
      <FormAlert>{failure ? errorMessage(failure) : null}</FormAlert>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Followed sources</caption>
        <thead className="hidden text-slate-600 sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Source
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Industry
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              State
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sources.map((source) => {
            const name = `${source.kind}:${source.key}`;
            return (
              <tr key={source.id} className="flex flex-col gap-1 py-3 sm:table-row">
                <td className="break-all pr-3 font-mono text-xs text-slate-900 sm:py-2">
                  {name}
                  {source.label ? (
                    <span className="block font-sans text-slate-600">{source.label}</span>
                  ) : null}
                </td>
                <td className="pr-3 text-slate-700 sm:py-2">{source.industry ?? '—'}</td>
                <td className="pr-3 sm:py-2">
                  <span className={source.enabled ? 'text-emerald-700' : 'text-slate-500'}>
                    {source.enabled ? 'Enabled' : 'Disabled'}
                  </span>
                </td>
                <td className="flex gap-2 sm:py-2">
                  <Button
                    variant="secondary"
                    aria-label={`${source.enabled ? 'Disable' : 'Enable'} ${name}`}
                    busy={toggle.isPending && toggle.variables?.id === source.id}
                    onClick={() => toggle.mutate({ id: source.id, enabled: !source.enabled })}
                  >
                    {source.enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    busy={remove.isPending && remove.variables === source.id}
                    onClick={() => remove.mutate(source.id)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
