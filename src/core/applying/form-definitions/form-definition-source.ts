import type { HostedFormKind } from '../../../shared/schemas/applications.ts';
import type { FormDefinitionSource } from '../types.ts';

export const GREENHOUSE_BOARDS_API = 'https://boards-api.greenhouse.io';

/**
 * Where the ATS publishes the form of one posting, from the catalogue's ids (decision 063).
 * Greenhouse's board API sits on its own host (the followed source's base URL when a test or an
 * operator points it elsewhere); Ashby's page asks its own origin, so the apply URL's does.
 */
export function formDefinitionSource(input: {
  formKind: HostedFormKind | null;
  atsIds: Record<string, string> | null;
  applyUrl: string;
  greenhouseApiBase?: string | null;
}): FormDefinitionSource | null {
  const ids = input.atsIds ?? {};
  if (
    (input.formKind === 'greenhouse' || input.formKind === 'greenhouse_legacy') &&
    ids.boardToken &&
    ids.jobId
  ) {
    const base = (input.greenhouseApiBase ?? GREENHOUSE_BOARDS_API).replace(/\/+$/, '');
    return {
      kind: 'greenhouse',
      url: `${base}/v1/boards/${encodeURIComponent(ids.boardToken)}/jobs/${encodeURIComponent(ids.jobId)}?questions=true`,
    };
  }
  if (input.formKind === 'ashby' && ids.board && ids.jobId)
    return {
      kind: 'ashby',
      url: `${new URL(input.applyUrl).origin}/api/non-user-graphql?op=ApiJobPosting`,
      board: ids.board,
      jobPostingId: ids.jobId,
    };
  return null;
}
