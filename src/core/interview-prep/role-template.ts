/**
 * What interviewers in each kind of work ask about the work itself (decision 067). A template
 * names one term of the occupation's knowledge (a skill, tool or certification; `index` picks
 * which) so every occupation's questions are about its own work, and the evidence search knows
 * what to look for in the profile. The fixed words name no skill, tool or credential of their own.
 */
export type TermKind = 'skill' | 'tool' | 'cert';

export interface RoleTemplate {
  term: TermKind;
  index: number;
  text: (term: string) => string;
}

export interface FamilyBank {
  role: RoleTemplate[];
  askEmployer: string[];
}

export const t = (term: TermKind, index: number, text: RoleTemplate['text']): RoleTemplate => ({
  term,
  index,
  text,
});
