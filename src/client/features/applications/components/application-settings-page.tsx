import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { applicationSettingsQuery } from '../api/application-settings.ts';
import { NO_BROWSER, quotaFull, quotaLine } from '../settings-copy.ts';
import { ApplicationSettingsForm } from './application-settings-form.tsx';

/** /main-app/applications/settings: the standing rule, the limits, and today's quota use. */
export function ApplicationSettingsPage() {
  const settings = useQuery(applicationSettingsQuery);
  const status = settings.data?.status;
  return (
    <AppPage title="Applying settings">
      <p className="-mt-4 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink to={paths.applications}>← All applications</TextLink>
        <TextLink to={paths.answerBank}>Your answers to common questions</TextLink>
      </p>
      {settings.data && status ? (
        <div className="space-y-6">
          <section
            aria-labelledby="today-heading"
            className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
              Today
            </h2>
            <p className="text-sm text-slate-800">{quotaLine(status)}</p>
            {quotaFull(status) ? (
              <p className="text-sm text-amber-900">{quotaFull(status)}</p>
            ) : null}
            {status.browserAvailable ? null : (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                {NO_BROWSER}
              </p>
            )}
          </section>
          <ApplicationSettingsForm saved={settings.data.settings} />
        </div>
      ) : settings.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your applying settings could not be loaded: {errorMessage(settings.error)}</p>
          <Button variant="secondary" busy={settings.isFetching} onClick={() => settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your applying settings…" />
      )}
    </AppPage>
  );
}
