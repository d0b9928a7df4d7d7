import { useQuery } from '@tanstack/react-query';
import { safeHttpUrl } from '../../../../shared/safe-http-url.ts';
import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { extensionDevicesQuery, fillWithExtensionUrl } from '../api/extension-devices.ts';

/**
 * On the finish-yourself page, once an extension is paired: the employer's page opened with this
 * application's id in its fragment, which the extension reads to fill it (decision 064). The
 * fragment never reaches the employer's server.
 */
export function FillWithExtensionLink({ application }: { application: ApplicationDetail }) {
  const devices = useQuery(extensionDevicesQuery);
  const href = safeHttpUrl(application.applyUrl);
  if (!href || !devices.data?.devices.length) return null;
  return (
    <p className="pt-1">
      <a
        href={fillWithExtensionUrl(href, application.id)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary')}
      >
        Open and fill with the extension
        <span className="sr-only"> (opens a new tab)</span>
      </a>
    </p>
  );
}
