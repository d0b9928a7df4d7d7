import type { ApplicationChannel, HostedFormKind } from '../../shared/schemas/applications.ts';

export interface ChosenChannel {
  channel: ApplicationChannel;
  formKind: HostedFormKind | null;
  /** Where the form is (or the page the user finishes on): Lever's and Ashby's sit below the posting. */
  applyUrl: string;
  host: string;
}

const hostedKinds: Record<string, HostedFormKind> = {
  greenhouse: 'greenhouse',
  lever: 'lever',
  ashby: 'ashby',
  workable: 'workable',
  smartrecruiters: 'smartrecruiters',
};

function formUrl(kind: HostedFormKind, url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  if (kind === 'lever' && !path.endsWith('/apply')) url.pathname = `${path}/apply`;
  if (kind === 'ashby' && !path.endsWith('/application')) url.pathname = `${path}/application`;
  return url.toString();
}

/**
 * Decision 057's channels: Recruitee's candidates API, the ATS's hosted form in the browser when
 * Chromium is installed, and "finish it yourself" for everything else (Workday, career pages,
 * aggregators) and for hosted forms on a machine without a browser.
 */
export function chooseChannel(input: {
  applyUrl: string;
  atsKind: string | null;
  atsIds: Record<string, string> | null;
  browserAvailable: boolean;
}): ChosenChannel {
  const url = new URL(input.applyUrl);
  const host = url.host.toLowerCase();
  // Reserved names (RFC 2606), as the demo corpus uses: no server answers there, so the user
  // sees the prepared answers instead of a browser attempt that cannot connect.
  if (/\.(example|invalid)$/.test(url.hostname))
    return { channel: 'manual', formKind: null, applyUrl: input.applyUrl, host };
  if (input.atsKind === 'recruitee' && input.atsIds?.offerSlug) {
    return { channel: 'recruitee_api', formKind: null, applyUrl: input.applyUrl, host };
  }
  const kindName = input.atsKind === 'other' ? input.atsIds?.ats : input.atsKind;
  let kind = kindName ? hostedKinds[kindName] : undefined;
  if (kind === 'greenhouse' && host === 'boards.greenhouse.io') kind = 'greenhouse_legacy';
  if (!kind || !input.browserAvailable) {
    return { channel: 'manual', formKind: kind ?? null, applyUrl: input.applyUrl, host };
  }
  return { channel: 'browser', formKind: kind, applyUrl: formUrl(kind, url), host };
}
