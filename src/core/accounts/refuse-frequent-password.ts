import { COMMON_PASSWORD_MESSAGE } from '../../shared/schemas/auth.ts';
import { AppError } from '../app-error.ts';
import { frequentPasswordsText } from '../auth/frequent-passwords.ts';

let frequent: Set<string> | undefined;

/**
 * ASVS 5 V6.2.4: a new password is none of the most frequent ones. The shared schema's short list
 * answers in the browser; this longer one stays on the server, so the sign-in page does not carry
 * 35 KB of passwords (decision 056).
 */
export function refuseFrequentPassword(password: string): void {
  frequent ??= new Set(frequentPasswordsText.split('\n').map((entry) => entry.toLowerCase()));
  if (!frequent.has(password.toLowerCase())) return;
  throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, {
    fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
  });
}
