import { type GoogleErrorCode, googleErrorCodes } from '../../../../shared/schemas/auth.ts';

/** Why Google sign-in failed, in words a user can act on. */
export const googleFailureReasons: Record<GoogleErrorCode, string> = {
  not_configured: 'Google sign-in is not set up on this server.',
  cancelled: 'The Google sign-in was cancelled before it finished.',
  failed: 'Google could not confirm your account. Please try again.',
  link_required:
    'An account with this e-mail already exists. Sign in with your password once to link Google.',
};

/** Reads the server's ?oauthError= value; an unknown value still counts as a failure. */
export function parseGoogleError(value: string | null): GoogleErrorCode | null {
  if (value === null) return null;
  return googleErrorCodes.find((code) => code === value) ?? 'failed';
}
