import type { PrepQuestion } from '../../shared/schemas/interview-prep.ts';
import { type EvidenceContext, keepTraced, patternEvidence } from './find-evidence.ts';

/**
 * The behavioural questions most interviews include, whatever the work (decision 067). Evidence
 * is any bullet of the user's own history whose words fit the behaviour.
 */
const behaviours: { id: string; about: string; text: string; pattern: RegExp }[] = [
  {
    id: 'behaviour-pressure',
    about: 'Working under pressure',
    text: 'Tell us about a time you had too much to do and not enough time. What did you do?',
    pattern:
      /\b(?:deadline|busy|high[- ]volume|emergenc|urgent|rush|peak|fast[- ]paced|simultaneous|multiple|priorit)/i,
  },
  {
    id: 'behaviour-conflict',
    about: 'Handling a disagreement',
    text: 'Tell us about a disagreement with a colleague, customer or manager, and how you resolved it.',
    pattern: /\b(?:resolv|complain|conflict|de-?escalat|disput|concern|difficult|upset|negotiat)/i,
  },
  {
    id: 'behaviour-mistake',
    about: 'Learning from a mistake',
    text: 'Tell us about a mistake you made or a problem you found. What did you change afterwards?',
    pattern: /\b(?:improv|reduc|fix|correct|audit|error|accura|prevent|review|quality)/i,
  },
  {
    id: 'behaviour-team',
    about: 'Working with a team',
    text: 'Tell us about a time you helped a team get something done that you could not have done alone.',
    pattern: /\b(?:team|collaborat|coordinat|train|mentor|supervis|led\b|lead|assist|support)/i,
  },
  {
    id: 'behaviour-learning',
    about: 'Learning something new quickly',
    text: 'Tell us about a time you had to learn something new quickly for your work.',
    pattern: /\b(?:learn|new|implement|adopt|introduc|launch|transition|certif|course|train)/i,
  },
];

const NO_STORY =
  'None of your experience entries has a bullet about this. Think of one real moment: where you were, what you had to do, what you did and how it ended.';

export function buildBehaviouralQuestions(ctx: EvidenceContext): PrepQuestion[] {
  return behaviours.map((behaviour) => {
    const evidence = keepTraced(ctx.input, patternEvidence(ctx, behaviour.pattern));
    return {
      id: behaviour.id,
      kind: 'behavioural',
      text: behaviour.text,
      about: behaviour.about,
      requirementKind: null,
      requirementMet: null,
      keyTerms: [],
      evidence,
      noEvidence: evidence.length > 0 ? null : NO_STORY,
    };
  });
}
