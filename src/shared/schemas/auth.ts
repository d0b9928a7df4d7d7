import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 5 V6.2.9 asks that at least 64 characters are allowed; 128 bounds the hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }))
  .transform((value) => value.toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones. Choose something harder to guess.';

/**
 * A new password: length only, no composition rules, and none of the most common passwords. The
 * browser checks a short list; the server also checks the 3,500 of src/core/auth/frequent-passwords.ts.
 */
export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((value) => !isCommonPassword(value), { message: COMMON_PASSWORD_MESSAGE });

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'Passwords do not match.' };
const confirmPassword = z
  .string({ error: 'Confirm your password.' })
  .min(1, 'Confirm your password.');

export const signUpInputSchema = z
  .object({ email, password: newPasswordSchema, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email,
  // Existing passwords are checked as typed: no policy here, only a bound on the work.
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

const token = z
  .string({ error: 'The link is incomplete.' })
  .min(16, 'The link is incomplete.')
  .max(200);

export const resetPasswordInputSchema = z
  .object({ token, password: newPasswordSchema, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const verifyEmailInputSchema = z.object({ token });
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const googleIntentSchema = z.enum(['login', 'signup']);
export type GoogleIntent = z.infer<typeof googleIntentSchema>;

export const googleStartQuerySchema = z.object({ intent: googleIntentSchema.default('login') });

/** Codes the Google callback puts in `?oauthError=` when it sends the browser back. */
export const googleErrorCodes = ['not_configured', 'cancelled', 'failed', 'link_required'] as const;
export type GoogleErrorCode = (typeof googleErrorCodes)[number];

/** GET /api/auth/methods: the ways to sign in that work on this server. */
export const signInMethodsSchema = z.object({ google: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
