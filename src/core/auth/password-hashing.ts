import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which type stripping cannot read). */
const ARGON2ID = 2;

/** OWASP / ASVS 5 Appendix C floor for argon2id: 19 MiB, two passes, one lane. */
export const argon2Parameters = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Parameters);
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  // A hash that is not argon2 (or is damaged) is a failed sign-in, never a 500.
  if (!input.hash.startsWith('$argon2')) return false;
  try {
    return await verify(input.hash, input.password);
  } catch {
    return false;
  }
}
