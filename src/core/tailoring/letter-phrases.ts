import type { LetterFamily } from './occupation-family.ts';

/**
 * The fixed words of cover letters (decision 050), per occupation family, several per part so
 * that letters for a nurse and a truck driver, or two nurses, do not read alike. They name no
 * skill, tool, title, number or credential of their own: everything checkable in a letter comes
 * from the profile or the posting (the truth property test finds none here).
 * `{title}` and `{company}` are the posting's.
 */
export interface PhraseBank {
  opening: string[];
  /** `{quote}`: one sentence of the posting, verbatim. */
  quote: string[];
  asks: string[];
  reason: string[];
  bring: string[];
  closing: string[];
  signOff: string[];
}

export const phraseBanks: Record<LetterFamily, PhraseBank> = {
  healthcare: {
    opening: [
      'I am writing to apply for the {title} position at {company}.',
      'Please accept my application for the {title} opening at {company}.',
      'I would like to join {company} in the {title} role.',
    ],
    quote: [
      'In your words: “{quote}”',
      'Your posting says: “{quote}”',
      'This line in your posting stood out: “{quote}”',
    ],
    asks: [
      'Your posting asks for {asks}.',
      'The position calls for {asks}.',
      'You are looking for someone with {asks}.',
    ],
    reason: [
      'Those are things I do in my work, and they are why this opening stood out to me.',
      'That description matches the work I know, and the people I have looked after.',
      'Reading it, I recognised the work I already do.',
    ],
    bring: ['Here is what I would bring:', 'What I bring to your team:', 'From my own record:'],
    closing: [
      'Thank you for your time. I would welcome the chance to talk about how I can support your patients and your team.',
      'Thank you for considering me. I would be glad to meet and discuss the role.',
      'I appreciate your consideration and would be happy to answer any questions.',
    ],
    signOff: ['Sincerely,', 'Respectfully,', 'With thanks,'],
  },
  transport: {
    opening: [
      'I am applying for the {title} job with {company}.',
      'I would like to work for {company} in the {title} job.',
      'Please consider me for your {title} opening.',
    ],
    quote: [
      'The listing says: “{quote}”',
      'From your listing: “{quote}”',
      'Your ad puts it plainly: “{quote}”',
    ],
    asks: [
      'The job calls for {asks}.',
      'Your listing asks for {asks}.',
      'You need someone with {asks}.',
    ],
    reason: [
      'That is the work I know, and I would like to keep doing it for you.',
      'I read the listing closely, and it fits my record.',
      'It is a good fit for what I have done so far.',
    ],
    bring: ['My record:', 'What I bring:', 'In short:'],
    closing: [
      'Thank you for your time. I am ready to talk whenever it suits you.',
      'Thanks for considering me. I can be reached at the contact details above.',
      'I look forward to hearing from you.',
    ],
    signOff: ['Thank you,', 'Regards,', 'Sincerely,'],
  },
  trades: {
    opening: [
      'I am applying for the {title} position at {company}.',
      'Please consider me for the {title} job at {company}.',
      'I would like to bring my skills to {company} in the {title} job.',
    ],
    quote: [
      'Your posting says: “{quote}”',
      'From the job posting: “{quote}”',
      'The posting reads: “{quote}”',
    ],
    asks: [
      'The job calls for {asks}.',
      'Your posting lists {asks}.',
      'You are looking for {asks}.',
    ],
    reason: [
      'That is the kind of work I do.',
      'I have done this kind of work and would like to keep doing it with your crew.',
      'It matches what I have done on the job.',
    ],
    bring: ['What I bring:', 'My background:', 'On the job I have:'],
    closing: [
      'Thank you for your time. I am happy to come in, talk, or show what I can do.',
      'Thanks for considering me. I look forward to hearing from you.',
      'I would welcome a conversation about the job.',
    ],
    signOff: ['Regards,', 'Thank you,', 'Sincerely,'],
  },
  office: {
    opening: [
      'I am writing to express my interest in the {title} position at {company}.',
      'I would like to be considered for the {title} role at {company}.',
      'Please accept this letter as my application for {title} at {company}.',
    ],
    quote: [
      'As the posting puts it: “{quote}”',
      'The description notes: “{quote}”',
      'Your posting states: “{quote}”',
    ],
    asks: [
      'The role asks for {asks}.',
      'Your posting emphasises {asks}.',
      'You are seeking someone with {asks}.',
    ],
    reason: [
      'My background lines up with those needs.',
      'That is a close match to the work I have done.',
      'Those needs fit my record well.',
    ],
    bring: ['Specifically:', 'In brief:', 'Relevant to the role:'],
    closing: [
      'Thank you for your consideration. I would welcome the opportunity to discuss how I can contribute.',
      'I appreciate your time and look forward to the possibility of speaking with you.',
      'Thank you for reviewing my application; I would be glad to provide anything further.',
    ],
    signOff: ['Sincerely,', 'Kind regards,', 'Best regards,'],
  },
  service: {
    opening: [
      'I am applying for the {title} position at {company}.',
      'I would love to join the team at {company} in the {title} role.',
      'Please consider me for your {title} opening.',
    ],
    quote: [
      'Your posting says: “{quote}”',
      'From the job ad: “{quote}”',
      'In your words: “{quote}”',
    ],
    asks: ['You are looking for {asks}.', 'The posting asks for {asks}.', 'The job needs {asks}.'],
    reason: [
      'That is work I enjoy, and I show up ready for it.',
      'I know that work and I like doing it well for the people I serve.',
      'It is the kind of job I am good at.',
    ],
    bring: ['What I bring:', 'A bit about me:', 'My experience:'],
    closing: [
      'Thank you for your time. I would be happy to come in and meet the team.',
      'Thanks for considering me. I hope to hear from you soon.',
      'I look forward to talking with you.',
    ],
    signOff: ['Thank you,', 'Best,', 'Sincerely,'],
  },
  education: {
    opening: [
      'I am writing to apply for the {title} position at {company}.',
      'Please accept my application for the {title} opening at {company}.',
      'I am excited to apply to {company} for the {title} position.',
    ],
    quote: [
      'The posting describes the role this way: “{quote}”',
      'In your words: “{quote}”',
      'Your posting notes: “{quote}”',
    ],
    asks: [
      'The position asks for {asks}.',
      'Your posting describes a need for {asks}.',
      'You are seeking {asks}.',
    ],
    reason: [
      'Those are the parts of the work I care most about.',
      'That description reflects the work I have been doing.',
      'It matches the way I have worked with the people I serve.',
    ],
    bring: ['What I would bring:', 'From my experience:', 'In my work so far:'],
    closing: [
      'Thank you for your consideration. I would welcome a conversation about the position.',
      'Thank you for your time; I would be glad to share more.',
      'I look forward to the possibility of joining your community.',
    ],
    signOff: ['Sincerely,', 'Warm regards,', 'Respectfully,'],
  },
  tech: {
    opening: [
      'I am applying for the {title} role at {company}.',
      'I would like to be considered for {title} at {company}.',
      'Please consider my application for the {title} position.',
    ],
    quote: [
      'From the description: “{quote}”',
      'The posting says: “{quote}”',
      'As you put it: “{quote}”',
    ],
    asks: [
      'The role asks for {asks}.',
      'Your posting lists {asks}.',
      'You need someone with {asks}.',
    ],
    reason: [
      'That overlaps closely with what I have done.',
      'That matches the work I have done and want to keep doing.',
      'My record fits those needs.',
    ],
    bring: ['Concretely:', 'What I bring:', 'Relevant background:'],
    closing: [
      'Thank you for your time. I would be glad to walk you through my work.',
      'Thanks for reading. I look forward to talking about the role.',
      'I would welcome the chance to discuss the position.',
    ],
    signOff: ['Best regards,', 'Sincerely,', 'Regards,'],
  },
};
