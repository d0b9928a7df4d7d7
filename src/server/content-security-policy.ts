/**
 * The Content-Security-Policy of every response. Scripts come only from our origin; a
 * prerendered page adds the hash of its one inline script (see prerendered-page.ts).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** The policy that also allows exactly these inline scripts, by SHA-256 hash. */
export const policyWithScriptHashes = (hashes: string[]) =>
  hashes.length === 0
    ? CONTENT_SECURITY_POLICY
    : `${CONTENT_SECURITY_POLICY}; script-src 'self' ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`;
