import { useQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { answerBankQuery, applicationSettingsQuery } from '../api/application-settings.ts';
import { NO_BROWSER, quotaFull, quotaLine } from '../settings-copy.ts';

const notice = 'rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300';

/**
 * Above the list: what holds applications back (paused, answers not approved, the day's quota,
 * no browser) and today's use. Quiet when it cannot be loaded: the list is the page.
 */
export function ApplyingNotices() {
  const settings = useQuery(applicationSettingsQuery).data;
  const bank = useQuery(answerBankQuery).data;
  const status = settings?.status;
  const full = status ? quotaFull(status) : null;
  return (
    <div className="mb-4 space-y-2">
      {settings?.settings.paused ? (
        <p className={notice}>
          Applying is paused: nothing is sent until you turn it back on in{' '}
          <TextLink to={paths.applicationSettings}>Applying settings</TextLink>.
        </p>
      ) : null}
      {bank && bank.approvedAt === null ? (
        <p className={notice}>
          Your answers to common questions are not used until you approve them: until then those
          questions stop an application and ask you.{' '}
          <TextLink to={paths.answerBank}>Check and approve them</TextLink>
        </p>
      ) : null}
      {status && !status.browserAvailable ? <p className={notice}>{NO_BROWSER}</p> : null}
      {status ? (
        <p className="text-sm text-slate-700">
          {quotaLine(status)}.{full ? ` ${full}` : ''}
        </p>
      ) : null}
    </div>
  );
}
