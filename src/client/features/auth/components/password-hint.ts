import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth.ts';

export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`;
