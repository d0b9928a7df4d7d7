import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ExtensionSettings } from '../../extension/components/extension-settings.tsx';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { DigestSettings } from '../../notifications/components/digest-settings.tsx';
import { useDownloadMyData } from '../api/account-data.ts';
import { DeleteAccount } from './delete-account.tsx';

/** The account's own settings: the e-mail digest, the browser extension, a copy of everything stored, and erasure. */
export function SettingsPage() {
  const download = useDownloadMyData();
  const user = useCurrentUser();
  return (
    <AppPage title="Settings">
      <div className="space-y-6">
        {/* Settings stays open without a plan (data rights); the e-mails and the extension need one. */}
        {user?.entitled ? <DigestSettings /> : null}
        <section
          aria-labelledby="my-data-heading"
          className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="my-data-heading" className="text-lg font-semibold text-slate-900">
            Your data
          </h2>
          <p className="text-sm text-slate-700">
            One JSON file with everything Hireloop stores about you: your account, profile and
            demographic answers.
          </p>
          <FormAlert>{download.error ? errorMessage(download.error) : null}</FormAlert>
          <Button
            variant="secondary"
            busy={download.isPending}
            busyLabel="Preparing your file…"
            onClick={() => download.mutate()}
          >
            Download my data
          </Button>
        </section>
        {user?.entitled ? <ExtensionSettings /> : null}
        <DeleteAccount />
      </div>
    </AppPage>
  );
}
