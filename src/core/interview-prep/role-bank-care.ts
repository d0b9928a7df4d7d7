import { type FamilyBank, t } from './role-template.ts';

/**
 * Role questions for care, teaching and service to people: patients, children, students, clients and guests
 * (decision 067).
 */
export const careFamilyBanks = {
  clinical: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `A patient's condition changes suddenly while you are doing ${s}. What do you check first, and who do you tell?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `How do you explain ${s} to a patient who is anxious or in pain, and make sure they agree to it?`,
      ),
      t(
        'tool',
        0,
        (s) => `How do you make sure ${s} is used safely and what you did is documented correctly?`,
      ),
      t(
        'skill',
        2,
        (s) =>
          `You notice a colleague skip a step of ${s} that protects the patient. What do you do?`,
      ),
      t(
        'cert',
        0,
        (s) =>
          `How do you keep your ${s} current, and when did you last use what it covers with a patient?`,
      ),
    ],
    askEmployer: [
      'How many patients does one person care for on a typical shift, and how is that decided?',
      'How are new staff oriented, and who can I go to with a clinical question on a night shift?',
    ],
  },
  'health-records': {
    role: [
      t('skill', 0, (s) => `How do you keep ${s} accurate when you are working against a backlog?`),
      t(
        'tool',
        0,
        (s) => `Walk us through how you use ${s}, and what you do when a record in it looks wrong.`,
      ),
      t(
        'skill',
        1,
        () =>
          `Someone without a need to know asks you for a patient's record. How do you handle it?`,
      ),
      t(
        'cert',
        0,
        (s) =>
          `How do you keep your ${s} current, and what has changed in the rules since you earned it?`,
      ),
    ],
    askEmployer: [
      'How is accuracy measured and reviewed for this role?',
      'Which systems would I work in, and how are changes to them rolled out?',
    ],
  },
  classroom: {
    role: [
      t(
        'skill',
        0,
        () =>
          `A student keeps disrupting the lesson. What do you do in the moment, and afterwards?`,
      ),
      t(
        'skill',
        1,
        (s) => `How do you adapt ${s} for a student who is behind and one who is ahead?`,
      ),
      t(
        'skill',
        2,
        (s) => `How do you know ${s} worked? What evidence of learning do you look for?`,
      ),
      t(
        'tool',
        0,
        (s) =>
          `How do you use ${s} with your students, and what do you do when it fails during a lesson?`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and how you keep it current.`),
    ],
    askEmployer: [
      'How many students are in a class, and what support is there for students who need more help?',
      'How do teachers here plan together, and how are new staff mentored?',
    ],
  },
  childcare: {
    role: [
      t(
        'skill',
        0,
        (s) => `How do you keep every child safe during ${s}, and what do you do if one is hurt?`,
      ),
      t('skill', 1, () => `A child is upset and will not join the group. What do you do?`),
      t(
        'skill',
        2,
        () =>
          `A parent is unhappy about something that happened to their child. How do you talk to them?`,
      ),
      t(
        'tool',
        0,
        (s) => `How do you use ${s} to keep families informed and each child's records up to date?`,
      ),
      t('cert', 0, (s) => `Is your ${s} current, and when did you last use what it covers?`),
    ],
    askEmployer: [
      'What are the group sizes and the adult-to-child ratio?',
      'How do staff and families communicate during the day?',
    ],
  },
  library: {
    role: [
      t(
        'skill',
        0,
        (s) => `Walk us through how you approach ${s} for a collection you do not know yet.`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `A visitor cannot find what they need and is frustrated. How do you help them, using ${s}?`,
      ),
      t('tool', 0, (s) => `How do you use ${s}, and how do you keep its records accurate?`),
      t('cert', 0, (s) => `Tell us about your ${s} and how it shapes your work.`),
    ],
    askEmployer: [
      'Who uses this library or collection most, and how is that changing?',
      'What projects would I take on in my first months?',
    ],
  },
  'social-service': {
    role: [
      t(
        'skill',
        0,
        (s) => `A client is in crisis during ${s}. What do you do first, and who do you involve?`,
      ),
      t('skill', 1, (s) => `How do you keep boundaries and confidentiality while doing ${s}?`),
      t(
        'skill',
        2,
        () => `How do you manage a full caseload so that nobody falls through the cracks?`,
      ),
      t('tool', 0, (s) => `How do you keep your notes in ${s} timely and accurate?`),
      t('cert', 0, (s) => `Tell us about your ${s} and how you keep it current.`),
    ],
    askEmployer: [
      'How large is a typical caseload, and how is supervision arranged?',
      'What support is there for staff after a difficult case?',
    ],
  },
  hospitality: {
    role: [
      t('skill', 0, (s) => `It is the busiest hour and ${s} is falling behind. What do you do?`),
      t('skill', 1, (s) => `How do you keep food safety and hygiene rules while doing ${s}?`),
      t('skill', 2, () => `A guest complains about their order or stay. How do you handle it?`),
      t(
        'tool',
        0,
        (s) => `How do you use ${s}, and what do you do when it goes down during service?`,
      ),
      t('cert', 0, (s) => `Is your ${s} current, and what does it require you to do every shift?`),
    ],
    askEmployer: [
      'What are the shifts, and how far ahead is the schedule made?',
      'How does the team hand over between shifts?',
    ],
  },
  'personal-care': {
    role: [
      t('skill', 0, (s) => `How do you make a client comfortable and safe during ${s}?`),
      t('skill', 1, (s) => `A client is unhappy with the result of ${s}. What do you do?`),
      t('tool', 0, (s) => `How do you clean and look after ${s} between clients?`),
      t('cert', 0, (s) => `Is your ${s} current, and what rules does it require you to follow?`),
    ],
    askEmployer: [
      'How are appointments or clients assigned, and how busy is a typical day?',
      'What training or products does the business provide?',
    ],
  },
} satisfies Record<string, FamilyBank>;
