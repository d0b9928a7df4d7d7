import { APPLYING_USER_AGENT } from '../channels/user-agent.ts';
import type { FormDefinitionSource, FormField } from '../types.ts';
import { ASHBY_POSTING_QUERY, ashbyDefinitionFields } from './ashby-definition.ts';
import { greenhouseDefinitionFields } from './greenhouse-definition.ts';

function request(source: FormDefinitionSource): [string, RequestInit] {
  const headers = { accept: 'application/json', 'user-agent': APPLYING_USER_AGENT };
  if (source.kind === 'greenhouse') return [source.url, { headers }];
  return [
    source.url,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'ApiJobPosting',
        variables: {
          organizationHostedJobsPageName: source.board,
          jobPostingId: source.jobPostingId,
        },
        query: ASHBY_POSTING_QUERY,
      }),
    },
  ];
}

/**
 * The form's published definition, or null when the ATS does not answer in time, answers with an
 * error, or sends something unreadable: the rendered page is then the only source, as without a
 * definition (decision 063). Never throws.
 */
export async function readFormDefinition(
  source: FormDefinitionSource,
  timeoutMs: number,
): Promise<FormField[] | null> {
  try {
    const [url, init] = request(source);
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const fields =
      source.kind === 'greenhouse' ? greenhouseDefinitionFields(body) : ashbyDefinitionFields(body);
    return fields && fields.length > 0 ? fields : null;
  } catch {
    return null;
  }
}
