import type { SentField } from '../../../../shared/schemas/applications.ts';

export const MASKED = '••••';

/**
 * Every field and answer sent: a table on wide screens, a stacked list on a phone. Sensitive
 * values are masked unless `revealed` holds them.
 */
export function SentFields({
  fields,
  caption,
  revealed,
}: {
  fields: SentField[];
  caption: string;
  revealed?: Map<string, string>;
}) {
  if (fields.length === 0) return <p className="text-sm text-slate-600">No form fields.</p>;
  const hasSensitive = fields.some((field) => field.sensitive);
  return (
    <div className="space-y-2">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Question
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Answer sent
            </th>
            <th scope="col" className="py-2 font-medium">
              From
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {fields.map((field) => {
            const shown = field.sensitive ? (revealed?.get(field.key) ?? MASKED) : field.value;
            return (
              <tr
                key={field.key}
                className="block rounded-md bg-slate-50 p-3 align-top sm:table-row sm:rounded-none sm:border-b sm:border-slate-100 sm:bg-transparent sm:p-0"
              >
                <th
                  scope="row"
                  className="block pr-3 font-medium text-slate-900 sm:table-cell sm:py-2"
                >
                  {field.label}
                  {field.conditional ? (
                    <span className="block text-xs font-normal text-slate-600">
                      Sent only if the form asks it
                    </span>
                  ) : null}
                </th>
                <td className="block pr-3 wrap-anywhere whitespace-pre-wrap text-slate-800 sm:table-cell sm:py-2">
                  {shown === '' ? <span className="text-slate-500">(left empty)</span> : shown}
                  {field.sensitive && shown === MASKED ? (
                    <span className="sr-only"> (hidden)</span>
                  ) : null}
                </td>
                <td className="block text-xs text-slate-600 sm:table-cell sm:py-2 sm:text-sm">
                  <span className="sm:sr-only">From: </span>
                  {field.source}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasSensitive ? (
        <p className="text-xs text-slate-600">
          Answers marked {MASKED} are sensitive (such as demographic questions): hidden here for
          your privacy and sent from your encrypted answers only.
        </p>
      ) : null}
    </div>
  );
}
