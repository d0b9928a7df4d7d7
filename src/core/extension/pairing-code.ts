import { createHash, randomInt } from 'node:crypto';

/** Letters and digits a person cannot mistake for another: no 0/O, 1/I/L. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newPairingCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** "7KQ4M2XD" → "7KQ4-M2XD", as the Settings page shows it. */
export const displayPairingCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** Codes and tokens are kept only as hashes, as session tokens are (decision 033). */
export const hashSecret = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');
