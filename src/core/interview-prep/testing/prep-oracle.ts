import type { EvidenceLine, PrepQuestion } from '../../../shared/schemas/interview-prep.ts';
import type { TailorInput } from '../../tailoring/types.ts';

/**
 * Test support, written apart from the code it judges: whether an evidence line is made only of
 * the words of the profile entry it names (plus the month and "Present" words of its dates). Tag
 * and entity names count as the source's words: a line may only lose them, never gain them.
 */
const norm = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
const words = (text: string) => new Set(norm(text).split(' ').filter(Boolean));
const dateWords = words('jan feb mar apr may jun jul aug sep oct nov dec present');

function sourceText(line: EvidenceLine, input: TailorInput): string {
  const { profile, preferences } = input;
  const index = line.source.index ?? -1;
  switch (line.source.kind) {
    case 'work': {
      const work = profile.workExperience[index];
      return work ? `${work.position} ${work.company} ${work.description}` : '';
    }
    case 'education': {
      const school = profile.education[index];
      return school ? `${school.degree} ${school.school}` : '';
    }
    case 'skills':
      return profile.skills[index] ?? '';
    case 'certification':
      return preferences?.certifications[index]?.name ?? '';
    case 'preferences':
      return [...(preferences?.skills ?? []), ...(preferences?.software ?? [])].join(' ');
    default:
      return '';
  }
}

/** The words of the line that its source does not hold; [] when the line is the profile's own. */
export function wordsNotInSource(line: EvidenceLine, input: TailorInput): string[] {
  const own = words(sourceText(line, input));
  return [...words(line.text)].filter(
    (word) => !own.has(word) && !dateWords.has(word) && !/^\d{4}$/.test(word),
  );
}

export const evidenceOf = (questions: readonly PrepQuestion[]) =>
  questions.flatMap((question) => question.evidence);
