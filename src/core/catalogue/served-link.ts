import { safeHttpUrl } from '../../shared/safe-http-url.ts';

/**
 * A link from a job feed as the API serves it: null for a demo posting (there is no employer
 * behind it; `isDemo` tells the client to say so), and only an http(s) address otherwise, even
 * for a row stored before ingestion refused the rest
 * (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
export function servedLink(job: { isDemo: boolean }, url: string | null): string | null {
  return job.isDemo ? null : safeHttpUrl(url);
}
