import { type FamilyBank, t } from './role-template.ts';

/**
 * Role questions for desk and knowledge work: finance, office, law, management, sales, technology, science, creative
 * (decision 067).
 */
export const officeFamilyBanks = {
  finance: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `You find a discrepancy during ${s} right before a deadline. Walk us through what you do.`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `How do you make sure ${s} is accurate and follows the rules that apply, such as GAAP or tax law?`,
      ),
      t('tool', 0, (s) => `How have you used ${s}, and how do you check the numbers it gives you?`),
      t(
        'skill',
        2,
        (s) => `How do you explain the result of ${s} to someone without a finance background?`,
      ),
      t(
        'cert',
        0,
        (s) => `Where are you with ${s}, and how do you keep up with changes in standards?`,
      ),
    ],
    askEmployer: [
      'What does the month-end or year-end calendar look like for this team?',
      'Which systems does the team use, and is anything changing soon?',
    ],
  },
  office: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `Walk us through how you handle ${s} when several people need something from you at once.`,
      ),
      t('tool', 0, (s) => `How do you use ${s} day to day, and how do you avoid errors in it?`),
      t('skill', 1, (s) => `Someone is unhappy with how ${s} was handled. How do you respond?`),
      t('skill', 2, (s) => `How do you keep confidential information safe while doing ${s}?`),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'What would a typical day in this role look like?',
      'How will you measure success in the first three months?',
    ],
  },
  legal: {
    role: [
      t('skill', 0, (s) => `Walk us through how you handle ${s} when a deadline is close.`),
      t('skill', 1, (s) => `How do you keep ${s} accurate and confidential?`),
      t(
        'tool',
        0,
        (s) => `How do you use ${s} for research or records, and how do you check what you find?`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and how you meet its continuing education.`),
    ],
    askEmployer: [
      'What kinds of matters or cases would I work on most?',
      'How is work assigned and reviewed on this team?',
    ],
  },
  management: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `Tell us how you have led a team through ${s}. What did you decide, and how did it turn out?`,
      ),
      t(
        'skill',
        1,
        () => `Someone on your team is underperforming. Walk us through how you handle it.`,
      ),
      t(
        'skill',
        2,
        (s) => `How do you set priorities and a budget for ${s} when resources are short?`,
      ),
      t('tool', 0, (s) => `How do you use ${s} to see how the work is going?`),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'What are the biggest challenges for this team in the next year?',
      'How large is the team, and how are decisions made above this role?',
    ],
  },
  sales: {
    role: [
      t('skill', 0, (s) => `A customer says no during ${s}. Walk us through how you respond.`),
      t(
        'skill',
        1,
        (s) => `How do you plan ${s} to reach a target, and what do you do when you are behind?`,
      ),
      t('tool', 0, (s) => `How do you use ${s} to keep track of customers and follow-ups?`),
      t('cert', 0, (s) => `Tell us about your ${s} and the rules it requires you to follow.`),
    ],
    askEmployer: [
      'How are targets set, and how is pay tied to them?',
      'Who are the customers I would work with most?',
    ],
  },
  software: {
    role: [
      t(
        'skill',
        0,
        (s) => `Tell us about a problem you solved with ${s}. How did you find the cause?`,
      ),
      t('tool', 0, (s) => `How have you used ${s}, and what would you do differently next time?`),
      t(
        'skill',
        1,
        (s) => `How do you explain a decision about ${s} to someone who is not technical?`,
      ),
      t(
        'skill',
        2,
        (s) => `Something you built with ${s} fails in production. Walk us through the first hour.`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'How does the team plan, review and release its work?',
      'What would you want me to have done in my first three months?',
    ],
  },
  engineering: {
    role: [
      t(
        'skill',
        0,
        (s) => `Walk us through a design decision you made in ${s}. What trade-offs did you weigh?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `Which codes, standards or safety rules apply to ${s}, and how do you show you met them?`,
      ),
      t('tool', 0, (s) => `How have you used ${s}, and how do you check its results?`),
      t(
        'skill',
        2,
        (s) => `A test or a site visit shows ${s} will not work as designed. What do you do?`,
      ),
      t('cert', 0, (s) => `Where are you with ${s}, and how does it shape the work you sign off?`),
    ],
    askEmployer: [
      'What projects would I work on first, and at what stage are they?',
      'How are designs reviewed before they are released?',
    ],
  },
  science: {
    role: [
      t('skill', 0, (s) => `Walk us through how you would design a study or test using ${s}.`),
      t(
        'skill',
        1,
        (s) => `Your results from ${s} do not match what you expected. What do you do?`,
      ),
      t('tool', 0, (s) => `How do you use ${s}, and how do you keep your data and records sound?`),
      t(
        'skill',
        2,
        (s) => `What safety or ethics rules apply to ${s}, and how do you follow them?`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'What questions is the team working on now, and where would I fit?',
      'How are results reviewed and published or reported?',
    ],
  },
  creative: {
    role: [
      t(
        'skill',
        0,
        (s) => `Walk us through a piece of your work in ${s}, from the brief to the result.`,
      ),
      t('skill', 1, (s) => `A client does not like your first ideas for ${s}. What do you do?`),
      t(
        'tool',
        0,
        (s) => `How do you use ${s}, and how do you keep your files organised for others?`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'Who gives feedback on the work, and how many rounds are usual?',
      'What projects are coming up in the next few months?',
    ],
  },
  media: {
    role: [
      t('skill', 0, (s) => `Walk us through how you handle ${s} under a tight deadline.`),
      t('skill', 1, (s) => `How do you check facts and sources when you do ${s}?`),
      t(
        'tool',
        0,
        (s) => `How do you use ${s}, and what do you do when it fails before a deadline?`,
      ),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'How is work assigned, edited and approved here?',
      'What does a typical week of deadlines look like?',
    ],
  },
} satisfies Record<string, FamilyBank>;
