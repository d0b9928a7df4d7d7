import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frequentPasswordsText } from './frequent-passwords.ts';
import { frequentPasswordsFromList } from './select-frequent-passwords.ts';

const ranked = JSON.parse(
  readFileSync(
    new URL('../../../node_modules/@zxcvbn-ts/language-common/src/passwords.json', import.meta.url),
    'utf8',
  ),
) as string[];

describe('src/core/auth/frequent-passwords.ts', () => {
  it('is in sync with zxcvbn list (else run: node scripts/generate-common-passwords.ts)', () => {
    expect(frequentPasswordsText.split('\n')).toEqual(frequentPasswordsFromList(ranked));
  });

  it('holds every 8+ character password of the top 3,000 and more', () => {
    const listed = new Set(frequentPasswordsText.split('\n'));
    const top3000 = ranked.slice(0, 3000).filter((password) => password.length >= 8);
    expect(top3000.length).toBeGreaterThan(400);
    expect(top3000.filter((password) => !listed.has(password))).toEqual([]);
    expect(listed.size).toBeGreaterThanOrEqual(3000);
  });
});
