import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { handOffsQuery } from '../api/admin-sources.ts';

const reasons: Record<string, string> = {
  captcha: 'CAPTCHA or human check',
  login_wall: 'Sign-in or account wall',
  email_code: 'E-mail code',
  unknown_question: 'Question nothing answered',
  validation_errors: 'Form refused the answers',
  file_rejected: 'File type refused',
  form_unreadable: 'Form could not be read',
  browser_unavailable: 'No browser on the server',
  finish_yourself: 'Form Hireloop does not fill',
};

/** How often applications stopped for the user, per ATS host and reason (decision 057). */
export function HandOffsSection() {
  const handOffs = useQuery(handOffsQuery);
  return (
    <section aria-labelledby="hand-offs-heading">
      <h2 id="hand-offs-heading" className="text-lg font-semibold text-slate-900">
        Applications handed to users
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The last {handOffs.data?.sinceDays ?? 30} days, per employer site and reason. Hireloop never
        solves a CAPTCHA; a high count shows where users finish applications themselves.
      </p>
      <div className="mt-4">
        {handOffs.error ? (
          <p role="alert" className="text-slate-700">
            Counts could not be loaded: {errorMessage(handOffs.error)}
          </p>
        ) : !handOffs.data ? (
          <Spinner label="Loading counts…" />
        ) : handOffs.data.handOffs.length === 0 ? (
          <EmptyState title="Nothing handed over yet">
            <p>Applications that stop for the user are counted here.</p>
          </EmptyState>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Site
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Reason
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Count
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {handOffs.data.handOffs.map((row) => (
                <tr key={`${row.host}:${row.reason}`}>
                  <td className="break-all py-2 pr-3 font-mono text-xs">{row.host}</td>
                  <td className="py-2 pr-3">{reasons[row.reason] ?? row.reason}</td>
                  <td className="py-2 text-right tabular-nums">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
