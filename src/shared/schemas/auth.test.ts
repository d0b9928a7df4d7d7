import { describe, expect, it } from 'vitest';
import { newPasswordSchema, resetPasswordInputSchema, signUpInputSchema } from './auth.ts';

const LENGTH_MESSAGE = 'Use at least 8 characters.';
const TOO_LONG_MESSAGE = 'Use at most 128 characters.';
const COMMON_MESSAGE =
  'This password is one of the most common ones. Choose something harder to guess.';

function messagesFor(password: string): string[] {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('new password policy', () => {
  it('refuses 7 characters with the length message', () => {
    expect(messagesFor('kx7#bq2')).toEqual([LENGTH_MESSAGE]);
  });

  it('accepts 8 characters', () => {
    expect(messagesFor('kx7#bq2w')).toEqual([]);
  });

  it('accepts 64 and 128 characters and refuses 129', () => {
    const sixtyFour = 'long passphrase '.repeat(4);
    const oneHundredTwentyEight = sixtyFour.repeat(2);
    expect(sixtyFour).toHaveLength(64);
    expect(oneHundredTwentyEight).toHaveLength(128);
    expect(messagesFor(sixtyFour)).toEqual([]);
    expect(messagesFor(oneHundredTwentyEight)).toEqual([]);
    expect(messagesFor(`${oneHundredTwentyEight}!`)).toEqual([TOO_LONG_MESSAGE]);
  });

  it('refuses the most common passwords, in any letter case', () => {
    expect(messagesFor('password123')).toEqual([COMMON_MESSAGE]);
    expect(messagesFor('qwertyuiop')).toEqual([COMMON_MESSAGE]);
    expect(messagesFor('QwertyUIOP')).toEqual([COMMON_MESSAGE]);
  });

  it('accepts non-ASCII passwords', () => {
    for (const password of [
      'pässwörd-ünïcødé',
      'пароль-для-входа',
      '密码很长很长很长',
      'ключ 🔑 door',
    ]) {
      expect(messagesFor(password), password).toEqual([]);
    }
  });

  it('asks for no mix of character kinds', () => {
    // Lowercase only, digits only, spaces: each long enough and uncommon, each accepted.
    for (const password of ['correcthorsebattery', '90417730266', 'we met in lisbon']) {
      expect(messagesFor(password), password).toEqual([]);
    }
  });
});

describe('password confirmation', () => {
  const password = 'a long and unusual passphrase';

  it('puts a mismatch on confirmPassword, for sign-up and reset alike', () => {
    const signUp = signUpInputSchema.safeParse({
      email: 'someone@example.test',
      password,
      confirmPassword: `${password}!`,
    });
    const reset = resetPasswordInputSchema.safeParse({
      token: 'x'.repeat(43),
      password,
      confirmPassword: 'something else entirely',
    });
    for (const result of [signUp, reset]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['confirmPassword', 'Passwords do not match.'],
      ]);
    }
  });

  it('accepts matching passwords', () => {
    expect(
      signUpInputSchema.safeParse({
        email: 'someone@example.test',
        password,
        confirmPassword: password,
      }).success,
    ).toBe(true);
  });
});
