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
