/** Query parameters that carry credentials in some sources' URLs (Adzuna, Lever apply keys…). */
const secretParams =
  /([?&](?:app_key|app_id|api_key|apikey|key|token|access_token|secret)=)[^&#\s"']+/gi;

/**
 * A source's failure as logged and shown on the admin page: the message only, never the
 * payload, bounded, with credentials in URLs redacted.
 */
export function sourceErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(secretParams, '$1[redacted]').slice(0, 500);
}
