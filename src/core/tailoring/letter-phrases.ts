import { careBanks } from './letter-phrases-care.ts';
import { workBanks } from './letter-phrases-work.ts';
import type { LetterFamily } from './occupation-family.ts';

/**
 * The fixed words of cover letters (decision 050), per occupation family, six or more per part
 * so that letters for a nurse and a truck driver, or two nurses, do not read alike. They name no
 * skill, tool, title, number or credential of their own: everything checkable in a letter comes
 * from the profile or the posting (the truth property test finds none here).
 * `{title}` and `{company}` are the posting's; `{quote}` one sentence of it, verbatim; `{asks}`
 * the requirements it names that the person meets.
 */
export interface PhraseBank {
  opening: string[];
  quote: string[];
  asks: string[];
  reason: string[];
  /** Leads into the facts about the person; ends with a colon. */
  bring: string[];
  closing: string[];
  signOff: string[];
}

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
