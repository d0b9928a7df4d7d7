import type { Database } from '../../db/client.ts';
import type { ResumeImportResponse } from '../../shared/schemas/resume-import.ts';
import { AppError } from '../app-error.ts';
import { consumeRateLimit } from '../security/consume-rate-limit.ts';
import { readResumeFile } from './read-resume-file.ts';

/** Reading a PDF is CPU work on the web process; a person needs a handful of tries, not hundreds. */
export const IMPORT_RATE_LIMIT = { limit: 30, windowSeconds: 60 * 60 };

/**
 * "Start from an existing resume" for a signed-in user: a draft for the builder. Saves nothing;
 * the user reviews every step and saves it with Next.
 */
export async function importResume(
  db: Database,
  input: { userId: string; accountEmail: string; bytes: Uint8Array },
): Promise<ResumeImportResponse> {
  const limited = await consumeRateLimit(db, {
    key: `resume-import:user:${input.userId}`,
    rule: IMPORT_RATE_LIMIT,
  });
  if (!limited.allowed)
    throw new AppError('RATE_LIMITED', 'Too many uploads. Please try again later.', {
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  const result = await readResumeFile({ bytes: input.bytes });
  const resumeEmail = result.draft.email;
  if (resumeEmail && resumeEmail.toLowerCase() !== input.accountEmail.toLowerCase())
    result.warnings.push(
      `Your resume gives the e-mail ${resumeEmail}; your profile uses the e-mail you sign in with.`,
    );
  return result;
}
