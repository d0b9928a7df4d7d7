/**
 * The URL when it is an absolute http(s) address, else null. Links from job feeds end up in an
 * `href`; any other scheme (`javascript:`, `data:`, `vbscript:`…) could run script on our origin.
 * Ingestion refuses the rest, the API serves null instead, and the client checks again before
 * rendering (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
}
