import type { NeedsYou } from '../../../../shared/schemas/applications.ts';
import type { PageBlocker } from '../../types.ts';

/** What the user reads when a page needs a person: never "solved", always handed over. */
export function blockerNeedsYou(blocker: PageBlocker, host: string): NeedsYou {
  const messages: Record<PageBlocker['kind'], string> = {
    captcha: `The employer's form asks you to prove you are human (${blocker.vendor}). Hireloop never answers those for you: open the form, paste the prepared answers below, attach your documents and submit, then press “I submitted it”.`,
    login_wall: `The employer's site asks you to sign in or create an account (${blocker.vendor}) before applying. Sign in yourself, use the prepared answers below, then press “I submitted it”.`,
    email_code: `The employer's site sent a code to your e-mail. Open the form, enter the code and the prepared answers below, then press “I submitted it”.`,
  };
  return {
    reason: blocker.kind,
    message: messages[blocker.kind],
    host,
    questions: [],
    formErrors: [],
  };
}
