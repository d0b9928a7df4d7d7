import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth.ts';

/** How many of the most frequent passwords are read (decision 033's row "Password policy"). */
export const RANKS_READ = 10_000;

/**
 * The ones a new password could be: of allowed length and safe inside a template literal
 * (no backtick, no `${`, no backslash).
 */
export function frequentPasswordsFromList(ranked: readonly string[]): string[] {
  return ranked
    .slice(0, RANKS_READ)
    .filter(
      (password) =>
        password.length >= PASSWORD_MIN_LENGTH &&
        password.length <= PASSWORD_MAX_LENGTH &&
        !/[`\\\r\n]|\$\{/.test(password),
    );
}
