import { type FamilyBank, t } from './role-template.ts';

/**
 * Role questions for hands-on and safety-critical work: vehicles, trades, production, protective services
 * (decision 067).
 */
export const workFamilyBanks = {
  vehicle: {
    role: [
      t(
        'tool',
        0,
        () =>
          `Walk us through your inspection before you start a shift. What makes you refuse to drive a vehicle?`,
      ),
      t(
        'skill',
        0,
        () =>
          `How do you stay within hours-of-service and other driving regulations when a run is running late?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `Bad weather or a road closure hits during ${s}. What do you do, and who do you tell?`,
      ),
      t(
        'cert',
        0,
        (s) =>
          `Is your ${s} current and clean? Tell us about your driving record and any incident you learned from.`,
      ),
      t(
        'skill',
        2,
        (s) => `A customer or passenger is upset about a delay during ${s}. How do you handle it?`,
      ),
    ],
    askEmployer: [
      'What do routes and schedules look like in a typical week, and how much home time is there?',
      'How are the vehicles maintained, and what happens when I report a defect?',
    ],
  },
  aviation: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `Walk us through the checks and procedures you follow for ${s}, and what makes you stop.`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `Something unexpected happens during ${s}. How do you follow procedure and communicate with the crew?`,
      ),
      t(
        'cert',
        0,
        (s) =>
          `How do you keep your ${s} current, and how do you keep up with changes to the regulations?`,
      ),
      t(
        'tool',
        0,
        (s) =>
          `How do you use ${s}, and what do you do when it gives you information you do not trust?`,
      ),
    ],
    askEmployer: [
      'How are schedules built, and how much notice do crews get of changes?',
      'What recurrent training and safety reporting does the company run?',
    ],
  },
  'material-moving': {
    role: [
      t('tool', 0, (s) => `What do you check before you use ${s}, and when do you tag it out?`),
      t(
        'skill',
        0,
        (s) => `How do you keep yourself and others safe while doing ${s} in a busy area?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `You are behind on ${s} near the end of a shift. How do you keep up without cutting safety corners?`,
      ),
      t('cert', 0, (s) => `Is your ${s} current, and when did you last use what it covers?`),
    ],
    askEmployer: [
      'What do shifts and overtime look like here?',
      'What safety training and equipment does the company provide?',
    ],
  },
  electrical: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `Before you start ${s}, how do you make sure a circuit is de-energised, locked out and tagged?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `How do you make sure ${s} meets the electrical code and passes inspection the first time?`,
      ),
      t('tool', 0, (s) => `Walk us through troubleshooting a fault with ${s}. Where do you start?`),
      t(
        'skill',
        2,
        (s) =>
          `A supervisor or customer asks you to skip a safety step to finish ${s} sooner. What do you do?`,
      ),
      t(
        'cert',
        0,
        (s) => `How do you keep your ${s} current, and how do you keep up with code changes?`,
      ),
    ],
    askEmployer: [
      'What kind of work would I do most: new installations, service calls or maintenance?',
      'What safety training, equipment and code updates does the company provide?',
    ],
  },
  trades: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `What safety rules and codes apply when you do ${s}, and how do you follow them on a busy job?`,
      ),
      t(
        'skill',
        1,
        (s) =>
          `The drawings or the work order do not match what you find on site during ${s}. What do you do?`,
      ),
      t(
        'tool',
        0,
        (s) =>
          `How do you check and look after ${s}, and what do you do when it is not safe to use?`,
      ),
      t('skill', 2, (s) => `How do you check your own ${s} before you call the job done?`),
      t(
        'cert',
        0,
        (s) =>
          `How do you keep your ${s} current, and what did you learn getting it that you use every day?`,
      ),
    ],
    askEmployer: [
      'What does a typical job or service call look like, and how big are the crews?',
      'What safety training and equipment does the company provide?',
    ],
  },
  production: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `How do you make sure ${s} meets the specification, and what do you do when a part or batch does not?`,
      ),
      t(
        'tool',
        0,
        (s) => `What do you check before you run ${s}, and what makes you stop the line?`,
      ),
      t('skill', 1, (s) => `How do you stay safe and keep pace with ${s} over a long shift?`),
      t(
        'cert',
        0,
        (s) => `How do you keep your ${s} current, and when did you last use what it covers?`,
      ),
    ],
    askEmployer: [
      'What are the shifts, and how is the work on the floor organised?',
      'How is quality measured here, and what safety training is there?',
    ],
  },
  'grounds-and-farm': {
    role: [
      t(
        'tool',
        0,
        (s) =>
          `What do you check before you use ${s}, and how do you keep yourself and others safe with it?`,
      ),
      t('skill', 0, (s) => `How do you plan ${s} around weather and the time you have?`),
      t('skill', 1, (s) => `How do you handle chemicals, animals or machinery safely during ${s}?`),
      t('cert', 0, (s) => `Is your ${s} current, and what rules does it require you to follow?`),
    ],
    askEmployer: [
      'What does a typical day look like, and how does the work change with the seasons?',
      'What equipment and safety training does the company provide?',
    ],
  },
  protective: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `A situation escalates during ${s}. Walk us through how you de-escalate it and when you call for help.`,
      ),
      t(
        'skill',
        1,
        (s) => `How do you write a report about ${s} that holds up when others read it later?`,
      ),
      t(
        'skill',
        2,
        (s) => `How do you stay alert and follow policy during ${s} on a long or quiet shift?`,
      ),
      t('tool', 0, (s) => `How do you check ${s} before a shift, and what do you do if it fails?`),
      t('cert', 0, (s) => `Is your ${s} current, and when did you last use what it covers?`),
    ],
    askEmployer: [
      'What do shifts look like, and how is backup arranged?',
      'What training is there after the first weeks?',
    ],
  },
  'safety-inspection': {
    role: [
      t('skill', 0, (s) => `Walk us through how you carry out ${s}, from preparation to report.`),
      t(
        'skill',
        1,
        (s) =>
          `You find a serious violation during ${s} and the owner pushes back. What do you do?`,
      ),
      t('tool', 0, (s) => `How do you use ${s}, and how do you make sure its readings are right?`),
      t(
        'cert',
        0,
        (s) =>
          `How do you keep your ${s} current, and how do you keep up with changes to codes and regulations?`,
      ),
    ],
    askEmployer: [
      'What kinds of sites or cases would I inspect most?',
      'How are findings followed up after a report?',
    ],
  },
  performance: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `How do you prepare for ${s}, and how do you handle it when it goes wrong in front of people?`,
      ),
      t('skill', 1, (s) => `Tell us about feedback on your ${s} that changed how you work.`),
      t('tool', 0, (s) => `How do you use ${s} in preparation or on the day?`),
      t('cert', 0, (s) => `Tell us about your ${s} and what you use from it.`),
    ],
    askEmployer: [
      'What does the schedule of rehearsals, training or events look like?',
      'Who would I work with most closely?',
    ],
  },
  military: {
    role: [
      t(
        'skill',
        0,
        (s) =>
          `Tell us about a mission or task involving ${s}. What was your part, and how did it end?`,
      ),
      t(
        'skill',
        1,
        () => `How do you lead or follow when orders are unclear or conditions change?`,
      ),
      t('tool', 0, (s) => `How have you used ${s}, and how did you keep it ready?`),
      t('cert', 0, (s) => `Tell us about your ${s} and how it carries over to this role.`),
    ],
    askEmployer: [
      'What training and progression does this role lead to?',
      'How would my experience be recognised here?',
    ],
  },
} satisfies Record<string, FamilyBank>;
