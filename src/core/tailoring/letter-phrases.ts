import type { PhraseBank } from './letter-phrase-bank.ts';
import { careBanks } from './letter-phrases-care.ts';
import { workBanks } from './letter-phrases-work.ts';
import type { LetterFamily } from './occupation-family.ts';

/**
 * The fixed words of cover letters (decision 050), per occupation family (letter-phrase-bank.ts
 * says what each part is).
 */
export type { PhraseBank };
export const phraseBanks: Record<LetterFamily, PhraseBank> = { ...careBanks, ...workBanks };

/** Greetings to the company's team when the posting names no hiring manager. */
export const greetings = {
  company: [
    'Dear {company} hiring team,',
    'Dear hiring team at {company},',
    'Dear {company} team,',
    'To the hiring team at {company},',
    'Dear hiring manager at {company},',
    'Dear {company} hiring manager,',
    'To the {company} hiring team,',
    'Dear members of the {company} team,',
    'Greetings to the {company} team,',
    'Dear team at {company},',
  ],
  anonymous: ['Dear hiring team,', 'Dear hiring manager,', 'To the hiring team,'],
};
